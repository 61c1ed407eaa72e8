import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useSaveJob } from './use-save-job';

export interface SaveJobToggleProps {
  jobId: number;
  jobTitle: string;
  saved: boolean;
  /** Called after the server (or the queue) took the change, e.g. to drop the card from the saved list. */
  onChanged?: (saved: boolean) => void;
}

/** The save toggle of every job card (§4): a pressed button named Save / Saved. */
export function SaveJobToggle({ jobId, jobTitle, saved, onChanged }: SaveJobToggleProps) {
  const saveJob = useSaveJob();
  const [busy, setBusy] = useState(false);
  const label = saved ? 'Saved' : 'Save';
  const toggle = async () => {
    setBusy(true);
    const result = await saveJob(jobId, !saved);
    setBusy(false);
    if (result) onChanged?.(result.saved);
  };
  return (
    <Tooltip label={saved ? `Saved: ${jobTitle}` : `Save ${jobTitle}`} withinPortal>
      <ActionIcon
        variant="subtle"
        color="brand"
        size="lg"
        aria-label={label}
        aria-pressed={saved}
        aria-busy={busy}
        onClick={toggle}
      >
        {saved ? <IconBookmarkFilled size={22} aria-hidden /> : <IconBookmark size={22} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
