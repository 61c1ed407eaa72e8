import * as v from 'valibot';
import type { Answer, Endpoint, RequestInput, Schema } from '../../contract/endpoint';
import { ApiError, apiRequest, INVALID_ANSWER_MESSAGE, isRecord, type RequestOptions } from './client';

/** What a call may add to its endpoint: the client's rules that are the caller's choice. */
export type CallOptions = Pick<
  RequestOptions,
  'idempotencyKey' | 'signal' | 'headers' | 'invalidSessionRule'
>;

/** The input a call takes: the request schema's input, or none for an endpoint without one. */
export type CallArgs<E extends Endpoint> = E['request'] extends Schema
  ? [input: RequestInput<E>, options?: CallOptions]
  : [input?: undefined, options?: CallOptions];

/**
 * Calls one endpoint of the contract through the client (bearer header, token capture, the 403
 * rule, 'Network Error', idempotency key, signal) and answers its success envelope, checked
 * against the endpoint's answer schema. A GET sends its input as the query string, any other
 * method as the JSON body (`{}` without input).
 *
 * Throws NetworkError when no answer came, and ApiError for a failure: a non-2xx answer (with the
 * server's `code`), `success:false`, or an answer that is not what the endpoint declares (code
 * 'invalid_answer').
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options = {}]: CallArgs<E>
): Promise<Answer<E>> {
  const answer = await apiRequest(endpoint.path, {
    ...options,
    method: endpoint.method,
    ...(endpoint.method === 'GET' ? { query: isRecord(input) ? input : undefined } : { body: input ?? {} }),
  });
  if (answer.success === false) {
    throw new ApiError(
      200,
      typeof answer.message === 'string' ? answer.message : INVALID_ANSWER_MESSAGE,
      answer,
    );
  }
  const checked = v.safeParse(endpoint.answer, answer);
  if (!checked.success) throw new ApiError(200, INVALID_ANSWER_MESSAGE, answer, 'invalid_answer');
  return checked.output;
}
