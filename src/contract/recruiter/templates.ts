import * as v from 'valibot';
import { successMessage } from '../auth/fields';
import { messageBodySchema } from '../chat';
import { endpoint } from '../endpoint';
import { pageQueryField } from '../primitives';

/**
 * A company's message templates (issue 36 §4), used in the applicant's chat and in bulk messages.
 * A template's text (and any message sent to several applicants at once) may hold the placeholders
 * below, filled per applicant by the server when it sends; any other `{word}` is refused.
 */

/** The placeholders a message may hold. */
export const MESSAGE_PLACEHOLDERS = ['first_name', 'job_title', 'interview_time'] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];
/** What {interview_time} reads when the applicant has no interview scheduled. */
export const NO_INTERVIEW_TIME = 'to be confirmed';
export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATES_MAX = 100;
export const TEMPLATE_NOT_FOUND = 'Template not found';
export const TEMPLATE_NAME_REQUIRED = 'Please give the template a name';
export const TEMPLATE_NAME_TOO_LONG = `The name can be at most ${TEMPLATE_NAME_MAX} characters`;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The `{words}` of a text that are not placeholders, each once. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = MESSAGE_PLACEHOLDERS;
  const found = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
  return [...new Set(found.filter((name) => !known.includes(name)))];
}

export const unknownPlaceholderText = (names: readonly string[]) =>
  `Unknown placeholder ${names.map((name) => `{${name}}`).join(', ')}: use ${MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`;

/** The text with each placeholder replaced by its value. */
export function fillPlaceholders(text: string, values: Readonly<Record<MessagePlaceholder, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as MessagePlaceholder] : whole,
  );
}

/** A message that may hold placeholders: the chat's rule, and no unknown `{word}`. */
export const templatedBodySchema = v.pipe(
  messageBodySchema,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const unknown = unknownPlaceholders(dataset.value);
    if (unknown.length > 0) addIssue({ message: unknownPlaceholderText(unknown) });
  }),
);

export const templateInputSchema = v.object({
  name: v.pipe(
    v.string(TEMPLATE_NAME_REQUIRED),
    v.trim(),
    v.minLength(1, TEMPLATE_NAME_REQUIRED),
    v.maxLength(TEMPLATE_NAME_MAX, TEMPLATE_NAME_TOO_LONG),
  ),
  body: templatedBodySchema,
});
export type TemplateInput = v.InferInput<typeof templateInputSchema>;

export const messageTemplateSchema = v.object({
  template_id: v.number(),
  name: v.string(),
  body: v.string(),
  updated_at: v.string(),
});
export type MessageTemplate = v.InferOutput<typeof messageTemplateSchema>;

const answerOf = <T extends v.GenericSchema>(result: T) =>
  v.object({ success: v.literal(true), message: successMessage, result });
const oneTemplate = answerOf(v.object({ template: messageTemplateSchema }));

/** GET /recruiters/templates: the company's templates by name (every recruiter of it sees them). */
export const listTemplates = endpoint({
  method: 'GET',
  path: '/recruiters/templates',
  request: v.object({ page: pageQueryField }),
  answer: answerOf(v.object({ templates: v.array(messageTemplateSchema) })),
  errors: ['recruiters_only'],
  session: true,
});

/** POST /recruiters/templates: a new template of the company (at most TEMPLATES_MAX). */
export const createTemplate = endpoint({
  method: 'POST',
  path: '/recruiters/templates',
  request: templateInputSchema,
  answer: oneTemplate,
  errors: ['recruiters_only', 'conflict'],
  session: true,
});

/** PUT /recruiters/templates/:template_id: the company's template changed. */
export const updateTemplate = endpoint({
  method: 'PUT',
  path: '/recruiters/templates/:template_id',
  request: templateInputSchema,
  answer: oneTemplate,
  errors: ['recruiters_only', 'template_not_found'],
  session: true,
});

/** DELETE /recruiters/templates/:template_id: the company's template removed. */
export const deleteTemplate = endpoint({
  method: 'DELETE',
  path: '/recruiters/templates/:template_id',
  request: null,
  answer: answerOf(v.object({ template_id: v.number() })),
  errors: ['recruiters_only', 'template_not_found'],
  session: true,
});
