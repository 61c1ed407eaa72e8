import { QUERY_ROOTS } from '@app/api/query-keys';
import { queuedCall } from '@app/api/queued-call';
import { readQueryOptions } from '@app/api/read-query';
import { getUserId } from '@app/session';
import {
  candidatePreferences,
  type Preferences,
  type PreferencesChange,
  saveCandidatePreferences,
} from '@contract/notifications';
import { DASHBOARD_PREFERENCES } from '../dashboard-preferences';

/** Persisted: the checkboxes open offline as the account last had them. */
export const preferencesQueryKey = () => [QUERY_ROOTS.preferences] as const;

/** GET /candidates/preferences: the account's preferences (preferences-card.tsx asks on each visit). */
export const preferencesQueryOptions = () => readQueryOptions(candidatePreferences, preferencesQueryKey());

/** What the outbox calls a change: the boxes it sets ('Job alerts off'). */
function changeTitle(change: PreferencesChange): string {
  return DASHBOARD_PREFERENCES.filter(({ key }) => change[key] !== undefined)
    .map(({ key, label }) => `${label} ${change[key] ? 'on' : 'off'}`)
    .join(', ');
}

/**
 * POST /candidates/preferences through the service worker's write queue: offline the worker keeps
 * it (listed in the outbox, sent in the order made); otherwise all of them as saved.
 */
export async function sendPreferences(
  change: PreferencesChange,
): Promise<{ queued: true } | { queued: false; saved: Preferences }> {
  const userId = getUserId();
  const outcome = await queuedCall(saveCandidatePreferences, change, {
    outbox:
      userId === null
        ? undefined
        : { kind: 'save_preferences', job_id: 0, title: changeTitle(change), user_id: String(userId) },
  });
  return outcome.queued ? { queued: true } : { queued: false, saved: outcome.answer.result };
}
