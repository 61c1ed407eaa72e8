import {
  bulkApplicantStatus,
  jobApplicants,
  QUESTION_NOT_FOUND,
  RECRUITER_AUDIO_PATH,
  RECRUITER_RESUME_PATH,
  RESUME_NOT_FOUND,
  recruiterApplicant,
  setAnswerReview,
  setApplicantNote,
  setApplicantStatus,
  undoApplicantStatus,
} from '@contract/recruiter/applicants';
import { askContact } from '@contract/recruiter/contact-request';
import { type AppDeps, eventBusOf } from '@server/deps';
import { recruiterFileRoute, recruiterRoute } from '@server/middleware/require-recruiter';
import { type SessionEnv, signedInRouter } from '@server/middleware/require-session';
import { askForContact } from '@server/services/contact/contact-shares';
import { recordSighting } from '@server/services/contact/profile-sightings';
import { setCompanyAnswerReview } from '@server/services/recruiter/answer-reviews';
import { applicantRecording } from '@server/services/recruiter/applicant-assessment';
import { setCompanyApplicantNote } from '@server/services/recruiter/applicant-note';
import { undoCompanyApplicantStatus } from '@server/services/recruiter/applicant-status-undo';
import { jobApplicantsPage } from '@server/services/recruiter/applicants-list';
import { companyApplication, companyJob } from '@server/services/recruiter/company-scope';
import {
  companyApplicant,
  setCompanyApplicantStatus,
  setCompanyApplicantsStatus,
} from '@server/services/recruiter/recruiter-applicants';
import { storedFileResponse } from '@server/stored-file-response';
import { HttpError } from '@server/validate';
import { Hono } from 'hono';

/** A job's applicants and one applicant (issue 23), the files only through these calls. */
export function recruiterApplicantRoutes(deps: AppDeps): Hono<SessionEnv> {
  const router = new Hono<SessionEnv>();
  const { db } = deps;
  const { store } = signedInRouter(deps);

  recruiterRoute(router, deps, jobApplicants, async (_c, filters, { companyId, params }) => {
    const job = await companyJob(db, companyId, params.job_id);
    return { success: true, result: await jobApplicantsPage(db, job, filters) };
  });

  recruiterRoute(router, deps, bulkApplicantStatus, async (_c, input, scope) => ({
    success: true,
    result: await setCompanyApplicantsStatus(
      eventBusOf(deps),
      scope,
      input.application_ids,
      input,
      deps.now(),
      deps.config.publicUrl,
      deps.config.statusUndoSeconds,
    ),
  }));

  recruiterRoute(router, deps, recruiterApplicant, async (_c, _input, scope) => ({
    success: true,
    result: {
      applicant: await companyApplicant(
        db,
        eventBusOf(deps),
        store,
        scope,
        scope.params.application_id,
        deps.now(),
      ),
    },
  }));

  recruiterRoute(router, deps, setApplicantStatus, async (_c, input, scope) => ({
    success: true,
    result: {
      applicant: await setCompanyApplicantStatus(
        eventBusOf(deps),
        store,
        scope,
        scope.params.application_id,
        input,
        deps.now(),
        deps.config.publicUrl,
        deps.config.statusUndoSeconds,
      ),
    },
  }));

  // issue 36 R3: the last status change taken back while it has not reached the candidate
  recruiterRoute(router, deps, undoApplicantStatus, async (_c, input, scope) => ({
    success: true,
    result: {
      applicant: await undoCompanyApplicantStatus(
        eventBusOf(deps),
        store,
        scope,
        scope.params.application_id,
        input.version,
        deps.now(),
      ),
    },
  }));

  recruiterRoute(router, deps, setApplicantNote, async (_c, input, { companyId, params }) => ({
    success: true,
    result: await setCompanyApplicantNote(db, companyId, params.application_id, input, deps.now()),
  }));

  recruiterRoute(router, deps, setAnswerReview, async (_c, input, scope) => ({
    success: true,
    result: {
      review: await setCompanyAnswerReview(
        db,
        scope,
        scope.params.application_id,
        scope.params.question_id,
        input,
        deps.now(),
      ),
    },
  }));

  // issue 37 §3: "Ask to share contact"
  recruiterRoute(router, deps, askContact, async (_c, _input, { companyId, recruiterId, params }) => {
    const { application } = await companyApplication(db, companyId, params.application_id);
    const contact_state = await eventBusOf(deps).transaction((tx) =>
      askForContact(tx, eventBusOf(deps), {
        userId: application.userId,
        companyId,
        recruiterId,
        now: deps.now(),
      }),
    );
    return { success: true, result: { contact_state } };
  });

  recruiterFileRoute(router, deps, RECRUITER_RESUME_PATH, async (_c, { companyId, params }) => {
    const { application } = await companyApplication(db, companyId, params.application_id);
    const file =
      application.resumeFileId === null
        ? null
        : await store.get(db, application.resumeFileId, application.userId);
    if (!file) throw new HttpError(404, RESUME_NOT_FOUND, 'not_found');
    // who saw my profile (issue 37 §3)
    await recordSighting(db, { userIds: [application.userId], companyId, kind: 'resume', now: deps.now() });
    return storedFileResponse(file, {
      name: { disposition: 'attachment', original: file.originalName, fallback: 'resume' },
    });
  });

  recruiterFileRoute(router, deps, RECRUITER_AUDIO_PATH, async (_c, { companyId, params }) => {
    const { application } = await companyApplication(db, companyId, params.application_id);
    const file = await applicantRecording(db, store, application, params.question_id);
    if (!file) throw new HttpError(404, QUESTION_NOT_FOUND, 'not_found');
    return storedFileResponse(file);
  });

  return router;
}
