import type { FileCheckRule } from '@app/ui/file-check';
import { EDUCATION_LEVELS, type EducationLevel, OTHER_OPTION } from '@contract/candidate-record/options';
import type { OnboardingLists } from '@contract/lists';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { DocumentField } from '../fields/document-field';
import { namesWithOther, withChosen } from '../lists-gate';
import {
  chooseEducation,
  chooseInstitution,
  type EducationValues,
  filterYearInput,
} from './education-schema';

const LEVELS = EDUCATION_LEVELS.map((level) => level.name);

/** One education as typed; Edit Profile's entries also have an optional start year. */
export type EducationEntry = EducationValues & { startYear?: string };
export type EducationField = keyof EducationValues | 'startYear';

/**
 * One education's fields (onboarding's Education and each of Edit Profile's): level, highest
 * education and institution (each with Other, a saved name the list lacks still shown), the
 * optional start year (Edit Profile), year of passing and the optional document.
 */
export function EducationFields<Entry extends EducationEntry>({
  item,
  lists,
  err,
  onChange,
  documentLabel,
  fileRule,
}: {
  item: Entry;
  lists: OnboardingLists;
  err: (field: EducationField) => string | undefined;
  /** the entry after a change and the fields whose errors it clears */
  onChange: (next: Entry, ...fields: EducationField[]) => void;
  documentLabel: string;
  fileRule: FileCheckRule;
}) {
  const yearOf = (field: 'startYear' | 'year', label: string, required: boolean) => (
    <TextInput
      label={label}
      placeholder="YYYY"
      required={required}
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      value={item[field] ?? ''}
      onChange={(event) => onChange({ ...item, [field]: filterYearInput(event.currentTarget.value) }, field)}
      error={err(field)}
    />
  );
  const other = (field: 'otherEducation' | 'otherInstitution', label: string, placeholder: string) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      required
      value={item[field]}
      onChange={(event) => onChange({ ...item, [field]: event.currentTarget.value }, field)}
      error={err(field)}
    />
  );
  return (
    <>
      <Select
        label="Education Level"
        placeholder="Select Education Level"
        required
        data={LEVELS}
        allowDeselect={false}
        value={item.level || null}
        onChange={(level) => onChange({ ...item, level: (level ?? '') as EducationLevel | '' }, 'level')}
        error={err('level')}
      />
      <Select
        label="Highest Education"
        placeholder="Select Highest Education"
        required
        searchable
        nothingFoundMessage="No education found"
        data={withChosen(namesWithOther(lists.educations), [item.education])}
        allowDeselect={false}
        value={item.education || null}
        onChange={(education) =>
          onChange({ ...item, ...chooseEducation(item, education ?? '') }, 'education', 'otherEducation')
        }
        error={err('education')}
      />
      {item.education === OTHER_OPTION &&
        other('otherEducation', 'Specify Education', 'Enter your education')}
      <Select
        label="Institution"
        placeholder="Select Institution"
        required
        searchable
        nothingFoundMessage="No institution found"
        data={withChosen(namesWithOther(lists.institutes), [item.institution])}
        allowDeselect={false}
        value={item.institution || null}
        onChange={(institution) =>
          onChange(
            { ...item, ...chooseInstitution(item, institution ?? '') },
            'institution',
            'otherInstitution',
          )
        }
        error={err('institution')}
      />
      {item.institution === OTHER_OPTION &&
        other('otherInstitution', 'Specify Institution', 'Enter your institution')}
      {item.startYear === undefined ? (
        yearOf('year', 'Year of Passing', true)
      ) : (
        <SimpleGrid cols={2} spacing="sm">
          {yearOf('startYear', 'Start Year', false)}
          {yearOf('year', 'Year of Passing', true)}
        </SimpleGrid>
      )}
      <DocumentField
        label={documentLabel}
        rule={fileRule}
        fileName={item.file?.name ?? (item.savedFileName || null)}
        error={err('file')}
        onFile={(file) => onChange({ ...item, file }, 'file')}
        onRemove={() => onChange({ ...item, file: null, savedFileName: '' }, 'file')}
      />
    </>
  );
}
