import { ApiError } from '@app/api/client';
import { onboardingListsQueryOptions } from '@app/candidate-record/api/get-onboarding-lists';
import { CurrentEmploymentFields, companyChoices } from '@app/candidate-record/employment/employment-block';
import { EmploymentEntries } from '@app/candidate-record/employment/employment-entries';
import {
  COMPANIES_LOAD_FAILED,
  currentEmploymentSchema,
  EMPLOYMENT_SAVE_FAILED,
  type EmploymentValues,
  employmentFromSaved,
  employmentListSchema,
  employmentReferenceYear,
  employmentYears,
  emptyEntry,
  filterNoticeDays,
  hasCurrent,
  toEmploymentPayload,
} from '@app/candidate-record/employment/employment-schema';
import { loadDraft } from '@app/offline/step-draft';
import { DataAgeNote } from '@app/ui/data-age-note';
import { noticeDaysMessage } from '@contract/candidate-record/employment';
import { Stack, Text, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { onboardingProgressQueryOptions } from './api/get-onboarding-progress';
import { saveEmployment } from './api/save-employment';
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
  const companyOptions = useMemo(
    () => companyChoices(lists.data?.companies ?? [], values.entries),
    [lists.data, values.entries],
  );

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

  const clearError = (path: string) => form.clearFieldError(path);

  if (stage === 2) {
    return (
      <OnboardingFrame crumbs={['Experience']}>
        <Title order={1} fz={{ base: 24, sm: 30 }} ref={stageHeading} tabIndex={-1}>
          Current Employment
        </Title>
        <form onSubmit={nextFromCurrent} noValidate>
          <Stack gap="md">
            <CurrentEmploymentFields
              values={values}
              errorOf={(field) => form.errors[field] as string | undefined}
              labelProps={{ fw: 600, mb: 6 }}
              onAvailability={(availability) => {
                form.setFieldValue('availability', availability);
                clearError('noticeDays');
              }}
              onPay={(field, value) => form.setFieldValue(field, value)}
              noticeDaysInput={form.getInputProps('noticeDays')}
              onNoticeDays={(typed) => {
                const { value, refused } = filterNoticeDays(typed, values.noticeDays);
                form.setFieldValue('noticeDays', value);
                if (refused) form.setFieldError('noticeDays', noticeDaysMessage.onboarding.over_max);
              }}
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
      <DataAgeNote updatedAt={lists.dataUpdatedAt} failureReason={lists.failureReason} what="the companies" />
      <form onSubmit={nextFromList} noValidate>
        <Stack gap="md">
          <EmploymentEntries
            entries={values.entries}
            companyOptions={companyOptions}
            years={years}
            errorOf={(index, field) => form.errors[`entries.${index}.${field}`] as string | undefined}
            setEntries={(entries) => form.setFieldValue('entries', entries)}
            clearError={(index, field) => clearError(`entries.${index}.${field}`)}
            canRemove={(index) => index > 0}
            remove={(index) => form.removeListItem('entries', index)}
            add={() => form.insertListItem('entries', emptyEntry())}
            addLabel="Add Employment"
          />
          <StepActions message={listsProblem ?? error} onBack={cancel} submitting={submitting} />
        </Stack>
      </form>
    </OnboardingFrame>
  );
}
