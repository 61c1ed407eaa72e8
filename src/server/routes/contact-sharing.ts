import { answerContactRequest, contactSharing, withdrawContactShare } from '@contract/contact-sharing';
import { profileSightings } from '@contract/profile-sightings';
import { Hono } from 'hono';
import { type AppDeps, eventBusOf } from '../deps';
import { requireCandidate, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';
import { answerContactQuestion, candidateShares, withdrawContact } from '../services/contact/contact-shares';
import { candidateSightings } from '../services/contact/profile-sightings';

/**
 * The candidate's contact sharing (issue 37 §3): the open questions and the shares, the answer
 * (idempotent, queueable: applied once) and the withdrawal, each answering the list as it now is;
 * and who saw my profile.
 */
export function contactSharingRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireCandidate(deps);
  const sharesOf = async (userId: number) => ({ shares: await candidateShares(deps.db, userId) });

  route(routes, contactSharing, guard, async (c) => ({
    success: true,
    result: await sharesOf(c.get('user').id),
  }));

  route(routes, answerContactRequest, guard, async (c, input) => {
    const userId = c.get('user').id;
    await eventBusOf(deps).transaction((tx) =>
      answerContactQuestion(tx, { userId, companyId: input.company_id, share: input.share, now: deps.now() }),
    );
    return { success: true, result: await sharesOf(userId) };
  });

  route(routes, withdrawContactShare, guard, async (c, input) => {
    const userId = c.get('user').id;
    await eventBusOf(deps).transaction((tx) =>
      withdrawContact(tx, { userId, companyId: input.company_id, now: deps.now() }),
    );
    return { success: true, result: await sharesOf(userId) };
  });

  // who saw my profile (issue 37 §3)
  route(routes, profileSightings, guard, async (c) => ({
    success: true,
    result: { sightings: await candidateSightings(deps.db, c.get('user').id) },
  }));

  return routes;
}
