import { Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandWhatsapp, IconLink } from '@tabler/icons-react';
import { ReadyMenu } from './mantine-menu';
import type { LoadedMenuProps } from './menu-on-first-open';
import {
  COPY_LINK,
  jobShareDataHere,
  PHONE_MEDIA_QUERY,
  type ShareableJob,
  WHATSAPP,
  whatsAppHref,
} from './share-job';

export interface ShareMenuItemsProps {
  job: ShareableJob;
  /** Copy link was chosen (the button's handler: a toast, or the link to select). */
  onCopy: () => void;
}

/**
 * A job's share menu where the browser has no share sheet (ui/share-job-button.tsx), loaded at its
 * first opening: Copy link and, on phones only, WhatsApp.
 */
export function ShareMenu({ job, onCopy, ...menu }: LoadedMenuProps & ShareMenuItemsProps) {
  return (
    <ReadyMenu {...menu} position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={onCopy}>
        {COPY_LINK}
      </Menu.Item>
      <WhatsAppItem job={job} />
    </ReadyMenu>
  );
}

/** The WhatsApp item, on phones only (the screen's width read as the menu is drawn). */
function WhatsAppItem({ job }: { job: ShareableJob }) {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  if (!phone) return null;
  return (
    <Menu.Item
      component="a"
      href={whatsAppHref(jobShareDataHere(job))}
      target="_blank"
      rel="noopener noreferrer"
      leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
    >
      {WHATSAPP}
    </Menu.Item>
  );
}
