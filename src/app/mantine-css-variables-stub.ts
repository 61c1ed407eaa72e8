/**
 * Stands in for Mantine's MantineCssVariables in the client bundle (vite.config.ts aliases the
 * module MantineProvider imports it from). The app never renders it (app-providers.tsx sets
 * `withCssVariables={false}`: the variables are in index.html, see theme-css.tsx), but
 * MantineProvider imports it statically, and its module computes Mantine's default variables
 * when it is evaluated, in the bundle's start-up task.
 */
export function MantineCssVariables(): null {
  return null;
}
