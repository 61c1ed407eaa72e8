import { API_PREFIX } from '@contract/endpoint';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from '../deps';
import {
  DIGEST_UNSUBSCRIBE_PATH,
  type DigestTokenCheck,
  digestOfToken,
  unsubscribeDigest,
} from '../services/digest/saved-search-digest';
import { confirmPage, refusalPage, stalePage, unsubscribedPage } from '../services/digest/unsubscribe-page';
import { HttpError, readBodyText } from '../validate';

/** The one-click body is a few dozen bytes; anything much bigger is not one. */
const BODY_MAX_BYTES = 4096;
/** RFC 8058's body, as a form field (urlencoded) or a multipart part. */
const ONE_CLICK_PART = /name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/;

/** Whether the body is RFC 8058's `List-Unsubscribe=One-Click`. */
function isOneClick(contentType: string, body: string): boolean {
  if (contentType.toLowerCase().startsWith('multipart/form-data')) return ONE_CLICK_PART.test(body);
  return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
}

const REFUSAL = { 400: 'bad', 404: 'unknown', 410: 'expired' } as const;

const refused = (c: Context, check: Extract<DigestTokenCheck, { ok: false }>) =>
  c.html(refusalPage(REFUSAL[check.status]), check.status);

/**
 * The digest's unsubscribe link (issue 25 §1), without any session: the token in the link names
 * the digest (services/digest/saved-search-digest.ts).
 *
 * - GET: a page asking to confirm, whose button POSTs the one-click body (a GET changes nothing:
 *   mail scanners fetch links).
 * - POST with `List-Unsubscribe=One-Click` (RFC 8058: what a mail client sends, and the page's
 *   button): Daily digest off (the digest alone: Email alerts stays), answered by a page saying
 *   so; again, the same. A link issued before the candidate last turned Daily digest on changes
 *   nothing, and its page says so.
 * - A malformed token answers 400, an unknown one 404, one older than 60 days 410, a POST without
 *   the one-click body 400, each a page in plain words.
 */
export function digestUnsubscribeRoutes(deps: AppDeps): Hono {
  const router = new Hono();
  const path = DIGEST_UNSUBSCRIBE_PATH.slice(API_PREFIX.length);

  router.get(path, async (c) => {
    const token = c.req.query('token');
    const check = await digestOfToken(deps, token);
    if (!check.ok) return refused(c, check);
    return c.html(confirmPage(`${DIGEST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token ?? '')}`));
  });

  router.post(path, async (c) => {
    let body: string;
    try {
      body = await readBodyText(c, BODY_MAX_BYTES);
    } catch (error) {
      if (error instanceof HttpError) {
        return c.html(refusalPage('not-one-click'), error.status as ContentfulStatusCode);
      }
      throw error;
    }
    if (!isOneClick(c.req.header('content-type') ?? '', body)) {
      return c.html(refusalPage('not-one-click'), 400);
    }
    const check = await unsubscribeDigest(deps, c.req.query('token'));
    if (!check.ok) return refused(c, check);
    return c.html('stale' in check ? stalePage() : unsubscribedPage());
  });

  return router;
}
