import {
  Button,
  Checkbox,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { ONBOARDING_TEXT_MAX } from '../../../contract/limits';
import {
  AVAILABILITY_LABELS,
  AVAILABILITY_TYPES,
  type AvailabilityType,
  NOTICE_DAYS_OVER_MAX,
  OTHER_OPTION,
  SALARY_RANGES,
  SELECT_FROM_FIRST,
} from '../../../contract/onboarding';
import { ApiError } from '../../api/client';
import { loadDraft } from '../../offline/step-draft';
import { DataAgeNote } from '../../ui/data-age-note';
import { TitledBlock } from '../../ui/titled-block';
import { onboardingListsQueryOptions } from './api/get-onboarding-lists';
import { onboardingProgressQueryOptions } from './api/get-onboarding-progress';
import { saveEmployment } from './api/save-employment';
import {
  COMPANIES_LOAD_FAILED,
  currentEmploymentSchema,
  EMPLOYMENT_SAVE_FAILED,
  type EmploymentEntryValues,
  type EmploymentValues,
  employmentFromSaved,
  employmentListSchema,
  employmentReferenceYear,
  employmentYears,
  emptyEntry,
  filterNoticeDays,
  hasCurrent,
  MONTH_OPTIONS,
  setCompany,
  setCurrent,
  toEmploymentPayload,
  toFieldsDisabled,
} from './employment-schema';
import { OnboardingFrame } from './onboarding-frame';
import { StepActions } from './step-actions';
import { StepLoading, useReadingSaved } from './step-loading';
import { useStepCancel } from './use-step-cancel';
import { useStepForm } from './use-step-form';
import { useStepSave } from './use-step-save';

const STEP = '/experience';
const LOADING_OPTIONS = 'Loading options...';

/**
 * Experience and employment (/experience): stage 1 the employment blocks; when one is current,
 * stage 2 Current Employment (availability, notice days, current and expected CTC); then /lookingfor.
 * `now` is the clock of the employment reference year (tests set it).
 */
export function EmploymentScreen({ now }: { now?: Date } = {}) {
  const progress = useQuery(onboardingProgressQueryOptions());
  const reading = useReadingSaved(progress);
  if (reading) return <StepLoading />;
  const initial = loadDraft<EmploymentValues>(STEP) ?? employmentFromSaved(progress.data?.employment ?? []);
  return <EmploymentForm initial={initial} referenceYear={employmentReferenceYear(now)} />;
}

function companiesFailure(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : COMPANIES_LOAD_FAILED;
}

function EmploymentForm({ initial, referenceYear }: { initial: EmploymentValues; referenceYear: number }) {
  const navigate = useNavigate();
  const cancel = useStepCancel('/onboarding');
  const lists = useQuery(onboardingListsQueryOptions());
  const { save, submitting, error } = useStepSave(STEP, EMPLOYMENT_SAVE_FAILED);
  const [stage, setStage] = useState<1 | 2>(1);
  const stageHeading = useRef<HTMLHeadingElement>(null);
  const form = useStepForm<EmploymentValues>(STEP, {
    initialValues: initial,
  });
  const { values } = form;

  const years = useMemo(() => employmentYears(referenceYear), [referenceYear]);
  const companyOptions = useMemo(() => {
    const names = new Set((lists.data?.companies ?? []).map((company) => company.name));
    for (const entry of values.entries) if (entry.company) names.add(entry.company);
    names.delete(OTHER_OPTION);
    return [...names, OTHER_OPTION];
  }, [lists.data, values.entries]);

  const listsProblem = lists.isError
    ? companiesFailure(lists.error)
    : lists.data && lists.data.companies.length === 0
      ? COMPANIES_LOAD_FAILED
      : null;

  const showStage = (next: 1 | 2) => {
    setStage(next);
    window.setTimeout(() => stageHeading.current?.focus(), 0);
  };

  const submit = async () => {
    const answer = await save(() => saveEmployment(toEmploymentPayload(form.getValues())));
    if (answer) await navigate({ to: '/lookingfor' });
  };

  const nextFromList = async (event: FormEvent) => {
    event.preventDefault();
    const errors = schemaResolver(employmentListSchema(referenceYear), { sync: true })(form.getValues());
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (hasCurrent(form.getValues())) showStage(2);
    else await submit();
  };

  const nextFromCurrent = async (event: FormEvent) => {
    event.preventDefault();
    const errors = schemaResolver(currentEmploymentSchema, { sync: true })(form.getValues());
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    await submit();
  };

  const setEntries = (entries: EmploymentEntryValues[]) => form.setFieldValue('entries', entries);
  const updateEntry = (index: number, entry: EmploymentEntryValues) =>
    setEntries(values.entries.map((item, at) => (at === index ? entry : item)));
  const clearError = (path: string) => form.clearFieldError(path);

  if (stage === 2) {
    return (
      <OnboardingFrame crumbs={['Experience']}>
        <Title order={1} fz={{ base: 24, sm: 30 }} ref={stageHeading} tabIndex={-1}>
          Current Employment
        </Title>
        <form onSubmit={nextFromCurrent} noValidate>
          <Stack gap="md">
            <Radio.Group
              label="Availability"
              value={values.availability}
              onChange={(value) => {
                form.setFieldValue('availability', value as AvailabilityType);
                clearError('noticeDays');
              }}
              labelProps={{ fw: 600, mb: 6 }}
            >
              <Group gap="lg">
                {AVAILABILITY_TYPES.map((type) => (
                  <Radio key={type} value={type} label={AVAILABILITY_LABELS[type]} />
                ))}
              </Group>
            </Radio.Group>
            {values.availability === 'notice_period' && (
              <TextInput
                label="Notice period (days)"
                placeholder="0 to 180"
                inputMode="numeric"
                autoComplete="off"
                {...form.getInputProps('noticeDays')}
                onChange={(event) => {
                  const { value, refused } = filterNoticeDays(event.currentTarget.value, values.noticeDays);
                  form.setFieldValue('noticeDays', value);
                  if (refused) form.setFieldError('noticeDays', NOTICE_DAYS_OVER_MAX);
                }}
              />
            )}
            <Select
              label="Current CTC"
              placeholder="Select range"
              data={SALARY_RANGES}
              allowDeselect={false}
              {...form.getInputProps('currentCtc')}
              value={values.currentCtc || null}
            />
            <Select
              label="Expected CTC"
              placeholder="Select range"
              data={SALARY_RANGES}
              allowDeselect={false}
              {...form.getInputProps('expectedCtc')}
              value={values.expectedCtc || null}
            />
            <StepActions
              message={error}
              onBack={() => showStage(1)}
              backLabel="Back"
              submitting={submitting}
            />
          </Stack>
        </form>
      </OnboardingFrame>
    );
  }

  return (
    <OnboardingFrame crumbs={['Experience']}>
      <Title order={1} fz={{ base: 24, sm: 30 }} ref={stageHeading} tabIndex={-1}>
        Employment
      </Title>
      {lists.isPending && lists.fetchStatus !== 'idle' && (
        <Text size="sm" role="status">
          {LOADING_OPTIONS}
        </Text>
      )}
      <DataAgeNote updatedAt={lists.dataUpdatedAt} what="the companies" />
      <form onSubmit={nextFromList} noValidate>
        <Stack gap="md">
          {values.entries.map((entry, index) => (
            <EmploymentBlock
              key={entry.key}
              index={index}
              entry={entry}
              companyOptions={companyOptions}
              years={years}
              errorOf={(field) => form.errors[`entries.${index}.${field}`] as string | undefined}
              onChange={(next, changed) => {
                updateEntry(index, next);
                for (const field of changed) clearError(`entries.${index}.${field}`);
              }}
              onCurrent={(current) => {
                setEntries(setCurrent(values.entries, index, current));
                clearError(`entries.${index}.toMonth`);
                clearError(`entries.${index}.toYear`);
              }}
              onRemove={index > 0 ? () => form.removeListItem('entries', index) : undefined}
            />
          ))}
          <Group>
            <Button variant="light" onClick={() => form.insertListItem('entries', emptyEntry())}>
              Add Employment
            </Button>
          </Group>
          <StepActions message={listsProblem ?? error} onBack={cancel} submitting={submitting} />
        </Stack>
      </form>
    </OnboardingFrame>
  );
}

export type EntryField = keyof Omit<EmploymentEntryValues, 'key' | 'current'>;

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
  return (
    <TitledBlock title={title} onRemove={onRemove}>
      <Select
        label="Company"
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
          placeholder="Enter company name"
          maxLength={ONBOARDING_TEXT_MAX}
          value={entry.otherCompany}
          onChange={(event) => set('otherCompany', event.currentTarget.value)}
          error={errorOf('otherCompany')}
        />
      )}
      <TextInput
        label="Role"
        placeholder="e.g. AR Caller"
        maxLength={ONBOARDING_TEXT_MAX}
        value={entry.role}
        onChange={(event) => set('role', event.currentTarget.value)}
        error={errorOf('role')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label="From month"
          placeholder="Month"
          data={MONTH_OPTIONS}
          allowDeselect={false}
          value={entry.fromMonth || null}
          onChange={(value) => set('fromMonth', value ?? '')}
          error={errorOf('fromMonth')}
        />
        <Select
          label="From year"
          placeholder="Year"
          data={years}
          allowDeselect={false}
          value={entry.fromYear || null}
          onChange={(value) => set('fromYear', value ?? '')}
          error={errorOf('fromYear')}
        />
        <Select
          label="To month"
          placeholder="Month"
          data={MONTH_OPTIONS}
          allowDeselect={false}
          disabled={toDisabled}
          value={entry.toMonth || null}
          onChange={(value) => onChange({ ...entry, toMonth: value ?? '' }, ['toMonth'])}
          error={errorOf('toMonth')}
        />
        <Select
          label="To year"
          placeholder="Year"
          data={years}
          allowDeselect={false}
          disabled={toDisabled}
          value={entry.toYear || null}
          onChange={(value) => onChange({ ...entry, toYear: value ?? '' }, ['toYear', 'toMonth'])}
          error={errorOf('toYear')}
        />
      </SimpleGrid>
      {!entry.current && toDisabled && !errorOf('toMonth') && (
        <Text size="xs" c="dimmed">
          {SELECT_FROM_FIRST}
        </Text>
      )}
      <Checkbox
        label="Currently working here"
        checked={entry.current}
        onChange={(event) => onCurrent(event.currentTarget.checked)}
      />
    </TitledBlock>
  );
}
