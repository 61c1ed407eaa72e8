import type { FileCheckRule } from '@app/ui/file-check';
import {
  CODING_OPTION,
  OTHER_OPTION,
  PROCESS_LABELS,
  PROCESS_TYPES,
} from '@contract/candidate-record/options';
import type { OnboardingLists } from '@contract/lists';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChecklistWithOther } from '../fields/checklist-with-other';
import { DocumentField } from '../fields/document-field';
import { namesWithOther, withChosen } from '../lists-gate';
import { CodingCertifiedChoice } from './coding-certified-choice';
import { EhrMultiSelect } from './ehr-multi-select';
import {
  chooseCertificationType,
  chooseCertified,
  type LookingForValues,
  setEhrSystems,
  setNonVoiceOptions,
  setSpecializations,
  setVoiceOptions,
  toggleProcess,
} from './looking-for-schema';

type Field = keyof LookingForValues;
type TextField = 'otherVoice' | 'otherNonVoice' | 'otherCertification' | 'otherEhr' | 'otherSpecialization';

const SPECIALIZATION_HINT = '(Please select the EHR system you are most interested in)';
export const PROCESS_LOCKED_HINT = 'A Certified Medical Coder looks for non-voice jobs.';

export interface LookingForFieldsProps {
  /** the looking-for values as shown */
  values: LookingForValues;
  /** the latest values (the form's getValues), the base of each choice's clearing rule */
  latest: () => LookingForValues;
  lists: OnboardingLists;
  err: (field: Field) => string | undefined;
  /** sets values (after a choice's clearing rule) and clears the errors of the fields it touched */
  apply: (next: LookingForValues, ...fields: Field[]) => void;
  /** a text field's input props (value, onChange, error) */
  inputProps: (field: TextField) => object;
  fileRule: FileCheckRule;
  /** the element ids' prefix (two forms never share a page, but ids stay unique) */
  idPrefix: string;
  /** a Certified Medical Coder fresher: the process stays non-voice (Edit Profile) */
  processLocked?: boolean;
  /** the process options, Coding's choice and certification (all but freshers) */
  preferences?: boolean;
  /** EHR systems and specializations (all but freshers) */
  ehr?: boolean;
  /** the certification under its own 'Certification' heading (onboarding's Looking for) */
  certificationHeading?: boolean;
  /** onboarding's hint under 'Specialized in' */
  specializationHint?: boolean;
}

/**
 * §2 Looking for, the fields (onboarding's Looking for and Edit Profile's Additional Information):
 * the process, its options (with Other), Coding's Certified / Non Certified, the certification type
 * and certificate, EHR systems and specializations, each with its clearing rule (§4). Names saved
 * before a list changed stay shown and chosen.
 */
