import { ActionIcon, Button, Text, TextInput } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { idleLazy } from './idle-lazy';
import { MenuOnFirstOpen } from './menu-on-first-open';
import { Modal } from './modal';
import { notify } from './notify';
import {
  COPY_REFUSED,
  COPY_THIS_LINK,
  copyLink,
  jobShareDataHere,
  LINK_COPIED,
  SHARE,
  type ShareableJob,
  shareMethod,
  shareNatively,
} from './share-job';

export interface ShareJobButtonProps {
  job: ShareableJob;
  /** 'icon' on job cards (beside the save toggle); 'button' (an icon and the word) on job detail. */
  variant?: 'icon' | 'button';
}

/** The share menu's code and items, loaded at its first opening (fetched ahead when idle). */
const ShareMenu = idleLazy(
  () => import('./share-menu'),
  (module) => module.ShareMenu,
);

/**
 * Share a job (issue 19 §3), named 'Share {job title}'. Where the browser has a share sheet (the
 * Web Share API) it opens it with the job's title, words and link; elsewhere (or when the sheet
 * refuses) a menu offers Copy link (a 'Link copied' toast; a refused clipboard shows the link to
 * select in a dialog) and, on phones only, WhatsApp (wa.me with the words and the link).
 */
export function ShareJobButton({ job, variant = 'icon' }: ShareJobButtonProps) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const [refusedUrl, setRefusedUrl] = useState<string | null>(null);
  const label = `${SHARE} ${job.job_title}`;
  ShareMenu.usePreload();

  const onChange = (open: boolean) => {
    const data = jobShareDataHere(job);
    if (open && shareMethod(navigator, data) === 'native') {
      // still within the click: the share sheet needs the person's gesture
      void shareNatively(navigator, data).then((result) => {
        if (result === 'failed') setOpened(true);
      });
      return;
    }
    setOpened(open);
  };

  const copy = async () => {
    const { url } = jobShareDataHere(job);
    if (await copyLink(navigator, url)) notify.success(LINK_COPIED, { id: `share-${job.id}` });
    else setRefusedUrl(url);
  };

  return (
    <>
      <MenuOnFirstOpen
        opened={opened}
        onChange={onChange}
        targetRef={target}
        target={
          variant === 'icon' ? (
            <ActionIcon ref={target} variant="subtle" color="brand" size="input-sm" aria-label={label}>
              <IconShare size={22} aria-hidden />
            </ActionIcon>
          ) : (
            <Button
              ref={target}
              variant="default"
              leftSection={<IconShare size={18} aria-hidden />}
              aria-label={label}
            >
              {SHARE}
            </Button>
          )
        }
        menu={ShareMenu.Component}
        menuProps={{ job, onCopy: () => void copy() }}
      />
      {/* mounted only when the clipboard refused (a dialog per card cost every list's first render) */}
      {refusedUrl === null ? null : (
        <Modal
          opened
          onClose={() => setRefusedUrl(null)}
          title={COPY_THIS_LINK}
          centered
          size="sm"
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Text size="sm" mb="sm">
            {COPY_REFUSED}
          </Text>
          <TextInput
            label="Link to this job"
            readOnly
            value={refusedUrl}
            data-autofocus
            onFocus={(event) => event.currentTarget.select()}
          />
        </Modal>
      )}
    </>
  );
}
