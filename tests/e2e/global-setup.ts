/**
 * Runs once before the journeys: builds dist/ when it is missing or older than its sources
 * (scripts/lib/build.mjs, the check `npm start` makes), so every worker's server serves it as it is.
 */
import { ensureBuild } from '../../scripts/lib/build.mjs';

export default function globalSetup(): void {
  if (!ensureBuild({ quiet: true })) throw new Error('The build failed (see above), so no journey can run.');
}
