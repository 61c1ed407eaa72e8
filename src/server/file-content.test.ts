import { describe, expect, it } from 'vitest';
import { detectFileKind } from './file-content';
import { contentTypesOf, SAMPLE_FILES, zipOf } from './test-kits/upload-fixtures';

describe('detectFileKind', () => {
  it('knows each kind by its magic bytes', async () => {
    expect(await detectFileKind(SAMPLE_FILES.pdf())).toBe('pdf');
    expect(await detectFileKind(SAMPLE_FILES.doc())).toBe('doc');
    expect(await detectFileKind(SAMPLE_FILES.docx())).toBe('docx');
    expect(await detectFileKind(SAMPLE_FILES.jpeg())).toBe('jpeg');
    expect(await detectFileKind(SAMPLE_FILES.png())).toBe('png');
  });

  it('knows WebM by its EBML header with DocType webm, and Ogg by OggS', async () => {
    expect(await detectFileKind(SAMPLE_FILES.webm())).toBe('webm');
    expect(await detectFileKind(SAMPLE_FILES.ogg())).toBe('ogg');
    // a recording's first page names its codec: Opus (Firefox's MediaRecorder) is Ogg too
    const opus = SAMPLE_FILES.ogg();
    opus.set(new TextEncoder().encode('OpusHead'), 28);
    expect(await detectFileKind(opus)).toBe('ogg');
    // a two-byte size of the DocType (40 04) is the same DocType
    const wide = SAMPLE_FILES.webm();
    const at = wide.indexOf(0x82) + 1;
    const widened = new Uint8Array([...wide.slice(0, at), 0x40, 0x04, ...wide.slice(at + 1)]);
    expect(await detectFileKind(widened)).toBe('webm');
  });

  it('refuses EBML that is not WebM, a bare magic, a truncated Ogg page and audio-looking names', async () => {
    expect(await detectFileKind(SAMPLE_FILES.matroska())).toBeNull();
    expect(await detectFileKind(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]))).toBeNull();
    expect(
      await detectFileKind(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62])),
    ).toBeNull();
    expect(await detectFileKind(new Uint8Array([0x4f, 0x67, 0x67, 0x53, 0x00, 0x02]))).toBeNull();
    const oggVersion1 = SAMPLE_FILES.ogg();
    oggVersion1[4] = 1;
    expect(await detectFileKind(oggVersion1)).toBeNull();
    expect(
      await detectFileKind(new TextEncoder().encode('webm OggS not audio at all, just text')),
    ).toBeNull();
  });

  it('refuses a zip without a word/ entry, plain text, empty and truncated headers', async () => {
    expect(await detectFileKind(SAMPLE_FILES.zip())).toBeNull();
    expect(await detectFileKind(SAMPLE_FILES.text())).toBeNull();
    expect(await detectFileKind(new Uint8Array(0))).toBeNull();
    expect(await detectFileKind(new Uint8Array([0x25, 0x50, 0x44]))).toBeNull();
    expect(await detectFileKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toBeNull();
  });

  it('knows a Word document by its content types, also when the zip has no end record', async () => {
    const zip = SAMPLE_FILES.docx();
    expect(await detectFileKind(zip.slice(0, zip.length - 22))).toBe('docx');
    // a zip whose content types name no Word document, or that has none, is no Word document
    expect(
      await detectFileKind(zipOf([contentTypesOf('presentationml.presentation'), 'ppt/p.xml'])),
    ).toBeNull();
    expect(await detectFileKind(zipOf(['wordy.xml']).slice(0, -22))).toBeNull();
  });
});
