import { ApiError } from '@app/api/client';
import { citiesQueryOptions } from '@app/candidate-record/api/get-cities';
import { clearDraft, loadDraft, saveDraft } from '@app/offline/step-draft';
import { focusFirstInvalid } from '@app/ui/focus-first-invalid';
import { FormAlert } from '@app/ui/form-alert';
import { notify } from '@app/ui/notify';
import { SUSPENDED_CANNOT_PUBLISH, UNVERIFIED_CANNOT_PUBLISH } from '@contract/company-trust';
import { JOB_STATUS_LABELS, type RecruiterJob } from '@contract/recruiter/jobs';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { changeJobStatus, type JobStep } from '../api/change-job-status';
import { createRecruiterJob } from '../api/create-recruiter-job';
import { jobRolesQueryOptions } from '../api/get-job-roles';
import { recruiterJobQueryKey, recruiterJobQueryOptions } from '../api/get-recruiter-job';
import { recruiterJobsRootKey } from '../api/get-recruiter-jobs';
import { recruiterMeQueryOptions } from '../api/get-recruiter-me';
import { updateRecruiterJob } from '../api/update-recruiter-job';
import { recruiterFailureText } from '../shared/recruiter-failures';
import {
  type Choice,
  type ConflictField,
  conflictsOf,
  type FieldConflict,
  mergedValues,
} from './job-conflict';
import { JobConflictPanel } from './job-conflict-panel';
import {
  CHECK_FIELDS,
  CLOSE_JOB,
  DISCARD_RESTORED,
  DONE,
  PREVIEW,
  PUBLISH,
  REOPEN_JOB,
  RESTORED_DRAFT,
  SAVE_CHANGES,
  SAVE_DRAFT,
  STATUS_NOTE,
} from './job-editor-texts';
import {
  draftOfValues,
  EMPTY_JOB,
  editorErrors,
  type JobEditorValues,
  previewJob,
  valuesOfJob,
} from './job-editor-values';
import { JobFields } from './job-fields';
import { JobPreview } from './job-preview';
import { QuestionBuilder } from './question-builder';

/** What a button does: save (a draft, or changes to an open or closed job), or save and change status. */
type Action = 'draft' | 'save' | JobStep;

/** Where this device keeps what was entered and not yet saved (onboarding's step drafts). */
export const localDraftKey = (jobId: number | null) => `recruiter-job:${jobId ?? 'new'}`;

/** What the edit started from: the job's values and version as read (issue 36 R2). */
interface Base {
  values: JobEditorValues;
  version: number;
}
/** What this device keeps of an unsaved edit: the form's values and the base it started from. */
interface KeptEdit {
  values: JobEditorValues;
  base?: Base;
}

/** A save refused as stale: the colleague's job, what the form had, the fields to choose. */
interface Conflict {
  action: Action;
  message: string;
  mine: JobEditorValues;
  theirs: Base;
  fields: FieldConflict[];
}

const STATUS_COLOURS = { draft: 'gray.8', open: 'teal.9', closed: 'red.9' } as const;

/**
 * The job editor's form (issue 23 §Workspace 2, 3): the job's fields, the assessment builder, a
 * preview, and the actions its state allows: a new job or a draft Save draft and Publish; an
 * open job Save changes and Close; a closed one Save changes and Reopen. Writes need the network:
 * offline (or any failure) the message says so plainly and what was entered stays, on this device
 * too (a local draft, restored when the editor opens again) until a save goes through.
 */
