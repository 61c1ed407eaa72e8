import {
  FRESHER_PREFERENCE_SAVE_FAILED,
  type FresherLookingForValues,
  fresherLookingForSchema,
  toggleProcess,
} from '@app/candidate-record/looking-for/fresher-looking-for-schema';
import { loadDraft, saveDraft } from '@app/offline/step-draft';
import { PROCESS_LABELS, PROCESS_TYPES, type ProcessType } from '@contract/candidate-record/options';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { onboardingProgressQueryOptions } from './api/get-onboarding-progress';
import { saveFresherJobPreference } from './api/save-fresher-job-preference';
import { OnboardingFrame } from './onboarding-frame';
import { StepActions } from './step-actions';
import { StepLoading, useReadingSaved } from './step-loading';
import { useStepCancel } from './use-step-cancel';
import { useStepSave } from './use-step-save';

const STEP = '/fresher-lookingfor';

/** Fresher looking for (/fresher-lookingfor): Voice or Non-voice Process, saved as JSON, then /education. */
export function FresherLookingForScreen() {
  const progress = useQuery(onboardingProgressQueryOptions());
  const reading = useReadingSaved(progress);
  if (reading) return <StepLoading />;
  const initial =
    loadDraft<FresherLookingForValues>(STEP)?.process ?? progress.data?.job_preference?.process ?? '';
  return <FresherLookingForForm initial={initial} />;
}

function FresherLookingForForm({ initial }: { initial: ProcessType | '' }) {
  const navigate = useNavigate();
  const cancel = useStepCancel('/onboarding');
  const headingId = useId();
  const { save, submitting, error } = useStepSave(STEP, FRESHER_PREFERENCE_SAVE_FAILED);
  const [process, setProcess] = useState<ProcessType | ''>(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);

  const choose = (clicked: ProcessType) => {
    const next = toggleProcess(process, clicked);
    setProcess(next);
    setInvalid(null);
    saveDraft(STEP, { process: next } satisfies FresherLookingForValues);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(fresherLookingForSchema, { process });
    if (!checked.success) {
      setInvalid(checked.issues[0].message);
      firstChoice.current?.focus();
      return;
    }
    const answer = await save(() => saveFresherJobPreference(checked.output.process));
    if (answer) await navigate({ to: '/education' });
  };

  return (
    <OnboardingFrame crumbs={['Looking for']} title="Looking for">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Stack gap={6} role="group" aria-labelledby={headingId}>
            <Text id={headingId} fw={600} size="sm">
              Which process are you looking for?
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {PROCESS_TYPES.map((type, index) => {
                const pressed = process === type;
                return (
                  <Button
                    key={type}
                    ref={index === 0 ? firstChoice : undefined}
                    variant={pressed ? 'filled' : 'default'}
                    aria-pressed={pressed}
                    onClick={() => choose(type)}
                    size="lg"
                  >
                    {PROCESS_LABELS[type]}
                  </Button>
                );
              })}
            </SimpleGrid>
          </Stack>
          <StepActions message={invalid ?? error} onBack={cancel} submitting={submitting} />
        </Stack>
      </form>
    </OnboardingFrame>
  );
}
