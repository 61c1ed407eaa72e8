import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';
import { DeferredToasts } from './ui/deferred-toasts';

export interface AppProvidersProps {
  children: ReactNode;
}

/**
 * Mantine (theme, notifications) around the app or a test. TanStack Query is not here: the
 * signed-in layout provides it (offline/app-query-provider.tsx), so signed-out screens never load it.
 */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DeferredToasts />
      {children}
    </MantineProvider>
  );
}