export function JobEditorForm({ job }: { job: RecruiterJob | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draftKey = localDraftKey(job?.id ?? null);
  const saved = job ? valuesOfJob(job) : EMPTY_JOB;
  const [restored] = useState(() => loadDraft<KeptEdit>(draftKey));
  const [showRestored, setShowRestored] = useState(restored?.values !== undefined);
  const [base, setBase] = useState<Base>(
    () => restored?.base ?? { values: saved, version: job?.version ?? 0 },
  );
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const form = useForm<JobEditorValues>({
    mode: 'controlled',
    initialValues: restored?.values ? { ...EMPTY_JOB, ...restored.values } : saved,
    clearInputErrorOnChange: true,
  });
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [previewOpened, preview] = useDisclosure(false);
  const cities = useQuery(citiesQueryOptions());
  const roles = useQuery(jobRolesQueryOptions());
  const me = useQuery(recruiterMeQueryOptions());
  const status = job?.status ?? 'draft';
  // an unverified or suspended company saves but does not publish (issue 37): said, not failed
  const standing = me.data?.company.standing;
  const publishBlocked =
    standing === 'unverified'
      ? UNVERIFIED_CANNOT_PUBLISH
      : standing === 'suspended'
        ? SUSPENDED_CANNOT_PUBLISH
        : null;

  // what is typed stays on this device until it is saved (a reload or a lost network loses nothing)
  // biome-ignore lint/correctness/useExhaustiveDependencies: kept on each change of the values
  useEffect(() => {
    if (form.isDirty()) saveDraft(draftKey, { values: form.values, base } satisfies KeptEdit);
  }, [form.values, draftKey]);

  /** A stale save: reads the job again and shows what the colleague changed (none: saves on theirs). */
  const showConflict = async (action: Action, mine: JobEditorValues, from: Base, message: string) => {
    if (!job) return;
    const fresh = (await queryClient.fetchQuery({ ...recruiterJobQueryOptions(job.id), staleTime: 0 })).job;
    const theirs = { values: valuesOfJob(fresh), version: fresh.version };
    const fields = conflictsOf(from.values, mine, theirs.values);
    if (fields.length === 0)
      return run(action, { values: mergedValues(mine, theirs.values, {}), base: theirs });
    setConflict({ action, message, mine, theirs, fields });
  };

  const resolve = (choices: Record<ConflictField, Choice>) => {
    if (!conflict) return;
    const values = mergedValues(conflict.mine, conflict.theirs.values, choices);
    form.setValues(values);
    setBase(conflict.theirs);
    void run(conflict.action, { values, base: conflict.theirs });
  };

  const run = async (action: Action, resolved?: { values: JobEditorValues; base: Base }) => {
    setFailure(null);
    const mode = action === 'draft' ? 'draft' : 'publish';
    const values = resolved?.values ?? form.values;
    const from = resolved?.base ?? base;
    const errors = editorErrors(values, mode);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      setFailure(CHECK_FIELDS);
      void focusFirstInvalid();
      return;
    }
    setBusy(action);
    try {
      const draft = draftOfValues(values);
      let result = job
        ? (await updateRecruiterJob(job.id, { ...draft, version: from.version })).result.job
        : (await createRecruiterJob(draft)).result.job;
      const held = action === 'publish' || action === 'reopen' ? publishBlocked : null;
      if ((action === 'publish' || action === 'close' || action === 'reopen') && !held) {
        result = (await changeJobStatus(result.id, action)).result.job;
      }
      clearDraft(draftKey);
      setConflict(null);
      setBase({ values: valuesOfJob(result), version: result.version });
      queryClient.setQueryData(recruiterJobQueryKey(result.id), { job: result });
      void queryClient.invalidateQueries({ queryKey: recruiterJobsRootKey() });
      if (held) {
        // saved as it is; the step waits for the company's verification
        setFailure(held);
        notify.error(held, { id: 'job-save-failed' });
      } else notify.success(DONE[action], { id: `job-${action}` });
      if (action === 'publish' && !held) await navigate({ to: '/recruiter' });
      else if (!job)
        await navigate({ to: '/recruiter/jobs/$jobId/edit', params: { jobId: result.id }, replace: true });
      else {
        const values = valuesOfJob(result);
        form.setValues(values);
        form.resetDirty(values);
        setShowRestored(false);
      }
    } catch (error) {
      const message = recruiterFailureText(error);
      if (error instanceof ApiError && error.code === 'version_conflict') {
        try {
          await showConflict(action, values, from, message);
          return;
        } catch (reread) {
          const failed = recruiterFailureText(reread);
          setFailure(failed);
          notify.error(failed, { id: 'job-save-failed' });
          return;
        }
      }
      setFailure(message);
      notify.error(message, { id: 'job-save-failed' });
    } finally {
      setBusy(null);
    }
  };

  const discardRestored = () => {
    clearDraft(draftKey);
    form.setValues(saved);
    form.resetDirty(saved);
    setBase({ values: saved, version: job?.version ?? 0 });
    setShowRestored(false);
  };

  const actions: { action: Action; label: string; primary?: boolean }[] =
    status === 'draft'
      ? [
          { action: 'draft', label: SAVE_DRAFT },
          { action: 'publish', label: PUBLISH, primary: true },
        ]
      : [
          { action: 'save', label: SAVE_CHANGES, primary: true },
          status === 'open' ? { action: 'close', label: CLOSE_JOB } : { action: 'reopen', label: REOPEN_JOB },
        ];

  return (
    <form
      noValidate
      aria-label="Job"
      onSubmit={(event) => {
        event.preventDefault();
        void run(actions.find((item) => item.primary)?.action ?? 'draft');
      }}
    >
      <Stack gap="lg">
        <Group gap="sm" wrap="wrap">
          <Badge variant="outline" color={STATUS_COLOURS[status]}>
            {JOB_STATUS_LABELS[status]}
          </Badge>
          <Text size="sm" c="dark.6">
            {STATUS_NOTE[status]}
          </Text>
        </Group>
        {showRestored ? (
          <Paper withBorder p="sm" radius="md" role="status">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm">{RESTORED_DRAFT}</Text>
              <Button variant="subtle" size="compact-sm" onClick={discardRestored}>
                {DISCARD_RESTORED}
              </Button>
            </Group>
          </Paper>
        ) : null}
        <JobFields
          form={form}
          cities={{ names: cities.data ?? [], failed: cities.isError || cities.fetchStatus === 'paused' }}
          roles={{ names: roles.data ?? [], failed: roles.isError || roles.fetchStatus === 'paused' }}
        />
        <QuestionBuilder
          questions={form.values.questions}
          errors={form.errors}
          passMark={form.values.pass_mark}
          submittedAssessments={job?.submitted_assessments ?? 0}
          onPassMarkChange={(passMark) => {
            form.setFieldValue('pass_mark', passMark);
            form.clearFieldError('pass_mark');
          }}
          onChange={(questions) => {
            form.setFieldValue('questions', questions);
            form.clearFieldError('questions');
          }}
        />
        {conflict ? (
          <JobConflictPanel
            key={conflict.theirs.version}
            message={conflict.message}
            conflicts={conflict.fields}
            busy={busy !== null}
            onSave={resolve}
          />
        ) : null}
        <FormAlert message={failure} />
        <Group gap="sm" wrap="wrap">
          {actions.map((item) => (
            <Button
              key={item.action}
              type={item.primary ? 'submit' : 'button'}
              variant={item.primary ? 'filled' : 'default'}
              loading={busy === item.action}
              disabled={busy !== null && busy !== item.action}
              onClick={item.primary ? undefined : () => void run(item.action)}
              aria-describedby={
                publishBlocked && (item.action === 'publish' || item.action === 'reopen')
                  ? 'job-publish-blocked'
                  : undefined
              }
            >
              {item.label}
            </Button>
          ))}
          <Button variant="light" onClick={preview.open}>
            {PREVIEW}
          </Button>
        </Group>
        {publishBlocked && status !== 'open' ? (
          <Text id="job-publish-blocked" size="sm" c="dark.6">
            {publishBlocked}
          </Text>
        ) : null}
      </Stack>
      <JobPreview
        opened={previewOpened}
        onClose={preview.close}
        job={previewJob(form.values, me.data?.company.name ?? '')}
      />
    </form>
  );
}
