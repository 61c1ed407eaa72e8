import { parseArgs } from 'node:util';
import * as v from 'valibot';
import type { CliOutput } from './client';

/**
 * An operator's command's `--name value` options (db/*-cli.ts), read strictly and checked by
 * `schema`: the checked values, or null after writing the first rule broken and the usage to
 * `io` (the command then exits with status 2). A rule of a field in `prefixed` is written after
 * its option's name ('--email: Please enter a valid email address'); the other fields' messages
 * name their option themselves ('--company is required').
 */
export function checkedOptions<S extends v.GenericSchema<Record<string, unknown>>>(
  args: string[],
  options: Record<string, { type: 'string' | 'boolean' }>,
  schema: S,
  usage: string,
  io: CliOutput,
  prefixed: readonly string[] = [],
): v.InferOutput<S> | null {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ args, options, strict: true }));
  } catch (error) {
    io.error(`${(error as Error).message}\n${usage}`);
    return null;
  }
  const checked = v.safeParse(schema, values);
  if (checked.success) return checked.output;
  const issue = checked.issues[0];
  const field = String(issue.path?.[0]?.key);
  io.error(`${prefixed.includes(field) ? `--${field}: ` : ''}${issue.message}\n${usage}`);
  return null;
}
