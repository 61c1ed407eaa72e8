import { call } from '@app/api/call';
import { atPath } from '@contract/recruiter/paths';
import { deleteTemplate as endpoint } from '@contract/recruiter/templates';

/** DELETE /recruiters/templates/:template_id: the company's template removed (404 when already gone). */
export async function deleteTemplate(templateId: number) {
  return (await call(atPath(endpoint, { template_id: templateId }))).result.template_id;
}
