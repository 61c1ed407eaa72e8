import { UPLOAD_MAX_BYTES } from './limits';

/**
 * What an upload may be. The server decides a file's kind by its content (magic bytes), never by
 * its name or declared type; the app checks the name's extension first, to answer at once.
 */
export const FILE_KINDS = ['pdf', 'doc', 'docx', 'jpeg', 'png', 'webm', 'ogg'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The extensions each kind goes by (lower case, with the dot). */
export const FILE_KIND_EXTENSIONS: Readonly<Record<FileKind, readonly string[]>> = {
  pdf: ['.pdf'],
  doc: ['.doc'],
  docx: ['.docx'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webm: ['.webm'],
  ogg: ['.ogg', '.oga', '.opus'],
};

/** A file part of a multipart call: the kinds it takes, its size limit and its messages. */
export interface FileRule {
  readonly kinds: readonly FileKind[];
  readonly maxBytes: number;
  /** Refused without it. */
  readonly required?: boolean;
  readonly wrongKindMessage: string;
  readonly tooLargeMessage: string;
  readonly missingMessage?: string;
  /** Several parts of this name may come, at most this many (the handler gets a list). */
  readonly maxCount?: number;
}

export const DOCUMENT_KINDS = ['pdf', 'doc', 'docx'] as const satisfies readonly FileKind[];
export const IMAGE_KINDS = ['jpeg', 'png'] as const satisfies readonly FileKind[];

/** signed-out-and-onboarding.md §5: certificate and education documents. */
export const DOCUMENT_WRONG_KIND = 'Only PDF, DOC, or DOCX files are allowed';
export const FILE_OVER_5MB = 'File size exceeds 5MB limit.';

/** A document part (PDF, DOC, DOCX) of at most 5MB. */
export function documentRule(options: Partial<FileRule> = {}): FileRule {
  return {
    kinds: DOCUMENT_KINDS,
    maxBytes: UPLOAD_MAX_BYTES,
    wrongKindMessage: DOCUMENT_WRONG_KIND,
    tooLargeMessage: FILE_OVER_5MB,
    ...options,
  };
}

/** The extensions of a rule's kinds, e.g. ['.pdf', '.doc', '.docx']. */
export function extensionsOf(kinds: readonly FileKind[]): string[] {
  return kinds.flatMap((kind) => FILE_KIND_EXTENSIONS[kind]);
}

/** The kind a file name's extension claims (case-insensitive), or null. */
export function kindByName(name: string): FileKind | null {
  const lower = name.toLowerCase();
  for (const kind of FILE_KINDS) {
    if (FILE_KIND_EXTENSIONS[kind].some((ext) => lower.endsWith(ext))) return kind;
  }
  return null;
}
