import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { listTemplates } from '@contract/recruiter/templates';
import { queryOptions } from '@tanstack/react-query';

/** GET /recruiters/templates: the company's message templates, by name. */
export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.recruiter, 'templates'] as const,
    queryFn: async ({ signal }) => (await call(listTemplates, {}, { signal })).result.templates,
  });
