import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';
import { DeferredToasts } from './ui/deferred-toasts';

export interface AppProvidersProps {
  children: ReactNode;
}

/**
 * Mantine (theme, notifications) around the app or a test. The theme's CSS variables and Mantine's
 * global classes are in index.html, made at build time (theme-css.tsx), not rendered here. TanStack Query is not here: the
 * signed-in layout provides it (offline/app-query-provider.tsx), so signed-out screens never load it.
 */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <DeferredToasts />
      {children}
    </MantineProvider>
  );
}
