import { DataAgeNote } from '@app/ui/data-age-note';
import { useScreenTitle } from '@app/ui/page-title';
import { QueryStates } from '@app/ui/query-states';
import type { CompanyStanding, OperatorCompany } from '@contract/operator/companies';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { operatorCompaniesQueryOptions } from './api/get-operator-companies';
import { CompanyCard } from './company-card';
import {
  COMPANIES_FAILED,
  COMPANIES_HEADING,
  COMPANIES_INTRO,
  COMPANIES_NOT_ON_DEVICE,
  COMPANIES_WHAT,
  LOADING_COMPANIES,
  NO_COMPANIES,
} from './operator-texts';

const ORDER: Record<CompanyStanding, number> = { unverified: 0, suspended: 1, verified: 2 };

/** The companies in the operator's order: unverified first, then suspended, then verified; by id within. */
export const operatorOrder = (companies: OperatorCompany[]) =>
  [...companies].sort((a, b) => ORDER[a.standing] - ORDER[b.standing] || a.id - b.id);

/**
 * /operator (issue 37): every company, unverified first, each with its evidence in short, the
 * whole evidence on demand, and Verify / Suspend (confirmed) / Restore.
 */
export function CompaniesScreen() {
  useScreenTitle('/_recruiter/operator/', COMPANIES_HEADING);
  const query = useQuery(operatorCompaniesQueryOptions());
  const companies = query.data?.companies;
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {COMPANIES_HEADING}
          </Title>
          <Text c="dark.6">{COMPANIES_INTRO}</Text>
        </Stack>
        {companies ? (
          <>
            <DataAgeNote
              updatedAt={query.dataUpdatedAt}
              failureReason={query.failureReason}
              what={COMPANIES_WHAT}
            />
            {companies.length === 0 ? <Text>{NO_COMPANIES}</Text> : null}
            <Stack
              gap="sm"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label="Companies"
            >
              {operatorOrder(companies).map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} />
                </li>
              ))}
            </Stack>
          </>
        ) : (
          <QueryStates
            query={query}
            texts={{
              failed: COMPANIES_FAILED,
              notOnDevice: COMPANIES_NOT_ON_DEVICE,
              loading: LOADING_COMPANIES,
              what: COMPANIES_WHAT,
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
