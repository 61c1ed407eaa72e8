import type { Context } from 'hono';
import type { Endpoint, RequestOutput } from '../contract/endpoint';
import type { FileKind, FileRule } from '../contract/files';
import { detectFileKind } from './file-content';
import { HttpError, isJsonType, REQUEST_MAX_BYTES, readBodyBytes, readJson, validate } from './validate';

/** A file part that passed its rule: its kind by content, its bytes and the name it was sent with. */
export interface UploadedFile {
  /** the name the client gave (path and control characters removed, at most 255 characters) */
  name: string;
  kind: FileKind;
  bytes: Uint8Array;
  size: number;
}

/**
 * The checked file parts of a multipart endpoint, by part name (absent when not sent): one file,
 * or for a rule with `maxCount` the list of the parts of that name, in the order sent.
 */
export type FilesOf<E extends Endpoint> = {
  [K in keyof NonNullable<E['files']>]?: NonNullable<E['files']>[K] extends { maxCount: number }
    ? UploadedFile[]
    : UploadedFile;
};

export const MALFORMED_MULTIPART = 'Malformed multipart body';
export const WRONG_CONTENT_TYPE = 'Content-Type must be multipart/form-data or application/json';

const NAME_MAX = 255;

/**
 * Reads a multipart endpoint's request: multipart/form-data (text parts validated by the
 * endpoint's `request`, file parts checked against its `files` rules by content), or
 * application/json (text fields only, no files). Refuses, with `{success:false, message, code}`:
 * - another content type: 415 `unsupported_media_type`
 * - a body past REQUEST_MAX_BYTES: 413 `body_too_large`; an unreadable one: 400
 * - a part given twice (but a file part whose rule has `maxCount`: up to that many, more is 400
 *   `validation_failed`), a file in a text field, a text in a file field, an unknown file part: 400
 * - a text part whose bytes are not UTF-8: 400 `validation_failed` ('{name} is not valid UTF-8'),
 *   never read as U+FFFD
 * - a text part failing the schema: 400 with the first issue's message
 * - a file over its rule's maxBytes: 413 `file_too_large` with the rule's tooLargeMessage
 * - a file whose content is not one of the rule's kinds: 400 `file_type_not_allowed` with its
 *   wrongKindMessage; a required file missing: 400 with its missingMessage
 */
export async function readMultipart<E extends Endpoint>(
  c: Context,
  endpoint: E,
): Promise<{ input: RequestOutput<E>; files: FilesOf<E> }> {
  const rules: Readonly<Record<string, FileRule>> = endpoint.files ?? {};
  const header = c.req.header('content-type') ?? '';
  const type = header.split(';')[0].trim().toLowerCase();
  if (isJsonType(type)) {
    const input = endpoint.request ? await readJson(c, endpoint.request) : undefined;
    checkRequired(rules, {});
    return { input: input as RequestOutput<E>, files: {} as FilesOf<E> };
  }
  if (type !== 'multipart/form-data') throw new HttpError(415, WRONG_CONTENT_TYPE, 'unsupported_media_type');

  const bytes = await readBodyBytes(c, REQUEST_MAX_BYTES);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': header } }).formData();
  } catch {
    throw new HttpError(400, MALFORMED_MULTIPART, 'validation_failed');
  }

  const text: Record<string, string> = {};
  const sent: Record<string, File[]> = {};
  for (const [name, value] of form.entries()) {
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    const repeatable = rule?.maxCount !== undefined && typeof value !== 'string';
    if (name in text || (name in sent && !repeatable)) {
      throw new HttpError(400, `${name} is given more than once`, 'validation_failed');
    }
    if (typeof value === 'string') {
      if (Object.hasOwn(rules, name)) throw new HttpError(400, `${name} must be a file`, 'validation_failed');
      text[name] = value;
    } else {
      if (!Object.hasOwn(rules, name)) {
        throw new HttpError(400, `${name} must not be a file`, 'validation_failed');
      }
      // an empty file input of a plain form sends a nameless empty part: nothing chosen
      if (value.size === 0 && value.name === '') continue;
      const list = sent[name] ?? [];
      list.push(value);
      sent[name] = list;
      const most = rules[name].maxCount;
      if (most !== undefined && list.length > most) {
        throw new HttpError(400, `At most ${most} ${name} files may be sent at once`, 'validation_failed');
      }
    }
  }

  // the parser reads text parts as UTF-8, replacing what is not: a U+FFFD may hide bytes to refuse
  if (Object.values(text).some((value) => value.includes('\uFFFD'))) {
    const notUtf8 = textPartNotUtf8(bytes, header);
    if (notUtf8 !== null) throw new HttpError(400, `${notUtf8} is not valid UTF-8`, 'validation_failed');
  }
  const input = endpoint.request ? await validate(endpoint.request, text) : undefined;

  const files: Record<string, UploadedFile | UploadedFile[]> = {};
  for (const [name, list] of Object.entries(sent)) {
    const rule = rules[name];
    const checked: UploadedFile[] = [];
    for (const file of list) checked.push(await checkFile(file, name, rule));
    files[name] = rule.maxCount === undefined ? checked[0] : checked;
  }
  checkRequired(rules, files);
  return { input: input as RequestOutput<E>, files: files as FilesOf<E> };
}

/**
 * The name of the first text part (a part without a filename) of a multipart body whose bytes are
 * not UTF-8, or null. The body was parsed already (it is well formed); this reads its parts' raw
 * bytes again, since the parser answers text parts decoded with U+FFFD for each bad sequence.
 */
function textPartNotUtf8(body: Uint8Array, contentType: string): string | null {
  const boundary = /;\s*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return null;
  // one character a byte, so the positions and the bytes are the body's own
  const raw = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('latin1');
  const strict = new TextDecoder('utf-8', { fatal: true });
  for (const chunk of raw.split(`--${boundary}`).slice(1)) {
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd === -1) continue;
    const headers = chunk.slice(0, headerEnd);
    const name = /\bname="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined || /\bfilename\*?=/i.test(headers)) continue;
    const content = chunk.slice(headerEnd + 4).replace(/\r\n$/, '');
    try {
      strict.decode(Buffer.from(content, 'latin1'));
    } catch {
      return name;
    }
  }
  return null;
}

/** A file part against its rule: size first (413), then its kind by content (400). */
async function checkFile(file: File, name: string, rule: FileRule): Promise<UploadedFile> {
  if (file.size > rule.maxBytes) throw new HttpError(413, rule.tooLargeMessage, 'file_too_large');
  const content = new Uint8Array(await file.arrayBuffer());
  const kind = await detectFileKind(content);
  if (!kind || !rule.kinds.includes(kind)) {
    throw new HttpError(400, rule.wrongKindMessage, 'file_type_not_allowed');
  }
  return { name: cleanFileName(file.name, name), kind, bytes: content, size: content.byteLength };
}

function checkRequired(rules: Readonly<Record<string, FileRule>>, files: Record<string, unknown>): void {
  for (const [name, rule] of Object.entries(rules)) {
    const given = files[name];
    if (rule.required && (!given || (Array.isArray(given) && given.length === 0))) {
      throw new HttpError(400, rule.missingMessage ?? `${name} is required`, 'validation_failed');
    }
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001F\u007F"]/g;

/** The sent file name without any folder part or control characters, at most 255 characters. */
export function cleanFileName(sent: string, fallback: string): string {
  const base = sent.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_NAME_CHARACTERS, '').trim();
  if (clean === '') return fallback;
  return clean.length > NAME_MAX ? clean.slice(clean.length - NAME_MAX) : clean;
}
