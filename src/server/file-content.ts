import type { FileKind } from '../contract/files';

/**
 * What a file is by its content (magic bytes), never by its name or declared type:
 * PDF `%PDF`, DOC the OLE compound header, DOCX a zip holding a `word/` entry, JPEG FF D8 FF,
 * PNG its 8-byte signature, WebM an EBML header (1A 45 DF A3) whose DocType is `webm`, Ogg
 * its capture pattern `OggS` (version 0). Anything else is null.
 */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && zipHasWordEntry(bytes)) return 'docx';
  if (startsWith(bytes, EBML_MAGIC) && ebmlDocTypeIsWebm(bytes)) return 'webm';
  if (startsWith(bytes, OGG_MAGIC) && bytes.length >= 27 && bytes[4] === 0) return 'ogg';
  return null;
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const OGG_MAGIC = [0x4f, 0x67, 0x67, 0x53]; // 'OggS'
const DOCTYPE_ID = [0x42, 0x82];
const WEBM = [0x77, 0x65, 0x62, 0x6d]; // 'webm'

/**
 * True when the EBML header (the element after the magic, at most 64 bytes here) holds a
 * DocType element (42 82) whose value is `webm`, as MediaRecorder's recordings do; a Matroska
 * (`matroska`) or other EBML file is not WebM audio.
 */
function ebmlDocTypeIsWebm(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 64);
  for (let at = EBML_MAGIC.length; at + DOCTYPE_ID.length < end; at++) {
    if (bytes[at] !== DOCTYPE_ID[0] || bytes[at + 1] !== DOCTYPE_ID[1]) continue;
    // the size is an EBML variable-length integer: its first byte's leading zeros give its length
    const first = bytes[at + 2] ?? 0;
    const length = Math.clz32(first) - 23;
    if (length < 1 || length > 8 || at + 2 + length > end) continue;
    let size = first & (0xff >> length);
    for (let i = 1; i < length; i++) size = size * 256 + bytes[at + 2 + i];
    const value = at + 2 + length;
    if (size !== WEBM.length || value + size > bytes.length) continue;
    if (WEBM.every((byte, i) => bytes[value + i] === byte)) return true;
  }
  return false;
}

/** The Content-Type a stored file is answered with. */
export const CONTENT_TYPES: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
};

/** The extension a stored file's server-chosen name gets. */
export const STORED_EXTENSIONS: Readonly<Record<FileKind, string>> = {
  pdf: '.pdf',
  doc: '.doc',
  docx: '.docx',
  jpeg: '.jpg',
  png: '.png',
  webm: '.webm',
  ogg: '.ogg',
};

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  if (bytes.length < signature.length) return false;
  return signature.every((byte, i) => bytes[i] === byte);
}

const WORD_PREFIX = [0x77, 0x6f, 0x72, 0x64, 0x2f]; // 'word/'

/**
 * True when the zip's central directory (found from its end record) names an entry under
 * `word/`, as every Word document does; falls back to walking the local headers when the end
 * record is missing or inconsistent.
 */
function zipHasWordEntry(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const nameIsWord = (at: number, length: number) =>
    length >= WORD_PREFIX.length &&
    at + length <= bytes.length &&
    WORD_PREFIX.every((byte, i) => bytes[at + i] === byte);

  // End of central directory: 22 bytes plus a comment of at most 65535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (u32(at) !== 0x06054b50) continue;
    const count = u16(at + 10);
    let entry = u32(at + 16);
    for (let i = 0; i < count && entry + 46 <= bytes.length; i++) {
      if (u32(entry) !== 0x02014b50) break;
      const nameLength = u16(entry + 28);
      if (nameIsWord(entry + 46, nameLength)) return true;
      entry += 46 + nameLength + u16(entry + 30) + u16(entry + 32);
    }
    break;
  }
  // Local file headers, one after another (sizes known unless a data descriptor follows).
  let at = 0;
  while (at + 30 <= bytes.length && u32(at) === 0x04034b50) {
    const nameLength = u16(at + 26);
    if (nameIsWord(at + 30, nameLength)) return true;
    const flags = u16(at + 6);
    if (flags & 0x08) return false;
    at += 30 + nameLength + u16(at + 28) + u32(at + 18);
  }
  return false;
}
