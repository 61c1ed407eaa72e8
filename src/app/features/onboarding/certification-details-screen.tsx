import {
  CERTIFICATE_LISTS_FAILED,
  CERTIFICATE_SAVE_FAILED,
  type CertificationValues,
  certificateFileRule,
  certificationDraft,
  certificationFromSaved,
  certificationSchema,
  chooseCertificateType,
  chooseInstitute,
  toCertificatePayload,
} from '@app/candidate-record/experience/certification-details-schema';
import { DocumentField } from '@app/candidate-record/fields/document-field';
import { ListsGate, namesWithOther } from '@app/candidate-record/lists-gate';
import { loadDraft } from '@app/offline/step-draft';
import { OTHER_OPTION } from '@contract/candidate-record/options';
import type { OnboardingLists } from '@contract/lists';
import { Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { onboardingProgressQueryOptions } from './api/get-onboarding-progress';
import { saveCertificate } from './api/save-certificate';
import { OnboardingFrame } from './onboarding-frame';
import { StepActions } from './step-actions';
import { StepLoading, useReadingSaved } from './step-loading';
import { useStepCancel } from './use-step-cancel';
import { useStepForm } from './use-step-form';
import { useStepSave } from './use-step-save';

const STEP = '/certification-details';

/** Certification details (/certification-details): a Fresher who is a Certified Medical Coder. */
export function CertificationDetailsScreen() {
  const progress = useQuery(onboardingProgressQueryOptions());
  const reading = useReadingSaved(progress);
  return (
    <OnboardingFrame crumbs={['Fresher', 'Certification Details']} title="Certification Details">
      {reading ? (
        <StepLoading />
      ) : (
        <ListsGate fallback={CERTIFICATE_LISTS_FAILED}>
          {(lists) => (
            <CertificationForm
              lists={lists}
              certificateId={progress.data?.certificate?.certificate_id ?? 0}
              initial={
                loadDraft<CertificationValues>(STEP) ??
                certificationFromSaved(progress.data?.certificate ?? null)
              }
            />
          )}
        </ListsGate>
      )}
    </OnboardingFrame>
  );
}

function CertificationForm({
  lists,
  initial,
  certificateId,
}: {
  lists: OnboardingLists;
  initial: CertificationValues;
  certificateId: number;
}) {
  const navigate = useNavigate();
  const goBack = useStepCancel('/onboarding');
  const { save, submitting, error, setError } = useStepSave(STEP, CERTIFICATE_SAVE_FAILED);
  const form = useStepForm<CertificationValues>(STEP, {
    initialValues: { ...initial, file: null },
    schema: certificationSchema,
    draftOf: certificationDraft,
  });
  const { values } = form;
  const institutes = namesWithOther(lists.certificateInstitutes);
  const types = namesWithOther(lists.certifications);
  const fileName = values.file?.name ?? (values.savedFileName || null);

  const submit = form.onSubmit(async (checked) => {
    const answer = await save(() => saveCertificate(toCertificatePayload(checked, certificateId)));
    if (answer) await navigate({ to: '/education' });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Institute"
          placeholder="Select Institute"
          required
          searchable
          nothingFoundMessage="No institute found"
          data={institutes}
          {...form.getInputProps('institute')}
          onChange={(institute) => {
            form.setValues(chooseInstitute(form.getValues(), institute ?? ''));
            form.clearFieldError('institute');
          }}
        />
        {values.institute === OTHER_OPTION && (
          <TextInput label="Other Institute" required {...form.getInputProps('otherInstitute')} />
        )}
        <Select
          label="Certificate Type"
          placeholder="Select Certificate Type"
          required
          searchable
          nothingFoundMessage="No certificate type found"
          data={types}
          {...form.getInputProps('certificateType')}
          onChange={(type) => {
            form.setValues(chooseCertificateType(form.getValues(), type ?? ''));
            form.clearFieldError('certificateType');
          }}
        />
        {values.certificateType === OTHER_OPTION && (
          <TextInput
            label="Other Certificate Type"
            required
            {...form.getInputProps('otherCertificateType')}
          />
        )}
        <DocumentField
          label="Certificate"
          required
          rule={certificateFileRule}
          fileName={fileName}
          error={form.errors.file as string | undefined}
          onFile={(file) => {
            form.setFieldValue('file', file);
            form.clearFieldError('file');
            // the server's refusal (of the file just replaced, say its type) is no longer true
            setError(null);
          }}
          onRemove={() => {
            form.setValues({ file: null, savedFileName: '' });
            setError(null);
          }}
        />
        <StepActions message={error} onBack={goBack} submitting={submitting} />
      </Stack>
    </form>
  );
}
