/**
 * The e-mails' two parts (issue 25 §1): every e-mail has a plain-text part and a simple HTML part
 * made from the same paragraphs, with every value escaped in the HTML (names, job titles and
 * company names are what people typed).
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The text as HTML text or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** U+2060 WORD JOINER: invisible, and no address, so a mail client's linkifier stops at it. */
const WORD_JOINER = '\u2060';

/**
 * Text someone typed, with whatever reads as a web or e-mail address broken for mail clients'
 * automatic links (issue 35 H10: a recruiter's message must not arrive as a link): an invisible
 * word joiner after each `://`, after each dot between two letters or digits and before each `@`
 * between them. It reads the same; the address no longer opens with a tap.
 */
export function unlinked(text: string): string {
  return text
    .replace(/:\/\//g, `:${WORD_JOINER}//`)
    .replace(/([\p{L}\p{N}_-])\.(?=[\p{L}\p{N}])/gu, `$1.${WORD_JOINER}`)
    .replace(/([\p{L}\p{N}_.-])@(?=[\p{L}\p{N}])/gu, `$1${WORD_JOINER}@`);
}

/** A file sent with an e-mail (issue 36: an interview's .ics, text/calendar; method=REQUEST). */
export interface MailAttachment {
  filename: string;
  /** its full Content-Type, parameters included */
  contentType: string;
  /** its text (UTF-8) */
  content: string;
}

export interface MailContent {
  subject: string;
  /** the message, one paragraph each */
  paragraphs: string[];
  /** a button-like link after the paragraphs (an absolute URL) */
  link?: { text: string; href: string };
  /** a last, smaller line (why they get it, how to stop it) */
  footer?: string;
  /** files sent with it */
  attachments?: MailAttachment[];
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** The subject, the plain-text part and the HTML part of an e-mail. */
export function composeMail(content: MailContent): ComposedMail {
  const text = [
    ...content.paragraphs,
    ...(content.link ? [`${content.link.text}: ${content.link.href}`] : []),
    ...(content.footer ? [`--\n${content.footer}`] : []),
  ].join('\n\n');
  const paragraphs = content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  const link = content.link
    ? `<p><a href="${escapeHtml(content.link.href)}" style="display:inline-block;padding:10px 16px;background:#1c64f2;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(content.link.text)}</a></p>`
    : '';
  const footer = content.footer
    ? `<p style="color:#555555;font-size:13px">${escapeHtml(content.footer)}</p>`
    : '';
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    '<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">' +
    `${paragraphs.join('')}${link}${footer}</body></html>`;
  return {
    subject: content.subject,
    text,
    html,
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  };
}
