import { ApiError } from '@app/api/client';
import { focusFirstInvalid } from '@app/ui/focus-first-invalid';
import { FormAlert } from '@app/ui/form-alert';
import {
  COMPANY_SAVED,
  type CompanyProfile,
  type CompanyProfileValues,
  companyProfileSchema,
} from '@contract/recruiter/company-profile';
import { Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { recruiterCompanyQueryKey } from '../api/get-recruiter-company';
import { saveCompany } from '../api/save-recruiter-company';
import { recruiterFailureText } from '../shared/recruiter-failures';
import { COMPANY_PROFILE_HEADING, COMPANY_RELOADED, SAVE_COMPANY } from './company-texts';

const valuesOf = (company: CompanyProfile): CompanyProfileValues => ({
  legal_name: company.legal_name ?? '',
  display_name: company.display_name,
  gstin: company.gstin ?? '',
  cin: company.cin ?? '',
  website_domain: company.website_domain ?? '',
  address: company.address ?? '',
  city: company.city,
});

/** What the last save came to (kept by the screen: the form starts afresh on each new version). */
export type SaveOutcome = { ok: boolean; text: string } | null;

/** The profile's fields, checked as the server checks them, saved on the version read. */
export function CompanyProfileForm({
  company,
  outcome,
  setOutcome,
}: {
  company: CompanyProfile;
  outcome: SaveOutcome;
  setOutcome: (outcome: SaveOutcome) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<CompanyProfileValues>({
    mode: 'controlled',
    initialValues: valuesOf(company),
    validate: schemaResolver(companyProfileSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit(
    async (values) => {
      setOutcome(null);
      try {
        const saved = await saveCompany({
          ...v.parse(companyProfileSchema, values),
          version: company.version,
        });
        queryClient.setQueryData(recruiterCompanyQueryKey(), { company: saved });
        setOutcome({ ok: true, text: COMPANY_SAVED });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'version_conflict') {
          await queryClient.invalidateQueries({ queryKey: recruiterCompanyQueryKey() });
          setOutcome({ ok: false, text: COMPANY_RELOADED });
        } else setOutcome({ ok: false, text: recruiterFailureText(error) });
      }
    },
    () => void focusFirstInvalid(),
  );
  const field = (name: keyof CompanyProfileValues) => form.getInputProps(name);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="company-profile-heading">
      <form onSubmit={submit} noValidate aria-label={COMPANY_PROFILE_HEADING}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="company-profile-heading">
            {COMPANY_PROFILE_HEADING}
          </Title>
          <TextInput label="Legal name" description="As registered" withAsterisk {...field('legal_name')} />
          <TextInput
            label="Display name"
            description="The name candidates see"
            withAsterisk
            {...field('display_name')}
          />
          <TextInput
            label="GSTIN"
            description="15 characters, such as 27AAPFU0939F1ZV"
            withAsterisk
            autoCapitalize="characters"
            spellCheck={false}
            {...field('gstin')}
          />
          <TextInput
            label="CIN (optional)"
            description="21 characters, for a registered company"
            autoCapitalize="characters"
            spellCheck={false}
            {...field('cin')}
          />
          <TextInput
            label="Website domain"
            description="Only the domain, such as agshealth.com"
            withAsterisk
            autoCapitalize="none"
            spellCheck={false}
            {...field('website_domain')}
          />
          <Textarea label="Registered address" withAsterisk rows={3} {...field('address')} />
          <TextInput label="City" withAsterisk {...field('city')} />
          {outcome?.ok ? (
            <Text c="green.9" role="status">
              {outcome.text}
            </Text>
          ) : (
            <FormAlert message={outcome?.text ?? null} />
          )}
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            {SAVE_COMPANY}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
