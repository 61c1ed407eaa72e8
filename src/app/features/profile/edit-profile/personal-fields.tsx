import { DocumentField } from '@app/candidate-record/fields/document-field';
import { GenderAndBirthDateFields } from '@app/candidate-record/profile-overview/gender-and-birth-date-fields';
import { filterNameInput, filterPhoneInput } from '@app/ui/input-filters';
import { NAME_MAX, PHONE_PREFIX } from '@contract/limits';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { profileDocumentRule } from './edit-profile-schema';
import type { EditProfileForm } from './edit-profile-values';

/**
 * Edit Profile's Personal Information (§2): the photo (`photo`), first and last name (letters and
 * spaces, filtered as typed like sign-up), phone (read as pasted, like sign-up's), e-mail, gender and date of birth, the
 * LinkedIn URL and the resume.
 */
export function PersonalFields({ form, now, photo }: { form: EditProfileForm; now: Date; photo: ReactNode }) {
  const { values } = form;
  const name = (field: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <TextInput
      label={label}
      withAsterisk
      autoComplete={autoComplete}
      maxLength={NAME_MAX}
      {...form.getInputProps(field)}
      onChange={(event) => form.setFieldValue(field, filterNameInput(event.currentTarget.value))}
    />
  );
  return (
    <>
      {photo}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {name('firstName', 'First Name', 'given-name')}
        {name('lastName', 'Last Name', 'family-name')}
        <TextInput
          label="Phone Number"
          withAsterisk
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          leftSection={<Text size="sm">{PHONE_PREFIX}</Text>}
          leftSectionWidth={44}
          {...form.getInputProps('phone')}
          onChange={(event) => form.setFieldValue('phone', filterPhoneInput(event.currentTarget.value))}
        />
        <TextInput
          label="Email ID"
          withAsterisk
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
      </SimpleGrid>
      <Text size="xs" c="dark.5">
        A new phone number or e-mail is confirmed with a one-time code when you save.
      </Text>
      <GenderAndBirthDateFields form={form} now={now} />
      {values.links.map((_, index) => (
        <TextInput
          // the list keeps at least one link; the contract holds one (the LinkedIn URL)
          // biome-ignore lint/suspicious/noArrayIndexKey: the links have no identity of their own
          key={index}
          label="LinkedIn URL"
          placeholder="https://www.linkedin.com/in/your-name"
          type="url"
          autoComplete="url"
          {...form.getInputProps(`links.${index}`)}
        />
      ))}
      <DocumentField
        label="Resume (optional)"
        buttonLabel="Upload Resume"
        modalTitle="Upload Resume"
        rule={profileDocumentRule}
        fileName={values.resume?.name ?? (values.savedResumeName || null)}
        error={form.errors.resume as string | undefined}
        onFile={(file) => {
          form.setValues({ resume: file, resumeChanged: true });
          form.clearFieldError('resume');
        }}
        onRemove={() => form.setValues({ resume: null, savedResumeName: '', resumeChanged: true })}
      />
    </>
  );
}
