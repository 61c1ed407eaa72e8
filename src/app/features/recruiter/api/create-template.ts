import { call } from '@app/api/call';
import { createTemplate as createTemplateCall, type TemplateInput } from '@contract/recruiter/templates';

/** POST /recruiters/templates: a new message template of the company. */
export async function createTemplate(input: TemplateInput) {
  return (await call(createTemplateCall, input)).result.template;
}
