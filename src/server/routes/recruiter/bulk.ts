import { applicantsQuerySchema } from '@contract/recruiter/applicants';
import { APPLICANTS_CSV_PATH } from '@contract/recruiter/applicants-csv';
import { getBulkJob, startBulkJob } from '@contract/recruiter/bulk';
import { closeRecruiterJobs, copyRecruiterJob } from '@contract/recruiter/job-copies';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from '@contract/recruiter/templates';
import { type AppDeps, eventBusOf } from '@server/deps';
import { recruiterFileRoute, recruiterRoute } from '@server/middleware/require-recruiter';
import type { SessionEnv } from '@server/middleware/require-session';
import { applicantsCsv, applicantsCsvName } from '@server/services/recruiter/applicants-csv';
import * as bulk from '@server/services/recruiter/bulk-jobs';
import { companyJob } from '@server/services/recruiter/company-scope';
import { closeCompanyJobs, copyCompanyJob } from '@server/services/recruiter/job-copies';
import * as templates from '@server/services/recruiter/message-templates';
import { validate } from '@server/validate';
import { Hono } from 'hono';

/**
 * Bulk work at 300 applicants (issue 36 §4), company scoped: bulk jobs (services/recruiter/bulk-jobs.ts),
 * message templates (message-templates.ts), the applicants' CSV (applicants-csv.ts), copying a job
 * and closing several (job-copies.ts).
 */
export function recruiterBulkRoutes(deps: AppDeps): Hono<SessionEnv> {
  const router = new Hono<SessionEnv>();
  const { db } = deps;

  recruiterRoute(router, deps, startBulkJob, async (_c, input, scope) => ({
    success: true,
    result: { bulk_job: await bulk.startBulkJob(deps, scope, scope.params.job_id, input) },
  }));

  recruiterRoute(router, deps, getBulkJob, async (_c, _input, { companyId, params }) => ({
    success: true,
    result: { bulk_job: await bulk.companyBulkJob(db, companyId, params.bulk_job_id) },
  }));

  recruiterRoute(router, deps, listTemplates, async (_c, _input, { companyId }) => ({
    success: true,
    result: { templates: await templates.companyTemplates(db, companyId) },
  }));

  recruiterRoute(router, deps, createTemplate, async (_c, input, { companyId }) => ({
    success: true,
    message: 'Template saved',
    result: { template: await templates.createCompanyTemplate(db, companyId, input, deps.now()) },
  }));

  recruiterRoute(router, deps, updateTemplate, async (_c, input, { companyId, params }) => ({
    success: true,
    message: 'Template saved',
    result: {
      template: await templates.updateCompanyTemplate(db, companyId, params.template_id, input, deps.now()),
    },
  }));

  recruiterRoute(router, deps, deleteTemplate, async (_c, _input, { companyId, params }) => ({
    success: true,
    message: 'Template deleted',
    result: { template_id: await templates.deleteCompanyTemplate(db, companyId, params.template_id) },
  }));

  recruiterFileRoute(router, deps, APPLICANTS_CSV_PATH, async (c, { companyId, params }) => {
    const job = await companyJob(db, companyId, params.job_id);
    const filters = await validate(applicantsQuerySchema, c.req.query());
    return new Response(applicantsCsv(db, job, filters, deps.now()), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${applicantsCsvName(job, deps.now())}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  });

  recruiterRoute(router, deps, copyRecruiterJob, async (_c, _input, { companyId, params }) => ({
    success: true,
    message: 'Job copied',
    result: { job: await copyCompanyJob(db, companyId, params.job_id, deps.now()) },
  }));

  recruiterRoute(router, deps, closeRecruiterJobs, async (_c, input, { companyId }) => ({
    success: true,
    result: { closed: await closeCompanyJobs(eventBusOf(deps), companyId, input.job_ids, deps.now()) },
  }));

  return router;
}
