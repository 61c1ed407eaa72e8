/**
 * The theme's CSS variables and Mantine's global classes as one stylesheet, made at build time
 * (vite.config.ts writes it into index.html's <head>) instead of by MantineProvider on every start.
 * Mantine computes them at run time from the theme: about 20 ms of a cheap phone's start-up, in
 * the long task that evaluates the bundle (its default variables at module level) and in the first
 * render. The app's provider therefore runs with `withCssVariables` and `withGlobalClasses` off
 * (app-providers.tsx), and the client bundle replaces Mantine's variables component with an empty
 * one (mantine-css-variables-stub.ts).
 *
 * The markup is MantineProvider's own (rendered here with both on and no children), so the
 * variables are exactly those Mantine would have rendered at run time.
 */
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from './theme';

/** The <style> elements MantineProvider renders for the theme (variables, then global classes). */
export function themeStyleElements(): string {
  return renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {null}
    </MantineProvider>,
  );
}
