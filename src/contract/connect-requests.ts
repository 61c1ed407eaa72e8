import * as v from 'valibot';
import { successMessage } from './auth/fields';
import { endpoint } from './endpoint';

/**
 * Let recruiters find me (issue 37 §3), the candidate's side: the setting (off by default; a call
 * of its own, not the dashboard's preferences) and the verified companies' requests to connect.
 * Accepting one makes the candidate an applicant of its job (no resume) and opens the conversation
 * with the recruiter's message; declining only records it.
 */

export const CONNECT_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ConnectStatus = (typeof CONNECT_STATUSES)[number];

export const CONNECT_REQUEST_NOT_FOUND = 'This request to connect was not found.';
export const CONNECT_REQUEST_ANSWERED = 'You have already answered this request to connect.';
export const FINDABLE_REQUIRED = 'findable must be true or false';
export const ACCEPT_REQUIRED = 'accept must be true or false';

const answerOf = <T extends v.GenericSchema>(result: T) =>
  v.object({ success: v.literal(true), message: successMessage, result });

export const discoverabilitySchema = v.object({
  findable: v.boolean(),
  /** when it was last turned on (ISO), null while off */
  findable_since: v.nullable(v.string()),
});
export type Discoverability = v.InferOutput<typeof discoverabilitySchema>;

/** GET /candidates/discoverability: whether verified companies may find the candidate. */
export const candidateDiscoverability = endpoint({
  method: 'GET',
  path: '/candidates/discoverability',
  request: null,
  answer: answerOf(discoverabilitySchema),
  errors: [],
  session: true,
});

/** POST /candidates/discoverability: turns Let recruiters find me on or off; answers the setting. */
export const saveDiscoverability = endpoint({
  method: 'POST',
  path: '/candidates/discoverability',
  request: v.strictObject({ findable: v.boolean(FINDABLE_REQUIRED) }),
  answer: answerOf(discoverabilitySchema),
  errors: [],
  session: true,
});

export const connectRequestSchema = v.object({
  request_id: v.number(),
  company_name: v.string(),
  /** the company is a verified employer now */
  company_verified: v.boolean(),
  job_id: v.number(),
  job_title: v.string(),
  message: v.string(),
  status: v.picklist(CONNECT_STATUSES),
  created_at: v.string(),
  answered_at: v.nullable(v.string()),
  /** the conversation the acceptance opened (null otherwise) */
  conversation_id: v.nullable(v.number()),
});
export type ConnectRequest = v.InferOutput<typeof connectRequestSchema>;

/** GET /candidates/connect_requests: the candidate's requests, the pending first, newest first. */
export const candidateConnectRequests = endpoint({
  method: 'GET',
  path: '/candidates/connect_requests',
  request: null,
  answer: answerOf(v.object({ requests: v.array(connectRequestSchema) })),
  errors: [],
  session: true,
});

/**
 * POST /candidates/connect_requests/:request_id/answer: accept (an application of the job and the
 * conversation, in one transaction; the job closed meanwhile: 409 job_closed, nothing changed) or
 * decline. Another candidate's request: 404; an answered one: 409 connect_request_answered.
 */
export const answerConnectRequest = endpoint({
  method: 'POST',
  path: '/candidates/connect_requests/:request_id/answer',
  request: v.strictObject({ accept: v.boolean(ACCEPT_REQUIRED) }),
  answer: answerOf(v.object({ request: connectRequestSchema })),
  errors: ['connect_request_not_found', 'connect_request_answered', 'job_closed'],
  session: true,
});
