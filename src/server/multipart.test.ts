import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../contract/endpoint';
import { documentRule } from '../contract/files';
import { answerError } from './app';
import { route } from './route';
import { fileOf, pdfOfSize, SAMPLE_FILES, webmOfSize } from './test-kits/upload-fixtures';

const probe = endpoint({
  method: 'POST',
  path: '/probe',
  body: 'multipart',
  request: v.object({
    title: v.pipe(v.string('title is required'), v.nonEmpty('Please enter a title')),
    note: v.optional(v.string(), ''),
  }),
  files: {
    document: documentRule({
      wrongKindMessage: 'Only documents',
      tooLargeMessage: 'Too big',
      maxBytes: 1000,
    }),
    recordings: {
      kinds: ['webm', 'ogg'],
      maxBytes: 1000,
      maxCount: 3,
      wrongKindMessage: 'Only recordings',
      tooLargeMessage: 'Recording too big',
    },
    photo: {
      kinds: ['jpeg', 'png'],
      maxBytes: 1000,
      required: true,
      wrongKindMessage: 'Only photos',
      tooLargeMessage: 'Photo too big',
      missingMessage: 'Please add a photo',
    },
  },
  answer: v.any(),
  errors: [],
});

/** One multipart probe route answering what its handler received, with the app's error answers. */
function probeApp() {
  const router = new Hono();
  route(router, probe, (_c, input, files) => ({
    input,
    files: Object.fromEntries(
      Object.entries(files).map(([name, file]) => [
        name,
        Array.isArray(file)
          ? file.map((one) => ({ ...one, bytes: one.bytes.length }))
          : file && { ...file, bytes: file.bytes.length },
      ]),
    ),
  }));
  const outer = new Hono();
  outer.route('/api', router);
  outer.onError(answerError);
  return outer;
}

const app = probeApp();

