import { extensionsOf, type FileRule, kindByName } from '@contract/files';

/** What the app checks of a chosen file before it is sent (the server checks its content). */
export type FileCheckRule = Pick<FileRule, 'kinds' | 'maxBytes' | 'wrongKindMessage' | 'tooLargeMessage'>;

/**
 * The rule's message for a file the rule refuses, or null: the kind by the name's extension
 * (case-insensitive), then the size.
 */
export function fileProblem(file: { name: string; size: number }, rule: FileCheckRule): string | null {
  const kind = kindByName(file.name);
  if (kind === null || !rule.kinds.includes(kind)) return rule.wrongKindMessage;
  if (file.size > rule.maxBytes) return rule.tooLargeMessage;
  return null;
}

/** The file picker's `accept` list, e.g. '.pdf,.doc,.docx'. */
export function acceptOf(rule: Pick<FileRule, 'kinds'>): string {
  return extensionsOf(rule.kinds).join(',');
}

/** 'PDF, DOC, DOCX' */
export function kindNames(rule: Pick<FileRule, 'kinds'>): string {
  return rule.kinds.map((kind) => (kind === 'jpeg' ? 'JPG' : kind.toUpperCase())).join(', ');
}

/** 5242880 -> '5MB', 1536 -> '1.5 KB' (shown beside a chosen file). */
export function sizeText(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb && bytes % mb === 0) return `${bytes / mb}MB`;
  if (bytes >= mb) return `${(bytes / mb).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}
