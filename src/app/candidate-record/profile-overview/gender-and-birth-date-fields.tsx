import { GENDERS } from '@contract/candidate-record/options';
import { ActionIcon, Group, Radio, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { displayToIsoDate, formatDisplayDate } from './date-of-birth';
import { DateOfBirthDialog } from './date-of-birth-dialog';

/** Keeps only what may be typed into a DD/MM/YYYY field. */
export function filterDateInput(text: string): string {
  return text.replace(/[^\d/]/g, '').slice(0, 10);
}

/** What the fields need of a form holding `gender` and `dateOfBirth` (DD/MM/YYYY). */
export interface GenderAndBirthDateForm {
  values: { dateOfBirth: string };
  getInputProps: (path: 'gender' | 'dateOfBirth') => GetInputPropsReturnType;
  setFieldValue: (path: 'dateOfBirth', value: string) => void;
  clearFieldError: (path: 'dateOfBirth') => void;
}

/**
 * Gender (required radios) and Date of Birth (typed DD/MM/YYYY, or chosen in the date picker
 * dialog): onboarding's Profile Overview and Edit Profile (signed-in-area.md §2, §4, §9).
 */
export function GenderAndBirthDateFields({ form, now }: { form: GenderAndBirthDateForm; now: Date }) {
  const [pickingDate, setPickingDate] = useState(false);
  return (
    <>
      <Radio.Group label="Gender" withAsterisk {...form.getInputProps('gender')}>
        <Group gap="md" mt="xs">
          {GENDERS.map((gender) => (
            <Radio key={gender} value={gender} label={gender} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput
        label="Date of Birth"
        withAsterisk
        placeholder="DD/MM/YYYY"
        inputMode="numeric"
        autoComplete="bday"
        maxLength={10}
        {...form.getInputProps('dateOfBirth')}
        onChange={(event) => form.setFieldValue('dateOfBirth', filterDateInput(event.currentTarget.value))}
        rightSection={
          <ActionIcon
            variant="subtle"
            color="gray.8"
            aria-label="Choose date of birth"
            onClick={() => setPickingDate(true)}
          >
            <IconCalendar size={18} aria-hidden="true" />
          </ActionIcon>
        }
      />
      <DateOfBirthDialog
        opened={pickingDate}
        value={displayToIsoDate(form.values.dateOfBirth)}
        now={now}
        onClose={() => setPickingDate(false)}
        onSet={(day) => {
          form.setFieldValue('dateOfBirth', formatDisplayDate(new Date(`${day}T00:00:00`)));
          form.clearFieldError('dateOfBirth');
          setPickingDate(false);
        }}
      />
    </>
  );
}
