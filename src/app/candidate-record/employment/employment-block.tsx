import { TitledBlock } from '@app/ui/titled-block';
import { SELECT_FROM_FIRST } from '@contract/candidate-record/employment';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_TYPES,
  type AvailabilityType,
  OTHER_OPTION,
  SALARY_RANGES,
} from '@contract/candidate-record/options';
import { ONBOARDING_TEXT_MAX } from '@contract/limits';
import {
  Box,
  Checkbox,
  Group,
  Radio,
  type RadioGroupProps,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import {
  type EmploymentEntryValues,
  type EmploymentValues,
  MONTH_OPTIONS,
  setCompany,
  toFieldsDisabled,
} from './employment-schema';

export type EntryField = keyof Omit<EmploymentEntryValues, 'key' | 'current'>;

/**
 * The company names to choose from: the list's, then any name an entry already holds (a saved
 * company no longer listed is shown and kept), then Other last.
 */
export function companyChoices(
  listed: readonly { name: string }[],
  entries: readonly EmploymentEntryValues[],
) {
  const names = new Set(listed.map((company) => company.name));
  for (const entry of entries) if (entry.company) names.add(entry.company);
  names.delete(OTHER_OPTION);
  return [...names, OTHER_OPTION];
}

/**
 * One employment entry (onboarding's Employment and Edit Profile's companies): company (with
 * Other's name), role, From and To month and year, Currently working here. The required fields
 * carry the asterisk; To is required unless the entry is current.
 */
export function EmploymentBlock({
  index,
  entry,
  companyOptions,
  years,
  errorOf,
  onChange,
  onCurrent,
  onRemove,
}: {
  index: number;
  entry: EmploymentEntryValues;
  companyOptions: string[];
  years: string[];
  errorOf: (field: EntryField) => string | undefined;
  onChange: (entry: EmploymentEntryValues, changed: EntryField[]) => void;
  onCurrent: (current: boolean) => void;
  onRemove: (() => void) | undefined;
}) {
  const title = `Employment ${index + 1}`;
  const toDisabled = toFieldsDisabled(entry);
  const set = (field: EntryField, value: string) => onChange({ ...entry, [field]: value }, [field]);
  // §3: tapping the disabled To says why (not a standing hint); gone once the from-fields are set
  const [toTapped, setToTapped] = useState(false);
  const fromFirst = toTapped && toDisabled && !entry.current ? SELECT_FROM_FIRST : undefined;
  const tellFromFirst = () => {
    if (toDisabled && !entry.current) setToTapped(true);
  };
  return (
    <TitledBlock title={title} onRemove={onRemove}>
      <Select
        label="Company"
        withAsterisk
        placeholder="Select company"
        searchable
        nothingFoundMessage="No company found"
        data={companyOptions}
        allowDeselect={false}
        value={entry.company || null}
        onChange={(value) => onChange(setCompany(entry, value ?? ''), ['company', 'otherCompany'])}
        error={errorOf('company')}
      />
      {entry.company === OTHER_OPTION && (
        <TextInput
          label="Company name"
          withAsterisk
          placeholder="Enter company name"
          maxLength={ONBOARDING_TEXT_MAX}
          value={entry.otherCompany}
          onChange={(event) => set('otherCompany', event.currentTarget.value)}
          error={errorOf('otherCompany')}
        />
      )}
      <TextInput
        label="Role"
        withAsterisk
        placeholder="e.g. AR Caller"
        maxLength={ONBOARDING_TEXT_MAX}
        value={entry.role}
        onChange={(event) => set('role', event.currentTarget.value)}
        error={errorOf('role')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label="From month"
          withAsterisk
          placeholder="Month"
          data={MONTH_OPTIONS}
          allowDeselect={false}
          value={entry.fromMonth || null}
          onChange={(value) => set('fromMonth', value ?? '')}
          error={errorOf('fromMonth')}
        />
        <Select
          label="From year"
          withAsterisk
          placeholder="Year"
          data={years}
          allowDeselect={false}
          value={entry.fromYear || null}
          onChange={(value) => set('fromYear', value ?? '')}
          error={errorOf('fromYear')}
        />
        {(
          [
            {
              field: 'toMonth',
              label: 'To month',
              placeholder: 'Month',
              data: MONTH_OPTIONS,
              clears: ['toMonth'],
            },
            {
              field: 'toYear',
              label: 'To year',
              placeholder: 'Year',
              data: years,
              clears: ['toYear', 'toMonth'],
            },
          ] as const
        ).map(({ field, label, placeholder, data, clears }) => (
          // the To fields wait for From: tapping them while disabled says so
          <Box key={field} onPointerDown={tellFromFirst}>
            <Select
              label={label}
              withAsterisk={!entry.current}
              placeholder={placeholder}
              data={data}
              allowDeselect={false}
              disabled={toDisabled}
              value={entry[field] || null}
              onChange={(value) => onChange({ ...entry, [field]: value ?? '' }, [...clears])}
              error={field === 'toMonth' ? (errorOf('toMonth') ?? fromFirst) : errorOf('toYear')}
            />
          </Box>
        ))}
      </SimpleGrid>
      <Checkbox
        label="Currently working here"
        checked={entry.current}
        onChange={(event) => onCurrent(event.currentTarget.checked)}
      />
    </TitledBlock>
  );
}

type CurrentValues = Pick<EmploymentValues, 'availability' | 'noticeDays' | 'currentCtc' | 'expectedCtc'>;
type CurrentField = keyof CurrentValues;

/**
 * The current company's fields (onboarding's Current Employment stage and Edit Profile's block):
 * Availability, Notice period (days) for a notice period, Current and Expected CTC (required).
 * The days box takes the form's input props; `onNoticeDays` gets the typed text (each screen
 * keeps its own typing rule).
 */
export function CurrentEmploymentFields({
  values,
  errorOf,
  onAvailability,
  onPay,
  noticeDaysInput,
  onNoticeDays,
  labelProps,
  payLayout = (fields) => fields,
}: {
  values: CurrentValues;
  errorOf: (field: CurrentField) => string | undefined;
  onAvailability: (availability: AvailabilityType) => void;
  onPay: (field: 'currentCtc' | 'expectedCtc', value: string) => void;
  /** the days box's input props (value, error, ...) and its typing */
  noticeDaysInput: object;
  onNoticeDays: (typed: string) => void;
  labelProps?: RadioGroupProps['labelProps'];
  /** how the two pay selects are laid out (a grid on Edit Profile) */
  payLayout?: (fields: ReactNode) => ReactNode;
}) {
  const pay = (field: 'currentCtc' | 'expectedCtc', label: string) => (
    <Select
      label={label}
      withAsterisk
      placeholder="Select range"
      data={SALARY_RANGES}
      allowDeselect={false}
      value={values[field] || null}
      onChange={(value) => onPay(field, value ?? '')}
      error={errorOf(field)}
    />
  );
  return (
    <>
      <Radio.Group
        label="Availability"
        value={values.availability}
        onChange={(value) => onAvailability(value as AvailabilityType)}
        labelProps={labelProps}
      >
        <Group gap="lg" mt="xs">
          {AVAILABILITY_TYPES.map((type) => (
            <Radio key={type} value={type} label={AVAILABILITY_LABELS[type]} />
          ))}
        </Group>
      </Radio.Group>
      {values.availability === 'notice_period' && (
        <TextInput
          label="Notice period (days)"
          withAsterisk
          placeholder="0 to 180"
          inputMode="numeric"
          autoComplete="off"
          {...noticeDaysInput}
          onChange={(event) => onNoticeDays(event.currentTarget.value)}
        />
      )}
      {payLayout(
        <>
          {pay('currentCtc', 'Current CTC')}
          {pay('expectedCtc', 'Expected CTC')}
        </>,
      )}
    </>
  );
}
