import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/** A layout's header and its main landmark (the skip link's target). */
export function PageShell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      {header}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </Box>
    </>
  );
}
