import { ActionIcon, Button, Menu, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandWhatsapp, IconLink, IconShare } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { MenuOnFirstOpen } from './menu-on-first-open';
import { Modal } from './modal';
import { notify } from './notify';
import {
  COPY_LINK,
  COPY_REFUSED,
  COPY_THIS_LINK,
  copyLink,
  type JobShareData,
  jobShareData,
  LINK_COPIED,
  PHONE_MEDIA_QUERY,
  SHARE,
  type ShareableJob,
  shareMethod,
  shareNatively,
  WHATSAPP,
  whatsAppHref,
} from './share-job';

export interface ShareJobButtonProps {
  job: ShareableJob;
  /** 'icon' on job cards (beside the save toggle); 'button' (an icon and the word) on job detail. */
  variant?: 'icon' | 'button';
}

const dataOf = (job: ShareableJob): JobShareData =>
  jobShareData(job, typeof window === 'undefined' ? '' : window.location.origin);

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

  const onChange = (open: boolean) => {
    const data = dataOf(job);
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
    const { url } = dataOf(job);
    if (await copyLink(navigator, url)) notify.success(LINK_COPIED, { id: `share-${job.id}` });
    else setRefusedUrl(url);
  };

  return (
    <>
      <MenuOnFirstOpen
        opened={opened}
        onChange={onChange}
        position="bottom-end"
        withinPortal
        shadow="md"
        // its focus placeholder (role presentation, tabindex) fails axe inside role menu
        withInitialFocusPlaceholder={false}
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
      >
        <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={copy}>
          {COPY_LINK}
        </Menu.Item>
        <WhatsAppItem job={job} />
      </MenuOnFirstOpen>
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

/**
 * The menu's WhatsApp item, on phones only: drawn with the menu (not with every job card), the
 * screen's width read as it is drawn.
 */
function WhatsAppItem({ job }: { job: ShareableJob }) {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  if (!phone) return null;
  return (
    <Menu.Item
      component="a"
      href={whatsAppHref(dataOf(job))}
      target="_blank"
      rel="noopener noreferrer"
      leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
    >
      {WHATSAPP}
    </Menu.Item>
  );
}
