/** The journeys' counts of a `playwright test` run and the failed ones' names (see e2e-counts.mjs). */
export function countJourneys(
  root: string,
  resultsFile: string,
  status: number,
): { passed: number; failed: number; note: string; failures: string[] };
