import { ActionIcon, Stack, Text } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { saveJobName } from './job-texts';
import { useFollowQueuedSaves, usePendingSave } from './queued-saves';
import { useSaveJob } from './use-save-job';

export interface SaveJobToggleProps {
  jobId: number;
  jobTitle: string;
  saved: boolean;
  /** Called after the server (or the queue) took the change, e.g. to drop the card from the saved list. */
  onChanged?: (saved: boolean) => void;
}

/** Beside a save made offline until the service worker has sent it. */
export const WAITING_TO_SEND = 'Waiting to send';

/**
 * The save toggle of every job card (§4): a bookmark named with its job, Save X / Unsave X (the
 * filled bookmark shows it saved); a save made offline shows at once and says 'Waiting to send'
 * until the service worker has sent it.
 */
export function SaveJobToggle({ jobId, jobTitle, saved, onChanged }: SaveJobToggleProps) {
  const saveJob = useSaveJob();
  const [busy, setBusy] = useState(false);
  const pending = usePendingSave(jobId);
  const waitingId = useId();
  useFollowQueuedSaves();
  const label = saveJobName(saved, jobTitle);
  const toggle = async () => {
    setBusy(true);
    const result = await saveJob(jobId, !saved, jobTitle);
    setBusy(false);
    if (result) onChanged?.(result.saved);
  };
  return (
    <Stack gap={0} align="center">
      {/* the browser's own tooltip (title): a floating tooltip on every card cost each list's first
          render a floating-position engine per card */}
      <ActionIcon
        aria-describedby={pending ? waitingId : undefined}
        variant="subtle"
        color="brand"
        size="input-sm"
        aria-label={label}
        aria-busy={busy}
        title={label}
        onClick={toggle}
      >
        {saved ? <IconBookmarkFilled size={22} aria-hidden /> : <IconBookmark size={22} aria-hidden />}
      </ActionIcon>
      {pending ? (
        <Text id={waitingId} size="xs" c="dark.6" ta="center" maw={72} lh={1.2}>
          {WAITING_TO_SEND}
        </Text>
      ) : null}
    </Stack>
  );
}