export function LookingForFields({
  values,
  latest,
  lists,
  err,
  apply,
  inputProps,
  fileRule,
  idPrefix,
  processLocked = false,
  preferences = true,
  ehr = true,
  certificationHeading = false,
  specializationHint = false,
}: LookingForFieldsProps) {
  const subCategory = (category: number) =>
    lists.subCategories.filter((item) => item.category_id === category).map((item) => item.name);
  const certified =
    preferences &&
    values.process === 'nonvoice' &&
    values.nonVoice.includes(CODING_OPTION) &&
    values.certified === 'Certified';
  const processLabel = `${idPrefix}process-label`;

  const certification = (
    <>
      <Select
        label="Certification Type"
        placeholder="Select Type"
        required
        data={withChosen(namesWithOther(lists.certifications), [values.certificationType])}
        value={values.certificationType || null}
        onChange={(type) => apply(chooseCertificationType(latest(), type ?? ''), 'certificationType')}
        error={err('certificationType')}
      />
      {values.certificationType === OTHER_OPTION && (
        <TextInput
          label="Please Specify"
          placeholder="Enter other certification"
          required
          {...inputProps('otherCertification')}
        />
      )}
      <DocumentField
        label="Certificate"
        required
        rule={fileRule}
        fileName={values.file?.name ?? (values.savedFileName || null)}
        error={err('file')}
        onFile={(file) => apply({ ...latest(), file }, 'file')}
        onRemove={() => apply({ ...latest(), file: null, savedFileName: '' }, 'file')}
      />
    </>
  );

  let certificationBlock: ReactNode = null;
  if (certified && certificationHeading) {
    certificationBlock = (
      <Stack gap="sm" component="section" aria-labelledby={`${idPrefix}certification-heading`}>
        <Title order={2} fz="lg" id={`${idPrefix}certification-heading`}>
          Certification
        </Title>
        {certification}
      </Stack>
    );
  } else if (certified) {
    certificationBlock = <Stack gap="sm">{certification}</Stack>;
  }

  return (
    <>
      <div>
        <Text id={processLabel} fw={500} size="sm" mb={6}>
          Process{' '}
          <Text span c="red.8" aria-hidden="true">
            *
          </Text>
        </Text>
        <Group gap="sm" role="group" aria-labelledby={processLabel}>
          {PROCESS_TYPES.map((process) => (
            <Button
              key={process}
              variant={values.process === process ? 'filled' : 'outline'}
              aria-pressed={values.process === process}
              aria-invalid={err('process') ? true : undefined}
              disabled={processLocked && process !== 'nonvoice'}
              onClick={() => {
                if (processLocked) return;
                apply(toggleProcess(latest(), process), 'process', 'voice', 'nonVoice');
              }}
            >
              {PROCESS_LABELS[process]}
            </Button>
          ))}
        </Group>
        {processLocked && (
          <Text size="xs" c="dark.5" mt={6}>
            {PROCESS_LOCKED_HINT}
          </Text>
        )}
        {err('process') && (
          <Text c="red.8" size="sm" mt={6}>
            {err('process')}
          </Text>
        )}
      </div>

      {preferences && values.process === 'voice' && (
        <ChecklistWithOther
          label="Voice Process options"
          options={subCategory(1)}
          value={values.voice}
          onChange={(voice) => apply(setVoiceOptions(latest(), voice), 'voice', 'otherVoice')}
          error={err('voice')}
          otherPlaceholder="Enter other voice process"
          otherInputProps={inputProps('otherVoice')}
        />
      )}

      {preferences && values.process === 'nonvoice' && (
        <ChecklistWithOther
          label="Non-voice Process options"
          options={subCategory(2)}
          value={values.nonVoice}
          onChange={(nonVoice) =>
            apply(setNonVoiceOptions(latest(), nonVoice), 'nonVoice', 'otherNonVoice', 'certified')
          }
          error={err('nonVoice')}
          extra={
            values.nonVoice.includes(CODING_OPTION) && (
              <CodingCertifiedChoice
                value={values.certified}
                onChange={(choice) => apply(chooseCertified(latest(), choice), 'certified')}
                error={err('certified')}
              />
            )
          }
          otherPlaceholder="Enter other non-voice process"
          otherInputProps={inputProps('otherNonVoice')}
        />
      )}

      {certificationBlock}

      {ehr && (
        <>
          <Stack gap="sm">
            <EhrMultiSelect
              options={namesWithOther(lists.ehrSystems)}
              value={values.ehr}
              onChange={(chosen) => apply(setEhrSystems(latest(), chosen), 'ehr', 'otherEhr')}
              error={err('ehr')}
            />
            {values.ehr.includes(OTHER_OPTION) && (
              <TextInput
                label="Please Specify"
                placeholder="Enter other EHR system"
                required
                {...inputProps('otherEhr')}
              />
            )}
          </Stack>
          <ChecklistWithOther
            label="Specialized in"
            description={specializationHint ? SPECIALIZATION_HINT : undefined}
            options={namesWithOther(lists.ehrSpecializations)}
            value={values.specializations}
            onChange={(chosen) =>
              apply(setSpecializations(latest(), chosen), 'specializations', 'otherSpecialization')
            }
            error={err('specializations')}
            otherPlaceholder="Enter other specialization"
            otherInputProps={inputProps('otherSpecialization')}
          />
        </>
      )}
    </>
  );
}
