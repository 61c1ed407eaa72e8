import { EducationFields } from '@app/candidate-record/education/education-fields';
import {
  EDUCATION_LISTS_FAILED,
  EDUCATION_SAVE_FAILED,
  type EducationValues,
  educationDraft,
  educationFileRule,
  educationFromSaved,
  educationSchema,
  toEducationPayload,
} from '@app/candidate-record/education/education-schema';
import { ListsGate } from '@app/candidate-record/lists-gate';
import { loadDraft } from '@app/offline/step-draft';
import type { OnboardingLists } from '@contract/lists';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { onboardingProgressQueryOptions } from './api/get-onboarding-progress';
import { saveEducation } from './api/save-education';
import { OnboardingFrame } from './onboarding-frame';
import { StepActions } from './step-actions';
import { StepLoading, useReadingSaved } from './step-loading';
import { useStepCancel } from './use-step-cancel';
import { useStepForm } from './use-step-form';
import { useStepSave } from './use-step-save';

const STEP = '/education';

/** Education (/education): level, highest education, institution, year of passing, optional document. */
export function EducationScreen({ now = () => new Date() }: { now?: () => Date }) {
  const progress = useQuery(onboardingProgressQueryOptions());
  const reading = useReadingSaved(progress);
  return (
    <OnboardingFrame crumbs={['Education']} title="Education">
      {reading ? (
        <StepLoading />
      ) : (
        <ListsGate fallback={EDUCATION_LISTS_FAILED}>
          {(lists) => (
            <EducationForm
              lists={lists}
              currentYear={now().getFullYear()}
              initial={
                loadDraft<EducationValues>(STEP) ?? educationFromSaved(progress.data?.education ?? null)
              }
            />
          )}
        </ListsGate>
      )}
    </OnboardingFrame>
  );
}

function EducationForm({
  lists,
  initial,
  currentYear,
}: {
  lists: OnboardingLists;
  initial: EducationValues;
  currentYear: number;
}) {
  const navigate = useNavigate();
  const cancel = useStepCancel('/onboarding');
  const { save, submitting, error } = useStepSave(STEP, EDUCATION_SAVE_FAILED);
  const schema = useMemo(() => educationSchema(currentYear), [currentYear]);
  const form = useStepForm<EducationValues>(STEP, {
    initialValues: { ...initial, file: null },
    schema: schema,
    draftOf: educationDraft,
  });
  const { values } = form;
  const submit = form.onSubmit(async (checked) => {
    const answer = await save(() => saveEducation(toEducationPayload(checked)));
    if (answer) await navigate({ to: '/profile-overview' });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EducationFields
          item={values}
          lists={lists}
          err={(field) => form.errors[field] as string | undefined}
          onChange={(next, ...fields) => {
            form.setValues(next);
            for (const field of fields) form.clearFieldError(field);
          }}
          documentLabel="Certificate (optional)"
          fileRule={educationFileRule}
        />
        <StepActions message={error} onBack={cancel} submitting={submitting} />
      </Stack>
    </form>
  );
}
