import { ApiError, apiFetch, INVALID_ANSWER_MESSAGE, isRecord, NetworkError } from '@app/api/client';
import { exportMyData as exportEndpoint, exportFileName } from '@contract/account';
import * as v from 'valibot';

export interface MyDataFile {
  /** The server's JSON, as it sent it. */
  blob: Blob;
  /** The name the server gave it (Content-Disposition), else the contract's name for today. */
  fileName: string;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''...` or `filename="..."`). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  // a name only, never a path
  return name ? (name.split(/[\\/]/).pop() ?? null) : null;
}

/**
 * GET /candidates/export with the bearer token: everything the server holds about the candidate,
 * kept byte for byte as the server sent it (checked against the contract, not reshaped, so no
 * field is dropped). Throws NetworkError offline, ApiError for a failure.
 */
export async function exportMyData(): Promise<MyDataFile> {
  const response = await apiFetch(exportEndpoint.path, { method: exportEndpoint.method });
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new NetworkError({ cause: error });
  }
  let answer: unknown;
  try {
    answer = JSON.parse(text) as unknown;
  } catch {
    answer = text;
  }
  if (!response.ok || (isRecord(answer) && answer.success === false)) {
    const message =
      isRecord(answer) && typeof answer.message === 'string' ? answer.message : INVALID_ANSWER_MESSAGE;
    throw new ApiError(response.status, message, answer);
  }
  if (!v.safeParse(exportEndpoint.answer, answer).success) {
    throw new ApiError(response.status, INVALID_ANSWER_MESSAGE, answer, 'invalid_answer');
  }
  const fileName =
    fileNameOf(response.headers.get('Content-Disposition')) ??
    exportFileName(new Date().toISOString().slice(0, 10));
  return { blob: new Blob([text], { type: 'application/json' }), fileName };
}
