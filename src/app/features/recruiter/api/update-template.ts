import { call } from '@app/api/call';
import { atPath } from '@contract/recruiter/paths';
import { updateTemplate as endpoint, type TemplateInput } from '@contract/recruiter/templates';

/**
 * PUT /recruiters/templates/:template_id: the company's template renamed or its text changed (the
 * last save wins; a template a colleague deleted: 404 template_not_found).
 */
export async function updateTemplate(templateId: number, input: TemplateInput) {
  return (await call(atPath(endpoint, { template_id: templateId }), input)).result.template;
}
