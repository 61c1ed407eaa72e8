import { CurrentEmploymentFields, companyChoices } from '@app/candidate-record/employment/employment-block';
import { EmploymentEntries } from '@app/candidate-record/employment/employment-entries';
import {
  type EmploymentEntryValues,
  employmentYears,
  emptyEntry,
} from '@app/candidate-record/employment/employment-schema';
import type { OnboardingLists } from '@contract/lists';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { filterDigits } from './edit-profile-schema';
import type { EditProfileForm } from './edit-profile-values';
import type { ProfileBlocks } from './profile-blocks';

/**
 * Edit Profile's companies (§2, §4): the employment entries (one at least) and, when one is
 * current, the Current Employment block (availability, notice days, current and expected CTC).
 */
export function EmploymentSection({
  form,
  lists,
  blocks,
  referenceYear,
}: {
  form: EditProfileForm;
  lists: OnboardingLists;
  blocks: ProfileBlocks;
  referenceYear: number;
}) {
  const { values } = form;
  const { entries } = values.employment;
  const years = useMemo(() => employmentYears(referenceYear), [referenceYear]);
  const companyOptions = useMemo(() => companyChoices(lists.companies, entries), [lists.companies, entries]);
  const err = (path: string) => form.errors[path] as string | undefined;
  return (
    <>
      {blocks.companies && (
        <Stack gap="sm">
          <EmploymentEntries
            entries={entries}
            companyOptions={companyOptions}
            years={years}
            errorOf={(index, field) => err(`employment.entries.${index}.${field}`)}
            setEntries={(next: EmploymentEntryValues[]) => form.setFieldValue('employment.entries', next)}
            clearError={(index, field) => form.clearFieldError(`employment.entries.${index}.${field}`)}
            canRemove={() => entries.length > 1}
            remove={(index) => form.removeListItem('employment.entries', index)}
            add={() => form.insertListItem('employment.entries', emptyEntry())}
            addLabel="Add Company"
          />
        </Stack>
      )}

      {blocks.currentEmployment && (
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={700}>
            Current Employment
          </Text>
          <CurrentEmploymentFields
            values={values.employment}
            errorOf={(field) => err(`employment.${field}`)}
            onAvailability={(availability) => {
              form.setFieldValue('employment.availability', availability);
              form.clearFieldError('employment.noticeDays');
            }}
            onPay={(field, value) => form.setFieldValue(`employment.${field}`, value)}
            noticeDaysInput={form.getInputProps('employment.noticeDays')}
            onNoticeDays={(typed) => form.setFieldValue('employment.noticeDays', filterDigits(typed, 4))}
            payLayout={(fields) => (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                {fields}
              </SimpleGrid>
            )}
          />
        </Stack>
      )}
    </>
  );
}
