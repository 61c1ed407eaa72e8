import { Navigate } from '@tanstack/react-router';
import { InboxScreen } from '../chat/inbox-screen';
import { EditJobScreen, NewJobScreen } from '../job-editor/job-editor-screen';
import { ApplicantScreen } from './applicant-screen';
import { ApplicantsScreen } from './applicants-screen';
import {
  type ApplicantsSearch,
  type ApplicantsSearchInput,
  parseApplicantsSearch,
} from './applicants-search';

/** A workspace path below /recruiter/ (the `$` route's rest of the path). */
export type WorkspacePath =
  | { screen: 'applicants'; jobId: number }
  | { screen: 'applicant'; applicationId: number }
  | { screen: 'new-job' }
  | { screen: 'edit-job'; jobId: number }
  | { screen: 'inbox' }
  | { screen: 'unknown' };

/**
 * 'jobs/5/applicants' -> the job's applicants; 'applications/31' -> the applicant; 'jobs/new' ->
 * the job editor for a new job, 'jobs/5/edit' -> for job 5; 'inbox' -> the company's
 * conversations; anything else
 * (an id that is not a positive whole number among them) is unknown. A trailing slash is allowed.
 */
export function parseWorkspacePath(path: string): WorkspacePath {
  const id = (text: string) => {
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : null;
  };
  const clean = path.replace(/\/$/, '');
  const applicants = /^jobs\/([1-9]\d{0,15})\/applicants$/.exec(clean);
  const jobId = applicants ? id(applicants[1]) : null;
  if (jobId !== null) return { screen: 'applicants', jobId };
  const applicant = /^applications\/([1-9]\d{0,15})$/.exec(clean);
  const applicationId = applicant ? id(applicant[1]) : null;
  if (applicationId !== null) return { screen: 'applicant', applicationId };
  if (clean === 'jobs/new') return { screen: 'new-job' };
  if (clean === 'inbox') return { screen: 'inbox' };
  const edit = /^jobs\/([1-9]\d{0,15})\/edit$/.exec(clean);
  const editId = edit ? id(edit[1]) : null;
  if (editId !== null) return { screen: 'edit-job', jobId: editId };
  return { screen: 'unknown' };
}

/** The screen of a workspace path; an unknown one goes to the company's jobs. */
export function WorkspacePathScreen({
  path,
  search,
  onSearchChange,
}: {
  path: string;
  search: ApplicantsSearchInput;
  onSearchChange: (next: ApplicantsSearch) => void;
}) {
  const target = parseWorkspacePath(path);
  if (target.screen === 'applicants')
    return (
      <ApplicantsScreen
        key={target.jobId}
        jobId={target.jobId}
        search={parseApplicantsSearch(search)}
        onSearchChange={onSearchChange}
      />
    );
  if (target.screen === 'applicant')
    return <ApplicantScreen key={target.applicationId} applicationId={target.applicationId} />;
  if (target.screen === 'new-job') return <NewJobScreen />;
  if (target.screen === 'inbox')
    return (
      <InboxScreen
        page={parseApplicantsSearch(search).page ?? 1}
        onPageChange={(page) => onSearchChange({ page: page > 1 ? page : undefined })}
      />
    );
  if (target.screen === 'edit-job') return <EditJobScreen key={target.jobId} jobId={target.jobId} />;
  return <Navigate to="/recruiter" replace />;
}
