import { Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { OnboardingLists } from '../../../contract/lists';
import { EDUCATION_LEVELS, type EducationLevel, OTHER_OPTION } from '../../../contract/onboarding';
import { loadDraft } from '../../offline/step-draft';
import { onboardingProgressQueryOptions } from './api/get-onboarding-progress';
import { saveEducation } from './api/save-education';
import { DocumentField } from './document-field';
import {
  chooseEducation,
  chooseInstitution,
  EDUCATION_LISTS_FAILED,
  EDUCATION_SAVE_FAILED,
  type EducationValues,
  educationDraft,
  educationFileRule,
  educationFromSaved,
  educationSchema,
  filterYearInput,
  toEducationPayload,
} from './education-schema';
import { ListsGate, namesWithOther } from './lists-gate';
import { OnboardingFrame } from './onboarding-frame';
import { StepActions } from './step-actions';
import { StepLoading, useReadingSaved } from './step-loading';
import { useStepCancel } from './use-step-cancel';
import { useStepForm } from './use-step-form';
import { useStepSave } from './use-step-save';

const STEP = '/education';
const LEVELS = EDUCATION_LEVELS.map((level) => level.name);

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
  const educations = namesWithOther(lists.educations);
  const institutes = namesWithOther(lists.institutes);
  const fileName = values.file?.name ?? (values.savedFileName || null);

  const submit = form.onSubmit(async (checked) => {
    const answer = await save(() => saveEducation(toEducationPayload(checked)));
    if (answer) await navigate({ to: '/profile-overview' });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Education Level"
          placeholder="Select Education Level"
          required
          data={LEVELS}
          {...form.getInputProps('level')}
          onChange={(level) => form.setFieldValue('level', (level ?? '') as EducationLevel | '')}
        />
        <Select
          label="Highest Education"
          placeholder="Select Highest Education"
          required
          searchable
          nothingFoundMessage="No education found"
          data={educations}
          {...form.getInputProps('education')}
          onChange={(education) => {
            form.setValues(chooseEducation(form.getValues(), education ?? ''));
            form.clearFieldError('education');
          }}
        />
        {values.education === OTHER_OPTION && (
          <TextInput
            label="Specify Education"
            placeholder="Enter your education"
            required
            {...form.getInputProps('otherEducation')}
          />
        )}
        <Select
          label="Institution"
          placeholder="Select Institution"
          required
          searchable
          nothingFoundMessage="No institution found"
          data={institutes}
          {...form.getInputProps('institution')}
          onChange={(institution) => {
            form.setValues(chooseInstitution(form.getValues(), institution ?? ''));
            form.clearFieldError('institution');
          }}
        />
        {values.institution === OTHER_OPTION && (
          <TextInput
            label="Specify Institution"
            placeholder="Enter your institution"
            required
            {...form.getInputProps('otherInstitution')}
          />
        )}
        <TextInput
          label="Year of Passing"
          placeholder="YYYY"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          {...form.getInputProps('year')}
          onChange={(event) => form.setFieldValue('year', filterYearInput(event.currentTarget.value))}
        />
        <DocumentField
          label="Certificate (optional)"
          rule={educationFileRule}
          fileName={fileName}
          error={form.errors.file as string | undefined}
          onFile={(file) => {
            form.setFieldValue('file', file);
            form.clearFieldError('file');
          }}
          onRemove={() => form.setValues({ file: null, savedFileName: '' })}
        />
        <StepActions message={error} onBack={cancel} submitting={submitting} />
      </Stack>
    </form>
  );
}
