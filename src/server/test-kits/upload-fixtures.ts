/** Test-only: the smallest files of each kind the server recognises by content (not a test file). */

/**
 * A minimal zip (stored, no compression) holding the named entries, each with the given text
 * (an entry given as `[name, text]` with its own).
 */
export function zipOf(
  entries: readonly (string | readonly [string, string])[],
  content = 'x',
): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const [entryName, entryText] = typeof entry === 'string' ? [entry, content] : entry;
    const data = Buffer.from(entryText);
    const name = Buffer.from(entryName);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const withTail = (head: number[] | string, size = 64): Uint8Array<ArrayBuffer> => {
  const start = typeof head === 'string' ? Buffer.from(head) : Buffer.from(head);
  const bytes = new Uint8Array(Math.max(size, start.length));
  bytes.set(start);
  return bytes;
};

/** The `[Content_Types].xml` of an Office document whose main part is of `mainType`. */
export function contentTypesOf(mainType: string): readonly [string, string] {
  return [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Override PartName="/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${mainType}.main+xml"/>` +
      '</Types>',
  ];
}

/** The signature and IHDR chunk of a 1x1 PNG (RGBA, 8 bits), then an IEND chunk. */
const PNG_HEAD = [
  ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  ...[0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52],
  ...[0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00],
  ...[0x1f, 0x15, 0xc4, 0x89],
  ...[0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82],
];

export const SAMPLE_FILES = {
  pdf: () => withTail('%PDF-1.7\n%test\n'),
  doc: () => withTail([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  docx: () => zipOf([contentTypesOf('wordprocessingml.document'), 'word/document.xml']),
  jpeg: () => withTail([0xff, 0xd8, 0xff, 0xe0]),
  png: () => withTail(PNG_HEAD),
  /** a zip that is not a Word document (an .xlsx, say) */
  zip: () => zipOf([contentTypesOf('spreadsheetml.sheet'), 'xl/workbook.xml']),
  text: () => withTail('just some text, not a document'),
  /** the start of a MediaRecorder recording: the EBML header with DocType webm */
  webm: (tag = 0) => withTail([...EBML_HEADER('webm'), 0x18, 0x53, 0x80, 0x67, tag & 0xff]),
  /** a Matroska file: EBML, but not WebM */
  matroska: () => withTail(EBML_HEADER('matroska')),
  /** the first page of an Ogg stream (OggS, version 0, beginning of stream) */
  ogg: (tag = 0) => withTail([0x4f, 0x67, 0x67, 0x53, 0x00, 0x02, ...new Array(21).fill(0), tag & 0xff]),
} as const;

/** An EBML header (magic, version, limits, DocType, DocType versions). */
function EBML_HEADER(docType: string): number[] {
  const type = [...Buffer.from(docType)];
  const body = [
    ...[0x42, 0x86, 0x81, 0x01],
    ...[0x42, 0xf7, 0x81, 0x01],
    ...[0x42, 0xf2, 0x81, 0x04],
    ...[0x42, 0xf3, 0x81, 0x08],
    ...[0x42, 0x82, 0x80 | type.length, ...type],
    ...[0x42, 0x87, 0x81, 0x04],
    ...[0x42, 0x85, 0x81, 0x02],
  ];
  return [0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length, ...body];
}

/** A WebM recording of exactly `size` bytes (for the size limits). */
export function webmOfSize(size: number): Uint8Array<ArrayBuffer> {
  return withTail(EBML_HEADER('webm'), size);
}

/** A PDF of exactly `size` bytes (for the size limits). */
export function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  return withTail('%PDF-1.7\n', size);
}

/** A File as a browser would send it. */
export function fileOf(
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type = 'application/octet-stream',
): File {
  return new File([bytes], name, { type });
}
