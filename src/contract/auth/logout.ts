import { endpoint } from '../endpoint';
import { messageAnswerSchema } from './fields';

/** Revokes the session (sign-out). */
export const logout = endpoint({
  method: 'POST',
  path: '/auth/logout',
  request: null,
  answer: messageAnswerSchema,
  errors: [],
  session: true,
});
