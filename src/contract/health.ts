import * as v from 'valibot';
import { endpoint } from './endpoint';

/** GET /health (ours): the server is up, and on which database. */
export const health = endpoint({
  method: 'GET',
  path: '/health',
  request: null,
  answer: v.object({
    success: v.literal(true),
    status: v.literal('ok'),
    database: v.picklist(['pglite', 'postgres']),
  }),
  errors: [],
});
