import type { Applicant } from '@contract/recruiter/applicants';
import { VERSION_CONFLICT_MESSAGE as VERSION_CONFLICT } from '@contract/version-conflict';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { KEEP_MINE, TAKE_THEIRS } from '../shared/conflict-texts';
import { APPLICATION_STATUS_LABELS } from './applicants-texts';

export interface StageConflict {
  /** the stage this page showed when the recruiter chose (the change's base) */
  base: Applicant['status'];
  /** the stage the recruiter chose */
  mine: Exclude<Applicant['status'], 'withdrawn'>;
  /** the applicant as the server now has it */
  theirs: Applicant;
}

/**
 * A colleague changed the applicant's stage while this recruiter was choosing (issue 36 R2, 409
 * version_conflict): what it was, the colleague's stage and this recruiter's, with Keep mine (saved
 * again on the fresh version) and Take theirs (the colleague's stays).
 */
export function StageConflictPanel({
  conflict,
  busy,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: StageConflict;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const label = (status: Applicant['status']) => APPLICATION_STATUS_LABELS[status];
  const withdrawn = conflict.theirs.status === 'withdrawn';
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-labelledby="stage-conflict">
      <Stack gap="xs">
        <Text fw={600} id="stage-conflict">
          {VERSION_CONFLICT}
        </Text>
        <Text size="sm">
          Stage: was {label(conflict.base)}; theirs {label(conflict.theirs.status)}; yours{' '}
          {label(conflict.mine)}.
        </Text>
        <Group gap="xs">
          {withdrawn ? null : (
            <Button size="compact-sm" loading={busy} onClick={onKeepMine}>
              {KEEP_MINE}
            </Button>
          )}
          <Button size="compact-sm" variant="default" disabled={busy} onClick={onTakeTheirs}>
            {TAKE_THEIRS}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
