import { describe, expect, it } from 'vitest';
import { detectFileKind } from './file-content';
import { SAMPLE_FILES, zipOf } from './upload-fixtures';

describe('detectFileKind', () => {
  it('knows each kind by its magic bytes', () => {
    expect(detectFileKind(SAMPLE_FILES.pdf())).toBe('pdf');
    expect(detectFileKind(SAMPLE_FILES.doc())).toBe('doc');
    expect(detectFileKind(SAMPLE_FILES.docx())).toBe('docx');
    expect(detectFileKind(SAMPLE_FILES.jpeg())).toBe('jpeg');
    expect(detectFileKind(SAMPLE_FILES.png())).toBe('png');
  });

  it('refuses a zip without a word/ entry, plain text, empty and truncated headers', () => {
    expect(detectFileKind(SAMPLE_FILES.zip())).toBeNull();
    expect(detectFileKind(SAMPLE_FILES.text())).toBeNull();
    expect(detectFileKind(new Uint8Array(0))).toBeNull();
    expect(detectFileKind(new Uint8Array([0x25, 0x50, 0x44]))).toBeNull();
    expect(detectFileKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toBeNull();
  });

  it('finds word/ through the local headers when the zip has no end record', () => {
    const zip = zipOf(['word/document.xml']);
    const withoutEnd = zip.slice(0, zip.length - 22);
    expect(detectFileKind(withoutEnd)).toBe('docx');
    expect(detectFileKind(zipOf(['wordy.xml']).slice(0, -22))).toBeNull();
  });
});
