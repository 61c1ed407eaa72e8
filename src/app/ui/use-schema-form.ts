import { type FormEvent, useState } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';

/**
 * A small controlled form for the signed-out screens (login, sign-up, forgot and reset password):
 * what they used of @mantine/form's useForm (values, a Standard Schema checked on submit,
 * getInputProps that clears the field's error as it changes, setFieldValue, setFieldError,
 * clearFieldError, onSubmit with an invalid handler (after which the first field in error is
 * scrolled into view and focused), `submitting` while the handler's promise runs), without loading that library on a signed-out first visit.
 * The first issue of each field is its message, as @mantine/form's schemaResolver does.
 */
/** What a Standard Schema (a valibot schema among them) offers: a check whose issues name a path. */
export interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}
export interface StandardSchema {
  readonly '~standard': {
    readonly validate: (
      value: unknown,
    ) => { readonly issues?: ReadonlyArray<SchemaIssue> | undefined } | Promise<unknown>;
  };
}

/** A form's values: text fields, and flags (e.g. sign-up's phoneVerified). */
export type FormValues = Record<string, string | boolean>;

export interface SchemaFormOptions<Values extends FormValues, Submitted = Values> {
  initialValues: Values;
  /**
   * The rules, or a loader of them: a screen may fetch its rules (and valibot) on the first submit
   * instead of with its first paint; `submitting` is true while they load.
   */
  schema: StandardSchema | (() => Promise<StandardSchema>);
  /** Called when loading the rules fails (no network on a first visit) or the submit handler throws. */
  onError?: (error: unknown) => void;
  /** Applied to the values handed to the submit handler (after they passed the schema). */
  transformValues?: (values: Values) => Submitted;
}

export type FormErrors = Partial<Record<string, string>>;

export interface InputProps {
  value: string;
  onChange: (eventOrValue: { currentTarget: { value: string } } | string) => void;
  error: string | undefined;
  /** Mantine's PasswordInput sets no aria-invalid of its own (its TextInput does). */
  'aria-invalid': true | undefined;
}

function errorsOf(issues: ReadonlyArray<SchemaIssue> | undefined): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues ?? []) {
    const path = (issue.path ?? [])
      .map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment)))
      .join('.');
    if (!errors[path] && issue.message) errors[path] = issue.message;
  }
  return errors;
}

/** The names of a form's text fields (the ones getInputProps serves). */
type TextField<Values extends FormValues> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values] &
  string;

export function useSchemaForm<Values extends FormValues, Submitted = Values>({
  initialValues,
  schema,
  transformValues,
  onError,
}: SchemaFormOptions<Values, Submitted>) {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const clearFieldError = (name: keyof Values & string) =>
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  const setFieldError = (name: keyof Values & string, message: string) =>
    setErrors((current) => ({ ...current, [name]: message }));
  /** Sets a value and clears that field's error, as typing does. */
  const setFieldValue = <K extends keyof Values & string>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearFieldError(name);
  };

  const getInputProps = (name: TextField<Values>): InputProps => ({
    value: values[name] as string,
    onChange: (eventOrValue) => {
      const value = typeof eventOrValue === 'string' ? eventOrValue : eventOrValue.currentTarget.value;
      setFieldValue(name, value as Values[typeof name]);
    },
    error: errors[name],
    'aria-invalid': errors[name] ? true : undefined,
  });

  /** Checks the values: the fields' first messages, and the values handed on when there are none. */
  const check = (rules: StandardSchema): { found: FormErrors; submitted?: Submitted } => {
    const result = rules['~standard'].validate(values);
    if (result instanceof Promise) throw new Error('useSchemaForm: the schema must be synchronous');
    const found = errorsOf(result.issues);
    setErrors(found);
    if (Object.keys(found).length > 0) return { found };
    return { found, submitted: transformValues ? transformValues(values) : (values as unknown as Submitted) };
  };

  const onSubmit =
    (handleSubmit: (values: Submitted) => unknown, handleInvalid?: (errors: FormErrors) => void) =>
    (event?: FormEvent) => {
      event?.preventDefault();
      /** The checks failed: the screen's handler, then the first field in error in view with the focus. */
      const invalid = (found: FormErrors) => {
        handleInvalid?.(found);
        void focusFirstInvalid();
      };
      if (typeof schema !== 'function') {
        const { found, submitted } = check(schema);
        if (submitted === undefined) {
          invalid(found);
          return;
        }
        const outcome = handleSubmit(submitted);
        if (outcome instanceof Promise) {
          setSubmitting(true);
          void outcome.finally(() => setSubmitting(false));
        }
        return;
      }
      setSubmitting(true);
      void (async () => {
        const { found, submitted } = check(await schema());
        if (submitted === undefined) invalid(found);
        else await handleSubmit(submitted);
      })()
        .catch((error: unknown) => onError?.(error))
        .finally(() => setSubmitting(false));
    };

  return {
    values,
    errors,
    submitting,
    getInputProps,
    getValues: () => values,
    setFieldValue,
    setFieldError,
    clearFieldError,
    onSubmit,
  };
}
