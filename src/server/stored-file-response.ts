import type { FileKind } from '../contract/files';
import { CONTENT_TYPES, STORED_EXTENSIONS } from './file-content';

/**
 * The one way a stored file (an upload, a photo, a recording) is served (issue 35, H15 and 'one
 * rule per primitive'): its kind's Content-Type, its length, `Cache-Control: private` (a shared
 * cache never keeps it; `maxAge` for a name whose bytes never change), `X-Content-Type-Options:
 * nosniff`, and, when it has a name to offer, a Content-Disposition (RFC 6266) with a safe name
 * that ends with its kind's extension.
 */

/** Extensions a name may already end with for each kind (the first is the one added). */
const EXTENSIONS: Readonly<Record<FileKind, readonly string[]>> = {
  pdf: ['.pdf'],
  doc: ['.doc'],
  docx: ['.docx'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webm: ['.webm'],
  ogg: ['.ogg', '.oga'],
};
const NAME_MAX = 120;

/**
 * The file name a download offers: the candidate's name without folders, control characters,
 * quotes, backslashes, characters Windows refuses or leading dots, at most NAME_MAX characters,
 * ending with the kind's extension (added when it has another, e.g. 'cv.html' -> 'cv.html.pdf').
 */
export function safeFileName(name: string, kind: FileKind, fallback = 'file'): string {
  const base = (name.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    // controls, line breaks, bidirectional marks and overrides, and what Windows refuses in a name
    .replace(/[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069"*:<>?|]/gu, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const lower = base.toLowerCase();
  const kept = EXTENSIONS[kind].find((e) => lower.endsWith(e) && lower.length > e.length);
  const stem = [...(kept ? base.slice(0, -kept.length) : base)].slice(0, NAME_MAX).join('').trim();
  return `${stem || fallback}${kept ? base.slice(-kept.length) : STORED_EXTENSIONS[kind]}`;
}

/** RFC 5987's attr-chars only: encodeURIComponent leaves ' ( ) * ! which it does not allow. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `inline` or `attachment` with the name: an ASCII fallback and the exact name (filename*). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

export interface ServedFile {
  kind: FileKind;
  size: number;
  bytes: Uint8Array;
}

export interface ServeOptions {
  /** offered as a download (`attachment`) or shown (`inline`) under this name (made safe) */
  name?: { disposition: 'inline' | 'attachment'; original: string; fallback?: string };
  /** seconds a browser may keep it (the bytes under this address never change); else none */
  immutableSeconds?: number;
}

/** The response serving a stored file, with the headers above. */
export function storedFileResponse(file: ServedFile, options: ServeOptions = {}): Response {
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[file.kind],
    'Content-Length': String(file.size),
    'Cache-Control': options.immutableSeconds
      ? `private, max-age=${options.immutableSeconds}, immutable`
      : 'private',
    'X-Content-Type-Options': 'nosniff',
  };
  if (options.name) {
    const name = safeFileName(options.name.original, file.kind, options.name.fallback);
    headers['Content-Disposition'] = contentDisposition(options.name.disposition, name);
  }
  return new Response(new Uint8Array(file.bytes), { status: 200, headers });
}
