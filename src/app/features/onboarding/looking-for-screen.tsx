import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { OnboardingLists } from '../../../contract/lists';
import { CODING_OPTION, OTHER_OPTION, PROCESS_LABELS, PROCESS_TYPES } from '../../../contract/onboarding';
import { loadDraft } from '../../offline/step-draft';
import { getUserId } from '../../session';
import { onboardingProgressQueryOptions } from './api/get-onboarding-progress';
import { saveLookingFor } from './api/save-job-preference';
import { ChecklistWithOther } from './checklist-with-other';
import { CodingCertifiedChoice } from './coding-certified-choice';
import { DocumentField } from './document-field';
import { EhrMultiSelect } from './ehr-multi-select';
import { ListsGate, namesWithOther } from './lists-gate';
import {
  chooseCertificationType,
  chooseCertified,
  LOOKING_FOR_LISTS_FAILED,
  LOOKING_FOR_SAVE_FAILED,
  type LookingForValues,
  lookingForDraft,
  lookingForFileRule,
  lookingForFromSaved,
  lookingForSchema,
  setEhrSystems,
  setNonVoiceOptions,
  setSpecializations,
  setVoiceOptions,
  toggleProcess,
  toJobPreferencePayload,
} from './looking-for-schema';
import { OnboardingFrame } from './onboarding-frame';
import { StepActions } from './step-actions';
import { StepLoading, useReadingSaved } from './step-loading';
import { useStepCancel } from './use-step-cancel';
import { useStepForm } from './use-step-form';
import { useStepSave } from './use-step-save';

const STEP = '/lookingfor';
const SPECIALIZATION_HINT = '(Please select the EHR system you are most interested in)';

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

  const voiceOptions = lists.subCategories.filter((item) => item.category_id === 1).map((item) => item.name);
  const nonVoiceOptions = lists.subCategories
    .filter((item) => item.category_id === 2)
    .map((item) => item.name);
  const certifications = namesWithOther(lists.certifications);
  const ehrSystems = namesWithOther(lists.ehrSystems);
  const specializations = namesWithOther(lists.ehrSpecializations);
  const fileName = values.file?.name ?? (values.savedFileName || null);

  const submit = form.onSubmit(async (checked) => {
    const answer = await save(() => saveLookingFor(toJobPreferencePayload(checked, getUserId())));
    if (answer) await navigate({ to: '/education' });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <div>
          <Text id="process-label" fw={500} size="sm" mb={6}>
            Process{' '}
            <Text span c="red.8" aria-hidden="true">
              *
            </Text>
          </Text>
          <Group gap="sm" role="group" aria-labelledby="process-label">
            {PROCESS_TYPES.map((process) => (
              <Button
                key={process}
                variant={values.process === process ? 'filled' : 'outline'}
                aria-pressed={values.process === process}
                onClick={() =>
                  apply(toggleProcess(form.getValues(), process), 'process', 'voice', 'nonVoice')
                }
              >
                {PROCESS_LABELS[process]}
              </Button>
            ))}
          </Group>
          {err('process') && (
            <Text c="red.8" size="sm" mt={6}>
              {err('process')}
            </Text>
          )}
        </div>

        {values.process === 'voice' && (
          <ChecklistWithOther
            label="Voice Process options"
            options={voiceOptions}
            value={values.voice}
            onChange={(voice) => apply(setVoiceOptions(form.getValues(), voice), 'voice', 'otherVoice')}
            error={err('voice')}
            otherPlaceholder="Enter other voice process"
            otherInputProps={form.getInputProps('otherVoice')}
          />
        )}

        {values.process === 'nonvoice' && (
          <ChecklistWithOther
            label="Non-voice Process options"
            options={nonVoiceOptions}
            value={values.nonVoice}
            onChange={(nonVoice) =>
              apply(setNonVoiceOptions(form.getValues(), nonVoice), 'nonVoice', 'otherNonVoice', 'certified')
            }
            error={err('nonVoice')}
            extra={
              values.nonVoice.includes(CODING_OPTION) && (
                <CodingCertifiedChoice
                  value={values.certified}
                  onChange={(certified) => apply(chooseCertified(form.getValues(), certified), 'certified')}
                  error={err('certified')}
                />
              )
            }
            otherPlaceholder="Enter other non-voice process"
            otherInputProps={form.getInputProps('otherNonVoice')}
          />
        )}

        {values.process === 'nonvoice' &&
          values.nonVoice.includes(CODING_OPTION) &&
          values.certified === 'Certified' && (
            <Stack gap="sm" component="section" aria-labelledby="certification-heading">
              <Title order={2} fz="lg" id="certification-heading">
                Certification
              </Title>
              <Select
                label="Certification Type"
                placeholder="Select Type"
                required
                data={certifications}
                value={values.certificationType || null}
                onChange={(type) =>
                  apply(chooseCertificationType(form.getValues(), type ?? ''), 'certificationType')
                }
                error={err('certificationType')}
              />
              {values.certificationType === OTHER_OPTION && (
                <TextInput
                  label="Please Specify"
                  placeholder="Enter other certification"
                  required
                  {...form.getInputProps('otherCertification')}
                />
              )}
              <DocumentField
                label="Certificate"
                rule={lookingForFileRule}
                fileName={fileName}
                error={err('file')}
                onFile={(file) => apply({ ...form.getValues(), file }, 'file')}
                onRemove={() => apply({ ...form.getValues(), file: null, savedFileName: '' }, 'file')}
              />
            </Stack>
          )}

        <Stack gap="sm">
          <EhrMultiSelect
            options={ehrSystems}
            value={values.ehr}
            onChange={(ehr) => apply(setEhrSystems(form.getValues(), ehr), 'ehr', 'otherEhr')}
            error={err('ehr')}
          />
          {values.ehr.includes(OTHER_OPTION) && (
            <TextInput
              label="Please Specify"
              placeholder="Enter other EHR system"
              required
              {...form.getInputProps('otherEhr')}
            />
          )}
        </Stack>

        <ChecklistWithOther
          label="Specialized in"
          description={SPECIALIZATION_HINT}
          options={specializations}
          value={values.specializations}
          onChange={(chosen) =>
            apply(setSpecializations(form.getValues(), chosen), 'specializations', 'otherSpecialization')
          }
          error={err('specializations')}
          otherPlaceholder="Enter other specialization"
          otherInputProps={form.getInputProps('otherSpecialization')}
        />

        <StepActions message={error} onBack={cancel} submitting={submitting} />
      </Stack>
    </form>
  );
}
