import { Button, Group } from '@mantine/core';
import { EmploymentBlock, type EntryField } from './employment-block';
import { type EmploymentEntryValues, setCurrent } from './employment-schema';

/**
 * The employment entries with their add button (onboarding's Employment, Edit Profile's
 * companies): each entry's change clears the errors of the fields it touched; ticking
 * "Currently working here" clears it on the others and clears the to-fields' errors.
 */
export function EmploymentEntries({
  entries,
  companyOptions,
  years,
  errorOf,
  setEntries,
  clearError,
  canRemove,
  remove,
  add,
  addLabel,
}: {
  entries: EmploymentEntryValues[];
  companyOptions: string[];
  years: string[];
  errorOf: (index: number, field: EntryField) => string | undefined;
  setEntries: (entries: EmploymentEntryValues[]) => void;
  clearError: (index: number, field: EntryField) => void;
  canRemove: (index: number) => boolean;
  /** removes an entry (the form's removeListItem, which moves the errors of those after it) */
  remove: (index: number) => void;
  add: () => void;
  addLabel: 'Add Employment' | 'Add Company';
}) {
  return (
    <>
      {entries.map((entry, index) => (
        <EmploymentBlock
          key={entry.key}
          index={index}
          entry={entry}
          companyOptions={companyOptions}
          years={years}
          errorOf={(field) => errorOf(index, field)}
          onChange={(next, changed) => {
            setEntries(entries.map((item, at) => (at === index ? next : item)));
            for (const field of changed) clearError(index, field);
          }}
          onCurrent={(current) => {
            setEntries(setCurrent(entries, index, current));
            clearError(index, 'toMonth');
            clearError(index, 'toYear');
          }}
          onRemove={canRemove(index) ? () => remove(index) : undefined}
        />
      ))}
      <Group>
        <Button variant="light" onClick={add}>
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
