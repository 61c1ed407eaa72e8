import { fileTypeFromBuffer } from 'file-type';
import type { FileKind } from '../contract/files';

/**
 * The kinds we take, by what `file-type` reads from the content (magic bytes and structure,
 * never the name or declared type): PDF, DOC (an OLE compound file, `cfb`), DOCX (a zip whose
 * `[Content_Types].xml` names a Word document), JPEG, PNG (an animated one too), WebM (EBML with
 * DocType `webm`; Matroska is not) and Ogg in any of its flavours (Opus, Vorbis, Speex...).
 */
const KIND_OF_TYPE: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  cfb: 'doc',
  docx: 'docx',
  jpg: 'jpeg',
  png: 'png',
  apng: 'png',
  webm: 'webm',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  spx: 'ogg',
  ogv: 'ogg',
  ogm: 'ogg',
  ogx: 'ogg',
};

/** An Ogg page's stream structure version (the byte after `OggS`): only 0 exists. */
const OGG_VERSION_AT = 4;

/**
 * What a file is by its content, never by its name or declared type (`file-type`, mapped to our
 * kinds by KIND_OF_TYPE); anything else, and anything `file-type` cannot read, is null.
 */
export async function detectFileKind(bytes: Uint8Array): Promise<FileKind | null> {
  let ext: string | undefined;
  try {
    ext = (await fileTypeFromBuffer(bytes))?.ext;
  } catch {
    return null;
  }
  const kind = ext ? (KIND_OF_TYPE[ext] ?? null) : null;
  if (kind === 'ogg' && bytes[OGG_VERSION_AT] !== 0) return null;
  return kind;
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
