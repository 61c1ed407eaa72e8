import {
  chooseRole,
  type ManagerialRoleValues,
  managerialExperienceId,
  managerialRoleFromSaved,
  managerialRoleSchema,
  ROLE_SAVE_FAILED,
  toManagerialRolePayload,
} from '@app/candidate-record/experience/managerial-role-schema';
import { PillChoice } from '@app/candidate-record/fields/pill-choice';
import { loadDraft } from '@app/offline/step-draft';
import { EXPERIENCE_ID_MISSING } from '@contract/candidate-record/experience';
import { MANAGER_ROLES, OTHER_OPTION } from '@contract/candidate-record/options';
import { ONBOARDING_TEXT_MAX } from '@contract/limits';
import { Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { onboardingProgressQueryOptions } from './api/get-onboarding-progress';
import { saveManagerialRole } from './api/save-experience';
import { OnboardingFrame } from './onboarding-frame';
import { StepActions } from './step-actions';
import { StepLoading, useReadingSaved } from './step-loading';
import { useStepCancel } from './use-step-cancel';
import { useStepForm } from './use-step-form';
import { useStepSave } from './use-step-save';

const STEP = '/managerial';
const ROLE_OPTIONS = MANAGER_ROLES.map((value) => ({ value, label: value }));

/** Managerial role (/managerial): the role pills (Other with its text), saved with the level's experience id. */
export function ManagerialRoleScreen() {
  const progress = useQuery(onboardingProgressQueryOptions());
  const fromState = useRouterState({ select: (s) => s.location.state.experience_id });
  const reading = useReadingSaved(progress);
  if (reading) return <StepLoading />;
  const saved = progress.data?.experience;
  return (
    <ManagerialRoleForm
      initial={loadDraft<ManagerialRoleValues>(STEP) ?? managerialRoleFromSaved(saved)}
      experienceId={managerialExperienceId(fromState, saved)}
    />
  );
}

function ManagerialRoleForm({
  initial,
  experienceId,
}: {
  initial: ManagerialRoleValues;
  experienceId: number | null;
}) {
  const navigate = useNavigate();
  const cancel = useStepCancel('/onboarding');
  const { save, submitting, error } = useStepSave(STEP, ROLE_SAVE_FAILED);
  const [missingId, setMissingId] = useState(false);
  const form = useStepForm<ManagerialRoleValues>(STEP, {
    initialValues: initial,
    schema: managerialRoleSchema,
  });
  const { values } = form;

  const submit = form.onSubmit(async (checked) => {
    if (experienceId === null) {
      setMissingId(true);
      return;
    }
    setMissingId(false);
    const answer = await save(() => saveManagerialRole(toManagerialRolePayload(checked, experienceId)));
    if (answer) await navigate({ to: '/experience' });
  });

  // The spec's alerts: one alert area, the first problem in it.
  const alert =
    (form.errors.role as string | undefined) ??
    (form.errors.otherRole as string | undefined) ??
    (missingId ? EXPERIENCE_ID_MISSING : null) ??
    error;

  return (
    <OnboardingFrame crumbs={['Managerial']} title="Role">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <PillChoice
            label="Which role describes your current position?"
            options={ROLE_OPTIONS}
            value={values.role}
            onChange={(role) => {
              form.setValues(chooseRole(form.getValues(), role));
              form.clearErrors();
            }}
          />
          {values.role === OTHER_OPTION && (
            <TextInput
              label="Role description"
              placeholder="Describe your role"
              maxLength={ONBOARDING_TEXT_MAX}
              {...form.getInputProps('otherRole')}
              error={undefined}
              aria-invalid={form.errors.otherRole ? true : undefined}
            />
          )}
          <StepActions message={alert} onBack={cancel} submitting={submitting} />
        </Stack>
      </form>
    </OnboardingFrame>
  );
}
