import { saveDraft } from '@app/offline/step-draft';
import { focusFirstInvalid } from '@app/ui/focus-first-invalid';
import type { OnboardingStep } from '@contract/onboarding/steps';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';

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
 * (offline/step-draft.ts) so a failed save or a reload loses nothing. A submit that fails its
 * rules, or errors set on the fields (a screen's own check), bring the first field in error into
 * view and focus it, its message beside it.
 */
export function useStepForm<Values extends object>(
  step: OnboardingStep,
  { initialValues, schema, validateInputOnBlur, draftOf = (values) => values }: StepFormOptions<Values>,
) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schema ? schemaResolver(schema, { sync: true }) : undefined,
    validateInputOnBlur,
    clearInputErrorOnChange: true,
    onValuesChange: (values) => saveDraft(step, draftOf(values)),
  });
  const onSubmit: typeof form.onSubmit = (handleSubmit, handleValidationFailure) =>
    form.onSubmit(handleSubmit, (errors, values, event) => {
      handleValidationFailure?.(errors, values, event);
      void focusFirstInvalid();
    });
  const setErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    if (Object.values(errors).some(Boolean)) void focusFirstInvalid();
  };
  return { ...form, onSubmit, setErrors };
}
