import { EducationFields } from '@app/candidate-record/education/education-fields';
import { TitledBlock } from '@app/ui/titled-block';
import type { OnboardingLists } from '@contract/lists';
import { Button, Group, Text } from '@mantine/core';
import { profileDocumentRule } from './edit-profile-schema';
import { type EditProfileForm, emptyEducationEntry } from './edit-profile-values';

/** Edit Profile's educations (§2): one block each (Education 1, 2, ...), removable, and Add Education. */
export function EducationEntries({ form, lists }: { form: EditProfileForm; lists: OnboardingLists }) {
  const { educations } = form.values;
  return (
    <>
      {educations.length === 0 && <Text size="sm">No education added yet.</Text>}
      {educations.map((item, index) => (
        <TitledBlock
          key={item.key}
          title={`Education ${index + 1}`}
          onRemove={() => form.removeListItem('educations', index)}
        >
          <EducationFields
            item={item}
            lists={lists}
            err={(field) => form.errors[`educations.${index}.${field}`] as string | undefined}
            onChange={(next, ...fields) => {
              form.setFieldValue(`educations.${index}`, next);
              for (const field of fields) form.clearFieldError(`educations.${index}.${field}`);
            }}
            documentLabel="Document (optional)"
            fileRule={profileDocumentRule}
          />
        </TitledBlock>
      ))}
      <Group>
        <Button variant="light" onClick={() => form.insertListItem('educations', emptyEducationEntry())}>
          Add Education
        </Button>
      </Group>
    </>
  );
}
