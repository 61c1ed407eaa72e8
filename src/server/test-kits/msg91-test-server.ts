import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for MSG91's Flow API (services/delivery/sms/msg91.ts) on a free port of this machine:
 * the real gateway is not reachable from here, so the tests send to this server, which checks
 * each request against MSG91's documented format ("Send SMS via FLOW",
 * https://control.msg91.com/apidoc/textsms/send-sms-flow.php) and answers as MSG91 does:
 *
 * - `POST /api/v5/flow` only (else 404), with the `authkey` header of the account (else 401),
 *   `content-type: application/json` and a JSON body;
 * - the body: `template_id` one of the account's templates and `DLT_TE_ID` the DLT id it is
 *   registered under, `short_url` "0" or "1", `recipients` one or more objects whose `mobiles` is
 *   an Indian mobile number in international form without '+' (91 and 10 digits, the first 6-9)
 *   and whose variables are strings, exactly the template's (the code's template: `otp`, six
 *   digits; the interview reminders' template: `company`, `job`, `time`), each at most 30
 *   characters as DLT allows a variable;
 * - success: 200 `{"type": "success", "message": "<24 hex characters, the request id>"}`; a
 *   refusal: 4xx `{"type": "error", "message": "...", "code": "..."}`.
 *
 * `failNext` makes the next requests answer a given status (a 5xx outage, a 429) or hang past the
 * client's timeout; every request is kept (`requests`) with what was wrong with it (`problems`).
 */

export interface Msg91Account {
  authKey: string;
  templateId: string;
  dltTemplateId: string;
  /** the interview reminders' template, when the account has one */
  reminder?: { templateId: string; dltTemplateId: string };
}

/** The variables of the reminders' template (README, SMS). */
export const REMINDER_TEMPLATE_VARIABLES = ['company', 'job', 'time'] as const;

export interface Msg91Request {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** the parsed JSON body (undefined when it was not JSON) */
  body: unknown;
  /** what does not match the documented format (empty: a well-formed request) */
  problems: string[];
}

export interface Msg91TestServer {
  /** http://127.0.0.1:PORT, for MSG91_BASE_URL */
  baseUrl: string;
  requests: Msg91Request[];
  /** The SMS accepted so far: the template, mobiles and variables, in order. */
  delivered: Array<{ template_id: string; mobiles: string; otp?: string } & Record<string, string>>;
  /** The next `times` requests answer `status` (with MSG91's error body), or never answer ('hang'). */
  failNext(status: number | 'hang', times?: number): void;
  close(): Promise<void>;
}

const MOBILE = /^91[6-9]\d{9}$/;

/** What is wrong with a request, compared with the documented format and the account. */
function problemsOf(
  account: Msg91Account,
  request: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown },
): string[] {
  const problems: string[] = [];
  if (request.method !== 'POST') problems.push(`method ${request.method}, not POST`);
  if (request.path !== '/api/v5/flow') problems.push(`path ${request.path}, not /api/v5/flow`);
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
    problems.push('content-type is not application/json');
  }
  const body = request.body as Record<string, unknown> | undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    problems.push('the body is not a JSON object');
    return problems;
  }
  const reminder = account.reminder !== undefined && body.template_id === account.reminder.templateId;
  const template = reminder ? account.reminder : account;
  if (body.template_id !== template?.templateId) problems.push(`template_id ${String(body.template_id)}`);
  if (body.DLT_TE_ID !== template?.dltTemplateId) problems.push(`DLT_TE_ID ${String(body.DLT_TE_ID)}`);
  const names: readonly string[] = reminder ? REMINDER_TEMPLATE_VARIABLES : ['otp'];
  if (body.short_url !== '0' && body.short_url !== '1') problems.push('short_url is not "0" or "1"');
  const recipients = body.recipients;
  if (!Array.isArray(recipients) || recipients.length === 0) {
    problems.push('recipients is not a non-empty array');
    return problems;
  }
  for (const recipient of recipients) {
    if (typeof recipient !== 'object' || recipient === null) {
      problems.push('a recipient is not an object');
      continue;
    }
    const { mobiles, ...variables } = recipient as Record<string, unknown>;
    if (typeof mobiles !== 'string' || !MOBILE.test(mobiles)) {
      problems.push(`mobiles ${String(mobiles)} is not 91 and a 10-digit Indian mobile number`);
    }
    for (const [name, value] of Object.entries(variables)) {
      if (typeof value !== 'string') problems.push(`variable ${name} is not a string`);
      else if ([...value].length > 30) problems.push(`variable ${name} is over DLT's 30 characters`);
      if (!names.includes(name)) problems.push(`variable ${name} is not in the template`);
    }
    for (const name of names) {
      if (!(name in variables)) problems.push(`variable ${name} is missing`);
    }
    if (!reminder && (typeof variables.otp !== 'string' || !/^\d{6}$/.test(variables.otp))) {
      problems.push('variable otp is not six digits');
    }
  }
  return problems;
}

function answer(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const requestId = () =>
  Array.from({ length: 24 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

export async function startMsg91TestServer(account: Msg91Account): Promise<Msg91TestServer> {
  const requests: Msg91Request[] = [];
  const delivered: Msg91TestServer['delivered'] = [];
  const failures: Array<number | 'hang'> = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const method = req.method ?? '';
      const problems = problemsOf(account, { method, path, headers: req.headers, body });
      requests.push({ method, path, headers: req.headers, body, problems });

      const failure = failures.shift();
      if (failure === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (failure !== undefined) {
        answer(res, failure, {
          type: 'error',
          message: 'Service temporarily unavailable',
          code: String(failure),
        });
        return;
      }
      if (method !== 'POST' || path !== '/api/v5/flow') {
        answer(res, 404, { type: 'error', message: 'Not found', code: '404' });
        return;
      }
      if (req.headers.authkey !== account.authKey) {
        answer(res, 401, { type: 'error', message: 'Authentication failure', code: '201' });
        return;
      }
      if (problems.length > 0) {
        answer(res, 400, { type: 'error', message: problems.join('; '), code: '400' });
        return;
      }
      const { template_id, recipients } = body as {
        template_id: string;
        recipients: Array<{ mobiles: string } & Record<string, string>>;
      };
      for (const recipient of recipients) delivered.push({ template_id, ...recipient });
      answer(res, 200, { type: 'success', message: requestId() });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    delivered,
    failNext(status, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
