import * as v from 'valibot';
import { successMessage } from './auth/fields';
import { endpoint, type Schema } from './endpoint';

/** `{success:true, message?, result}`: the answer of a call that answers a `result` of this shape. */
export const resultAnswer = <S extends Schema>(result: S) =>
  v.object({ success: v.literal(true), message: successMessage, result });

/**
 * A signed-in read: GET `path`, no input, answering `result`; no refusal of its own (the session's
 * and the general ones only).
 */
/* @__NO_SIDE_EFFECTS__ */
export function sessionRead<const TPath extends string, S extends Schema>(path: TPath, result: S) {
  return endpoint({
    method: 'GET',
    path,
    request: null,
    answer: resultAnswer(result),
    errors: [],
    session: true,
  });
}
