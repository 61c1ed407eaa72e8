import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { API_PREFIX } from '../contract/endpoint';

const gzipAsync = promisify(gzip);

/** Answers smaller than this go as they are: gzip would save a few bytes for its own cost. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * zlib's level for the API's JSON: 4 makes a job page about as small as the default 6 does
 * (within a few per cent) for less work.
 */
export const COMPRESS_LEVEL = 4;
/**
 * Up to this size an answer is gzipped at once on the main thread: a page of jobs (5 KB) takes
 * 0.06 ms that way, where zlib's asynchronous path costs 0.2 ms of CPU in stream and thread-pool
 * plumbing. Larger answers go to the thread pool, so that none holds the main thread long.
 */
export const COMPRESS_AT_ONCE_MAX_BYTES = 64 * 1024;

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** Does the client take gzip? (`Accept-Encoding: gzip`, not `gzip;q=0`.) */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The pages the server renders itself (issue 26: a job's public page, the sitemap): HTML and XML
 * made per request. The site's own files come with their build-time copies (static.ts), already
 * encoded; one that is not (under 1 KB, or a client taking neither copy) is left as it is.
 */
const RENDERED_PAGE = /^(?:text\/html|application\/xml)\b/;

function compressible(request: Request, answer: Response): boolean {
  if (request.method === 'HEAD' || answer.body === null || answer.status === 206) return false;
  if (answer.headers.has('Content-Encoding')) return false;
  if (/no-transform/i.test(answer.headers.get('Cache-Control') ?? '')) return false;
  const type = answer.headers.get('Content-Type') ?? '';
  const wanted = new URL(request.url).pathname.startsWith(`${API_PREFIX}/`)
    ? type.startsWith('application/json')
    : RENDERED_PAGE.test(type);
  return wanted && acceptsGzip(request.headers.get('Accept-Encoding'));
}

/**
 * Gzips the API's JSON answers and the server's rendered pages around the app's `fetch` (main.ts
 * serves through it). The answer is
 * compressed whole and sent with its length in one write: Hono's `compress()` piped every answer through a CompressionStream, which under load cost
 * the server process a fifth of its time in stream plumbing and small socket writes
 * (`npm run bench:load`). The site's own files are compressed at build time (static.ts).
 */
export function compressAnswers<F extends Fetch>(fetch: F): F {
  const wrapped = async (request: Request, ...rest: never[]): Promise<Response> => {
    const answer = await fetch(request, ...rest);
    if (!compressible(request, answer)) return answer;
    const plain = new Uint8Array(await answer.arrayBuffer());
    const headers = new Headers(answer.headers);
    headers.append('Vary', 'Accept-Encoding');
    if (plain.byteLength < COMPRESS_MIN_BYTES) {
      return new Response(plain, { status: answer.status, statusText: answer.statusText, headers });
    }
    const zipped =
      plain.byteLength <= COMPRESS_AT_ONCE_MAX_BYTES
        ? gzipSync(plain, { level: COMPRESS_LEVEL })
        : await gzipAsync(plain, { level: COMPRESS_LEVEL });
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(zipped.byteLength));
    return new Response(new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength), {
      status: answer.status,
      statusText: answer.statusText,
      headers,
    });
  };
  return wrapped as F;
}
