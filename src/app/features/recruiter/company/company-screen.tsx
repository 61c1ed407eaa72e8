import { DataAgeNote } from '@app/ui/data-age-note';
import { useScreenTitle } from '@app/ui/page-title';
import { QueryStates } from '@app/ui/query-states';
import type { CompanyProfile } from '@contract/recruiter/company-profile';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { recruiterCompanyQueryOptions } from '../api/get-recruiter-company';
import { BackToJobs } from '../shared/back-to-jobs';
import { CompanyMailbox } from './company-mailbox';
import { CompanyProfileForm, type SaveOutcome } from './company-profile-form';
import {
  COMPANY_FAILED,
  COMPANY_HEADING,
  COMPANY_INTRO,
  COMPANY_NOT_ON_DEVICE,
  COMPANY_WHAT,
  LOADING_COMPANY,
} from './company-texts';

/**
 * /recruiter/company (issue 37 §1): the company profile its recruiters keep (legal and display
 * names, GSTIN, CIN, website domain, registered address and city), saved with a version check,
 * and the mailbox on the company's domain verified by a code.
 */
export function CompanyScreen() {
  useScreenTitle('/_recruiter/recruiter/company', COMPANY_HEADING);
  const query = useQuery(recruiterCompanyQueryOptions());
  const company: CompanyProfile | undefined = query.data?.company;
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  return (
    <Container size="sm" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <BackToJobs />
        <Stack gap={2}>
          <Title order={1} size="h2">
            {COMPANY_HEADING}
          </Title>
          <Text c="dark.6">{COMPANY_INTRO}</Text>
        </Stack>
        {company ? (
          <>
            <DataAgeNote
              updatedAt={query.dataUpdatedAt}
              failureReason={query.failureReason}
              what={COMPANY_WHAT}
            />
            {/* a save or a colleague's version read again starts the form afresh */}
            <CompanyProfileForm
              key={company.version}
              company={company}
              outcome={outcome}
              setOutcome={setOutcome}
            />
            <CompanyMailbox company={company} />
          </>
        ) : (
          <QueryStates
            query={query}
            texts={{
              failed: COMPANY_FAILED,
              notOnDevice: COMPANY_NOT_ON_DEVICE,
              loading: LOADING_COMPANY,
              what: COMPANY_WHAT,
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
