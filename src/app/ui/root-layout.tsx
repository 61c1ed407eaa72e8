import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { OfflineBanner } from '../offline/offline-banner';
import { MAIN_CONTENT_ID } from './page-shell';
import { useRouteTitleAndFocus } from './page-title';

/** Every screen: its page title and heading focus (page-title.ts), the offline banner, a skip link for keyboard users, then the route's layout. */
export function RootLayout() {
  useRouteTitleAndFocus();
  return (
    <Box mih="100dvh" bg="gray.0" style={{ overflowX: 'clip' }}>
      <OfflineBanner />
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <Outlet />
    </Box>
  );
}