async function send(body: FormData | string, contentType?: string) {
  const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
  const response = await app.request('/api/probe', { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function form(parts: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) data.append(name, value);
  return data;
}

const photo = () => fileOf(SAMPLE_FILES.png(), 'me.png', 'image/png');

describe('multipart requests', () => {
  it('hands the handler the validated text parts and the checked files', async () => {
    const answer = await send(
      form({ title: 'CV', document: fileOf(SAMPLE_FILES.docx(), 'C:\\cv\\résumé.docx'), photo: photo() }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.input).toEqual({ title: 'CV', note: '' });
    expect(answer.body.files).toEqual({
      document: {
        name: 'résumé.docx',
        kind: 'docx',
        bytes: SAMPLE_FILES.docx().length,
        size: SAMPLE_FILES.docx().length,
      },
      photo: { name: 'me.png', kind: 'png', bytes: 64, size: 64 },
    });
  });

  it('answers the first text issue with its message', async () => {
    const answer = await send(form({ title: '', photo: photo() }));
    expect(answer).toEqual({
      status: 400,
      body: { success: false, message: 'Please enter a title', code: 'validation_failed' },
    });
    expect((await send(form({ photo: photo() }))).body.message).toBe('title is required');
  });

  it('judges a file by its content, not its name or declared type', async () => {
    const disguised = fileOf(SAMPLE_FILES.text(), 'cv.pdf', 'application/pdf');
    expect(await send(form({ title: 'x', document: disguised, photo: photo() }))).toEqual({
      status: 400,
      body: { success: false, message: 'Only documents', code: 'file_type_not_allowed' },
    });
    const zip = fileOf(SAMPLE_FILES.zip(), 'cv.docx');
    expect((await send(form({ title: 'x', document: zip, photo: photo() }))).body.code).toBe(
      'file_type_not_allowed',
    );
    // a PDF is a document but not a photo
    const pdfPhoto = fileOf(SAMPLE_FILES.pdf(), 'me.png', 'image/png');
    expect((await send(form({ title: 'x', photo: pdfPhoto }))).body).toEqual({
      success: false,
      message: 'Only photos',
      code: 'file_type_not_allowed',
    });
    // a PDF named .txt is still a PDF
    const named = await send(
      form({ title: 'x', document: fileOf(SAMPLE_FILES.pdf(), 'a.txt'), photo: photo() }),
    );
    expect(named.status).toBe(200);
  });

  it("refuses a file over its rule's size with the rule's message", async () => {
    const big = fileOf(pdfOfSize(1001), 'big.pdf');
    expect(await send(form({ title: 'x', document: big, photo: photo() }))).toEqual({
      status: 413,
      body: { success: false, message: 'Too big', code: 'file_too_large' },
    });
    const exact = fileOf(pdfOfSize(1000), 'exact.pdf');
    expect((await send(form({ title: 'x', document: exact, photo: photo() }))).status).toBe(200);
  });

  it('refuses unknown file parts, files in text fields, text in file fields and repeated parts', async () => {
    const cases: [FormData, string][] = [
      [
        form({ title: 'x', photo: photo(), extra: fileOf(SAMPLE_FILES.pdf(), 'a.pdf') }),
        'extra must not be a file',
      ],
      [form({ title: fileOf(SAMPLE_FILES.pdf(), 'a.pdf'), photo: photo() }), 'title must not be a file'],
      [form({ title: 'x', photo: 'not a file' }), 'photo must be a file'],
    ];
    const repeated = form({ title: 'x', photo: photo() });
    repeated.append('title', 'y');
    cases.push([repeated, 'title is given more than once']);
    for (const [data, message] of cases) {
      expect(await send(data)).toEqual({
        status: 400,
        body: { success: false, message, code: 'validation_failed' },
      });
    }
  });

  it('hands several parts of a name whose rule has maxCount as a list, in order, and refuses more', async () => {
    const data = form({ title: 'x', photo: photo() });
    data.append('recordings', fileOf(SAMPLE_FILES.webm(1), 'a.webm'));
    data.append('recordings', fileOf(SAMPLE_FILES.ogg(2), 'b.ogg'));
    const answer = await send(data);
    expect(answer.status).toBe(200);
    const files = answer.body.files as Record<string, unknown>;
    expect(files.recordings).toEqual([
      { name: 'a.webm', kind: 'webm', bytes: 64, size: 64 },
      { name: 'b.ogg', kind: 'ogg', bytes: 64, size: 64 },
    ]);
    expect(files.photo).toMatchObject({ kind: 'png' });
    // a single part of such a name is a list of one as well
    const one = form({ title: 'x', photo: photo(), recordings: fileOf(SAMPLE_FILES.webm(), 'a.webm') });
    expect(((await send(one)).body.files as Record<string, unknown[]>).recordings).toHaveLength(1);

    const four = form({ title: 'x', photo: photo() });
    for (let i = 0; i < 4; i++) four.append('recordings', fileOf(SAMPLE_FILES.webm(i), `${i}.webm`));
    expect(await send(four)).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'At most 3 recordings files may be sent at once',
        code: 'validation_failed',
      },
    });
    const wrong = form({ title: 'x', photo: photo() });
    wrong.append('recordings', fileOf(SAMPLE_FILES.webm(), 'a.webm'));
    wrong.append('recordings', fileOf(SAMPLE_FILES.pdf(), 'b.webm'));
    expect(await send(wrong)).toEqual({
      status: 400,
      body: { success: false, message: 'Only recordings', code: 'file_type_not_allowed' },
    });
    const big = form({ title: 'x', photo: photo() });
    big.append('recordings', fileOf(webmOfSize(1001), 'a.webm'));
    expect((await send(big)).status).toBe(413);
    // a file name without maxCount stays one part
    const twoPhotos = form({ title: 'x', photo: photo() });
    twoPhotos.append('photo', photo());
    expect((await send(twoPhotos)).body.message).toBe('photo is given more than once');
  });

  it('refuses a text part that is not UTF-8 (400), never turning it into U+FFFD; file bytes are not text (G6)', async () => {
    const boundary = 'rcm-boundary-7d1f';
    const encoder = new TextEncoder();
    const png = new Uint8Array(await photo().arrayBuffer());
    /** A raw multipart body: the title part's bytes as given, and the photo. */
    const bodyWithTitle = (title: Uint8Array<ArrayBuffer>) =>
      new Blob([
        encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n`),
        title,
        encoder.encode(
          `\r\n--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        encoder.encode(`\r\n--${boundary}--\r\n`),
      ]);
    const post = async (title: Uint8Array<ArrayBuffer>) => {
      const response = await app.request('/api/probe', {
        method: 'POST',
        body: bodyWithTitle(title),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    // 'Caf' then Latin-1's é (0xE9), and a lone continuation byte
    for (const bad of [new Uint8Array([0x43, 0x61, 0x66, 0xe9]), new Uint8Array([0x41, 0x80, 0x42])]) {
      expect(await post(bad)).toEqual({
        status: 400,
        body: { success: false, message: 'title is not valid UTF-8', code: 'validation_failed' },
      });
    }
    // UTF-8 text, a written U+FFFD among it, passes; the PNG's bytes (not UTF-8) are a file's
    const good = await post(encoder.encode('Café \uFFFD ok'));
    expect(good.status).toBe(200);
    expect((good.body as { input: { title: string } }).input.title).toBe('Café \uFFFD ok');
  });

  it('refuses a required file left out with its missing message', async () => {
    expect((await send(form({ title: 'x' }))).body.message).toBe('Please add a photo');
  });

  it('takes JSON text fields too, and refuses other types and broken bodies', async () => {
    expect((await send(JSON.stringify({ title: 'x' }), 'application/json')).body.message).toBe(
      'Please add a photo',
    );
    expect(await send('title=x', 'application/x-www-form-urlencoded')).toEqual({
      status: 415,
      body: {
        success: false,
        message: 'Content-Type must be multipart/form-data or application/json',
        code: 'unsupported_media_type',
      },
    });
    expect(await send('--nope\r\n', 'multipart/form-data; boundary=abc')).toEqual({
      status: 400,
      body: { success: false, message: 'Malformed multipart body', code: 'validation_failed' },
    });
  });
});
