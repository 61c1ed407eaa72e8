import {
  EXPERIENCE_SAVE_FAILED,
  type ExperienceLevelValues,
  experienceLevelFromSaved,
  experienceLevelSchema,
  filterMonthsInput,
  filterYearsInput,
  stepAfterLevel,
  toExperienceLevelPayload,
} from '@app/candidate-record/experience/experience-level-schema';
import { PillChoice } from '@app/candidate-record/fields/pill-choice';
import { loadDraft } from '@app/offline/step-draft';
import { hasExperienceDuration } from '@contract/candidate-record/experience';
import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  FRESHER_CERTIFICATE_TYPES,
  FRESHER_TYPE_LABELS,
} from '@contract/candidate-record/options';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { onboardingProgressQueryOptions } from './api/get-onboarding-progress';
import { saveExperienceLevel } from './api/save-experience';
import { OnboardingFrame } from './onboarding-frame';
import { StepActions } from './step-actions';
import { StepLoading, useReadingSaved } from './step-loading';
import { useStepForm } from './use-step-form';
import { useStepSave } from './use-step-save';

const STEP = '/onboarding';
const LEVEL_OPTIONS = EXPERIENCE_LEVELS.map((value) => ({ value, label: EXPERIENCE_LEVEL_LABELS[value] }));
const FRESHER_OPTIONS = FRESHER_CERTIFICATE_TYPES.map((value) => ({
  value,
  label: FRESHER_TYPE_LABELS[value],
}));

/** Experience level (/onboarding): Fresher (and its type), Experienced or Managerial (with years and months). */
export function ExperienceLevelScreen() {
  const progress = useQuery(onboardingProgressQueryOptions());
  const reading = useReadingSaved(progress);
  if (reading) return <StepLoading />;
  const initial =
    loadDraft<ExperienceLevelValues>(STEP) ?? experienceLevelFromSaved(progress.data?.experience ?? null);
  return <ExperienceLevelForm initial={initial} />;
}

function ExperienceLevelForm({ initial }: { initial: ExperienceLevelValues }) {
  const navigate = useNavigate();
  const { save, submitting, error } = useStepSave(STEP, 'Please try again.');
  const form = useStepForm<ExperienceLevelValues>(STEP, {
    initialValues: initial,
    schema: experienceLevelSchema,
  });
  const { values } = form;
  const needsDuration = hasExperienceDuration(values.level);

  const submit = form.onSubmit(async (checked) => {
    const answer = await save(() => saveExperienceLevel(toExperienceLevelPayload(checked)));
    if (!answer) return;
    const to = stepAfterLevel(checked);
    const experienceId = answer.result?.experience_id;
    await navigate({ to, state: experienceId ? { experience_id: experienceId } : undefined });
  });

  return (
    <OnboardingFrame crumbs={[]} title="Experience level">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <PillChoice
            label="What is your experience level?"
            options={LEVEL_OPTIONS}
            value={values.level}
            onChange={(level) => {
              form.setFieldValue('level', level);
              form.clearErrors();
            }}
            error={form.errors.level as string | undefined}
          />
          {values.level === 'freshers' && (
            <PillChoice
              label="Which describes you?"
              options={FRESHER_OPTIONS}
              value={values.fresherType}
              onChange={(type) => form.setFieldValue('fresherType', type)}
              error={form.errors.fresherType as string | undefined}
            />
          )}
          {needsDuration && (
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label="Years"
                placeholder="Years"
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                {...form.getInputProps('years')}
                onChange={(event) => {
                  form.setFieldValue('years', filterYearsInput(event.currentTarget.value));
                  form.clearFieldError('months');
                }}
              />
              <TextInput
                label="Months"
                placeholder="Months"
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                {...form.getInputProps('months')}
                onChange={(event) => {
                  form.setFieldValue('months', filterMonthsInput(event.currentTarget.value, values.months));
                  form.clearFieldError('years');
                }}
              />
            </SimpleGrid>
          )}
          <StepActions message={error ? EXPERIENCE_SAVE_FAILED + error : null} submitting={submitting} />
        </Stack>
      </form>
    </OnboardingFrame>
  );
}
