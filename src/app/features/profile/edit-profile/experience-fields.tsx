import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  FRESHER_CERTIFICATE_TYPES,
  FRESHER_TYPE_LABELS,
  type FresherCertificateType,
  MANAGER_ROLES,
  type ManagerRole,
  OTHER_OPTION,
} from '@contract/candidate-record/options';
import { ONBOARDING_TEXT_MAX } from '@contract/limits';
import type { OnboardingLists } from '@contract/lists';
import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { filterDigits, profileDocumentRule } from './edit-profile-schema';
import type { EditProfileForm, EditProfileValues } from './edit-profile-values';
import { FresherCertificateFields } from './fresher-certificate-fields';
import type { ProfileBlocks } from './profile-blocks';

/**
 * Edit Profile's experience (§2, §4): the level, a fresher's qualification and (Certified Medical
 * Coder) certificate, the years and months, and a manager's 'Experience at'.
 */
export function ExperienceFields({
  form,
  lists,
  blocks,
  apply,
}: {
  form: EditProfileForm;
  lists: OnboardingLists;
  blocks: ProfileBlocks;
  /** sets values through a rule of §4 and clears the errors of the fields it touched */
  apply: (next: EditProfileValues, ...paths: string[]) => void;
}) {
  const { values } = form;
  const err = (path: string) => form.errors[path] as string | undefined;
  const duration = (field: 'years' | 'months', label: string, digits: number) => (
    <TextInput
      label={label}
      withAsterisk
      inputMode="numeric"
      autoComplete="off"
      {...form.getInputProps(field)}
      onChange={(event) => form.setFieldValue(field, filterDigits(event.currentTarget.value, digits))}
    />
  );
  return (
    <>
      <Radio.Group
        label="Experience Level"
        withAsterisk
        value={values.level}
        onChange={(level) => apply({ ...form.getValues(), level: level as ExperienceLevel }, 'level')}
        error={err('level')}
      >
        <Group gap="md" mt="xs">
          {EXPERIENCE_LEVELS.map((level, index) => (
            <Radio
              key={level}
              value={level}
              label={EXPERIENCE_LEVEL_LABELS[level]}
              aria-invalid={err('level') && index === 0 ? true : undefined}
            />
          ))}
        </Group>
      </Radio.Group>

      {blocks.fresherType && (
        <Radio.Group
          label="Qualification"
          withAsterisk
          value={values.fresherType}
          onChange={(type) =>
            apply({ ...form.getValues(), fresherType: type as FresherCertificateType }, 'fresherType')
          }
          error={err('fresherType')}
        >
          <Group gap="md" mt="xs">
            {FRESHER_CERTIFICATE_TYPES.map((type, index) => (
              <Radio
                key={type}
                value={type}
                label={FRESHER_TYPE_LABELS[type]}
                aria-invalid={err('fresherType') && index === 0 ? true : undefined}
              />
            ))}
          </Group>
        </Radio.Group>
      )}

      {blocks.fresherCertificate && (
        <Stack gap="sm">
          <FresherCertificateFields
            certification={values.certification}
            lists={lists}
            err={(field) => err(`certification.${field}`)}
            set={(next, field) => {
              form.setFieldValue('certification', next);
              form.clearFieldError(`certification.${field}`);
            }}
            inputProps={(field) => form.getInputProps(`certification.${field}`)}
            fileRule={profileDocumentRule}
          />
        </Stack>
      )}

      {blocks.yearsAndMonths && (
        <SimpleGrid cols={2} spacing="sm">
          {duration('years', 'Years of Experience', 4)}
          {duration('months', 'Months of Experience', 3)}
        </SimpleGrid>
      )}

      {blocks.experienceAt && (
        <>
          <Select
            label="Experience at"
            withAsterisk
            placeholder="Select role"
            data={MANAGER_ROLES}
            allowDeselect={false}
            value={values.managerRole || null}
            onChange={(role) =>
              apply(
                {
                  ...form.getValues(),
                  managerRole: (role ?? '') as ManagerRole,
                  otherManagerRole: role === OTHER_OPTION ? values.otherManagerRole : '',
                },
                'managerRole',
              )
            }
            error={err('managerRole')}
          />
          {values.managerRole === OTHER_OPTION && (
            <TextInput
              label="Role description"
              withAsterisk
              maxLength={ONBOARDING_TEXT_MAX}
              {...form.getInputProps('otherManagerRole')}
            />
          )}
        </>
      )}
    </>
  );
}
