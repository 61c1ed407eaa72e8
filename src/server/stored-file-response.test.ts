import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName, storedFileResponse } from './stored-file-response';

describe('safeFileName (issue 35, H15)', () => {
  it.each([
    ['my cv.pdf', 'pdf', 'my cv.pdf'],
    ['MY CV.PDF', 'pdf', 'MY CV.PDF'],
    ['cv', 'pdf', 'cv.pdf'],
    ['cv.html', 'pdf', 'cv.html.pdf'],
    ['cv.pdf.exe', 'pdf', 'cv.pdf.exe.pdf'],
    ['cv.docx', 'doc', 'cv.docx.doc'],
    ['cv.doc', 'docx', 'cv.doc.docx'],
    ['resume.docx', 'docx', 'resume.docx'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\cv.doc', 'doc', 'cv.doc'],
    ['"quoted"\r\nSet-Cookie: x=1.pdf', 'pdf', '_quoted___Set-Cookie_ x=1.pdf'],
    ['cv\u202egpj.pdf', 'pdf', 'cv_gpj.pdf'],
    ['.pdf', 'pdf', 'pdf.pdf'],
    ['...', 'pdf', 'resume.pdf'],
    ['', 'docx', 'resume.docx'],
    ['.hidden.pdf', 'pdf', 'hidden.pdf'],
    ['photo.JPEG', 'jpeg', 'photo.JPEG'],
    ['Résumé 2026.pdf', 'pdf', 'Résumé 2026.pdf'],
  ] as const)('%j (%s) -> %j', (name, kind, safe) => {
    expect(safeFileName(name, kind, 'resume')).toBe(safe);
  });

  it('keeps a long name to 120 characters before its extension', () => {
    expect(safeFileName(`${'a'.repeat(300)}.pdf`, 'pdf')).toBe(`${'a'.repeat(120)}.pdf`);
  });
});

describe('contentDisposition (RFC 6266)', () => {
  it('gives an ASCII fallback and the exact name in RFC 5987 form', () => {
    expect(contentDisposition('attachment', "Résumé (final) it's 100%.pdf")).toBe(
      `attachment; filename="R_sum_ (final) it's 100_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%20it%27s%20100%25.pdf`,
    );
  });
});

describe('storedFileResponse', () => {
  const file = { kind: 'pdf' as const, size: 3, bytes: new Uint8Array([1, 2, 3]) };
  it('serves every stored file privately, unsniffed, with its type and length', async () => {
    const response = storedFileResponse(file);
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'application/pdf',
      'content-length': '3',
      'cache-control': 'private',
      'x-content-type-options': 'nosniff',
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(file.bytes);
  });

  it('names a download safely, and lets unchanging bytes be kept by the browser only', () => {
    const download = storedFileResponse(file, {
      name: { disposition: 'attachment', original: 'cv.html', fallback: 'resume' },
    });
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="cv.html.pdf"; filename*=UTF-8''cv.html.pdf`,
    );
    expect(storedFileResponse(file, { immutableSeconds: 60 }).headers.get('cache-control')).toBe(
      'private, max-age=60, immutable',
    );
  });
});
