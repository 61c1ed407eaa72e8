import { PUSH_OFF, pushKey, removePushSubscription, savePushSubscription } from '@contract/push';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireCandidate, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';
import { removeSubscription, saveSubscription } from '../services/delivery/push/subscriptions';
import { HttpError } from '../validate';

/** Web Push (issue 25): the VAPID public key and the caller's own subscriptions. */
export function pushRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireCandidate(deps);

  route(routes, pushKey, guard, () => ({
    success: true,
    message: 'Push key fetched successfully',
    result: { public_key: deps.config.vapid?.publicKey ?? null },
  }));

  route(routes, savePushSubscription, guard, async (c, input) => {
    if (!deps.config.vapid) throw new HttpError(409, PUSH_OFF, 'push_off');
    await saveSubscription(deps, c.get('user').id, input);
    return {
      success: true,
      message: 'Notifications turned on for this device',
      result: { subscribed: true },
    };
  });

  route(routes, removePushSubscription, guard, async (c, input) => ({
    success: true,
    message: 'Notifications turned off for this device',
    result: { removed: await removeSubscription(deps, c.get('user').id, input.endpoint) },
  }));

  return routes;
}
