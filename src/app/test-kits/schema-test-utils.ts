import * as v from 'valibot';

/** The first message per field path, as the form shows it ('' for the root). */
export function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}
