import { schemaResolver, useForm } from '@mantine/form';
import type { OnboardingStep } from '../../../contract/onboarding';
import { saveDraft } from '../../offline/step-draft';

export interface StepFormOptions<Values> {
  initialValues: Values;
  /** The step's rules (valibot), checked on submit; none when the screen checks by itself. */
  schema?: Parameters<typeof schemaResolver>[0];
  /** Fields also checked as they lose focus. */
  validateInputOnBlur?: (keyof Values & string)[];
  /** What of the values goes into the step's draft (files cannot): all of them by default. */
  draftOf?: (values: Values) => unknown;
}

/**
 * An onboarding step's form: @mantine/form, controlled, its rules through schemaResolver, a
 * field's error cleared as it is edited, and every change kept in the step's draft
 * (offline/step-draft.ts) so a failed save or a reload loses nothing.
 */
export function useStepForm<Values extends object>(
  step: OnboardingStep,
  { initialValues, schema, validateInputOnBlur, draftOf = (values) => values }: StepFormOptions<Values>,
) {
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schema ? schemaResolver(schema, { sync: true }) : undefined,
    validateInputOnBlur,
    clearInputErrorOnChange: true,
    onValuesChange: (values) => saveDraft(step, draftOf(values)),
  });
}
