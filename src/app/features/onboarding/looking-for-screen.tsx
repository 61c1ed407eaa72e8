import { ListsGate } from '@app/candidate-record/lists-gate';
import { LookingForFields } from '@app/candidate-record/looking-for/looking-for-fields';
import {
  LOOKING_FOR_LISTS_FAILED,
  LOOKING_FOR_SAVE_FAILED,
  type LookingForValues,
  lookingForDraft,
  lookingForFileRule,
  lookingForFromSaved,
  lookingForSchema,
  toJobPreferencePayload,
} from '@app/candidate-record/looking-for/looking-for-schema';
import { loadDraft } from '@app/offline/step-draft';
import { getUserId } from '@app/session';
import type { OnboardingLists } from '@contract/lists';
import { ActionIcon, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { onboardingProgressQueryOptions } from './api/get-onboarding-progress';
import { saveLookingFor } from './api/save-job-preference';
import { OnboardingFrame } from './onboarding-frame';
import { StepActions } from './step-actions';
import { StepLoading, useReadingSaved } from './step-loading';
import { useStepCancel } from './use-step-cancel';
import { useStepForm } from './use-step-form';
import { useStepSave } from './use-step-save';

const STEP = '/lookingfor';

/** Looking for (/lookingfor): process, its options, the coding certification, EHR systems, specializations. */
export function LookingForScreen() {
  const progress = useQuery(onboardingProgressQueryOptions());
  const reading = useReadingSaved(progress);
  const back = useStepCancel('/experience');
  return (
    <OnboardingFrame crumbs={['Looking for']}>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="subtle" color="dark" size="lg" onClick={back} aria-label="Back">
          <IconArrowLeft size={22} aria-hidden="true" />
        </ActionIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Looking for
        </Title>
      </Group>
      {reading ? (
        <StepLoading />
      ) : (
        <ListsGate fallback={LOOKING_FOR_LISTS_FAILED}>
          {(lists) => (
            <LookingForForm
              lists={lists}
              initial={
                loadDraft<LookingForValues>(STEP) ??
                lookingForFromSaved(progress.data?.job_preference ?? null, lists)
              }
            />
          )}
        </ListsGate>
      )}
    </OnboardingFrame>
  );
}

function LookingForForm({ lists, initial }: { lists: OnboardingLists; initial: LookingForValues }) {
  const navigate = useNavigate();
  const cancel = useStepCancel('/experience');
  const { save, submitting, error } = useStepSave(STEP, LOOKING_FOR_SAVE_FAILED);
  const form = useStepForm<LookingForValues>(STEP, {
    initialValues: { ...initial, file: null },
    schema: lookingForSchema,
    draftOf: lookingForDraft,
  });
  const { values, errors } = form;
  const err = (field: keyof LookingForValues) => errors[field] as string | undefined;
  /** Applies a choice's clearing rule and clears the errors of the fields it touched. */
  const apply = (next: LookingForValues, ...fields: (keyof LookingForValues)[]) => {
    form.setValues(next);
    for (const field of fields) form.clearFieldError(field);
  };

  const submit = form.onSubmit(async (checked) => {
    const answer = await save(() => saveLookingFor(toJobPreferencePayload(checked, getUserId())));
    if (answer) await navigate({ to: '/education' });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <LookingForFields
          values={values}
          latest={form.getValues}
          lists={lists}
          err={err}
          apply={apply}
          inputProps={(field) => form.getInputProps(field)}
          fileRule={lookingForFileRule}
          idPrefix=""
          certificationHeading
          specializationHint
        />

        <StepActions message={error} onBack={cancel} submitting={submitting} />
      </Stack>
    </form>
  );
}
