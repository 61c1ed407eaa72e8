import { escapeHtml } from '../delivery/email/compose';

/**
 * The pages of the digest's unsubscribe link (routes/digest-unsubscribe.ts): small, server-made
 * HTML that needs no session, no script and no app: the question with its button (a GET never
 * unsubscribes: mail scanners open links), the answer once done, and the refusals in plain words.
 */

export const UNSUBSCRIBE_TITLE = 'Unsubscribe from the job digest?';
export const UNSUBSCRIBE_BUTTON = 'Unsubscribe';
export const UNSUBSCRIBED_TITLE = 'You are unsubscribed';
export const UNSUBSCRIBED_TEXT =
  'You will get no more daily job digest e-mails. E-mails about your applications and messages still come while Email alerts is on.';
export const TURN_BACK_ON_TEXT =
  'To get the digest again, sign in and tick Daily digest in the Preferences card of your dashboard.';
export const STALE_LINK_TITLE = 'Your daily digest stays on';
export const STALE_LINK_TEXT =
  'You turned Daily digest on after this e-mail was sent, so this older link changes nothing. To stop the digest, use the link in your newest digest, or sign in and untick Daily digest in the Preferences card of your dashboard.';
export const EXPIRED_LINK_TITLE = 'This unsubscribe link has expired';
export const EXPIRED_LINK_TEXT =
  'Unsubscribe links work for 60 days. Use the link in your newest digest, or sign in and untick Daily digest in the Preferences card of your dashboard.';
export const BAD_LINK_TITLE = 'This unsubscribe link is not complete';
export const UNKNOWN_LINK_TITLE = 'This unsubscribe link is not valid';
export const BAD_LINK_TEXT =
  'Open the link from the e-mail again, or copy all of it. You can also sign in and untick Daily digest in the Preferences card of your dashboard.';
export const NOT_ONE_CLICK_TITLE = 'Please use the Unsubscribe button';
export const NOT_ONE_CLICK_TEXT =
  'The request did not say List-Unsubscribe=One-Click. Open the link from the e-mail and press Unsubscribe.';

const STYLE =
  'body{margin:0;font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#f5f7fa}' +
  'main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}' +
  'h1{font-size:1.5rem;margin:0 0 1rem}' +
  'button{font:inherit;font-weight:bold;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1c64f2;color:#fff;cursor:pointer}' +
  'button:focus-visible,a:focus-visible{outline:2px solid #1a1a1a;outline-offset:2px}' +
  'a{color:#1547b8}';

function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)} | RCM Careers</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const DASHBOARD_LINK = '<p><a href="/dashboard">Open your dashboard</a></p>';

/** The question: its form POSTs the RFC 8058 body to the same link. */
export function confirmPage(action: string): string {
  return page(
    UNSUBSCRIBE_TITLE,
    paragraph(
      'You get a daily e-mail of new jobs for your saved searches while Daily digest is on. Unsubscribing stops this digest only.',
    ) +
      `<form method="post" action="${escapeHtml(action)}">` +
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
      `<button type="submit">${UNSUBSCRIBE_BUTTON}</button></form>`,
  );
}

/** Done (and said again however often). */
export function unsubscribedPage(): string {
  return page(
    UNSUBSCRIBED_TITLE,
    paragraph(UNSUBSCRIBED_TEXT) + paragraph(TURN_BACK_ON_TEXT) + DASHBOARD_LINK,
  );
}

/** An older link than the candidate's last opt-in: nothing changed. */
export function stalePage(): string {
  return page(STALE_LINK_TITLE, paragraph(STALE_LINK_TEXT) + DASHBOARD_LINK);
}

/**
 * A link that is no token (400), no digest's (404) or too old (410), or a POST without the
 * one-click body.
 */
export function refusalPage(reason: 'bad' | 'unknown' | 'expired' | 'not-one-click'): string {
  if (reason === 'not-one-click') return page(NOT_ONE_CLICK_TITLE, paragraph(NOT_ONE_CLICK_TEXT));
  if (reason === 'expired') {
    return page(EXPIRED_LINK_TITLE, paragraph(EXPIRED_LINK_TEXT) + DASHBOARD_LINK);
  }
  return page(reason === 'bad' ? BAD_LINK_TITLE : UNKNOWN_LINK_TITLE, paragraph(BAD_LINK_TEXT));
}
