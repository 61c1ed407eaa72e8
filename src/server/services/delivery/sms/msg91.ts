import type { SmsGatewayConfig } from '@server/config';
import type { QueuedMail } from '../queue';
import { type MailTransport, PermanentMailError } from '../sender';

/**
 * The SMS gateway: MSG91's Flow API (issue 25 §1), used by the sender (../sender.ts) for the
 * outbox's SMS rows: the phone one-time codes, and the interview reminders (issue 36) in a
 * template of their own (`msg91BodyOf`).
 *
 * The request, as MSG91 documents it ("Send SMS via FLOW",
 * https://control.msg91.com/apidoc/textsms/send-sms-flow.php, and docs.msg91.com/sms/send-sms):
 *
 *     POST {base}/api/v5/flow
 *     authkey: <MSG91_AUTH_KEY>
 *     content-type: application/json
 *     accept: application/json
 *     {"template_id": "<MSG91_TEMPLATE_ID>", "short_url": "0", "DLT_TE_ID": "<MSG91_DLT_TEMPLATE_ID>",
 *      "recipients": [{"mobiles": "91XXXXXXXXXX", "otp": "123456"}]}
 *
 * answered `{"type": "success", "message": "<request id>"}`, or `{"type": "error", "message": ...,
 * "code": ...}`. An Indian SMS must match a content template registered on the DLT platform:
 * MSG91 sends the text of its template `template_id` (registered with the DLT template id
 * MSG91_DLT_TEMPLATE_ID; `DLT_TE_ID` is the name MSG91's Send SMS API gives that id), filling
 * its variable `##otp##` with the code. The template's text is the queued row's text (README,
 * "SMS"), WebOTP line included: the row keeps what the candidate receives.
 *
 * Outcomes for the sender: a 2xx `success` is sent; a 5xx, 429, a timeout or a network failure is
 * tried again after the backoff; any other answer (4xx: a bad key, template or number; a 2xx
 * `error`) is permanent: the message is dead with MSG91's reason.
 */

/** The flow's path on the base URL. */
export const MSG91_FLOW_PATH = '/api/v5/flow';

/** How long one request may take before the try counts as failed (well inside the lease). */
const REQUEST_TIMEOUT_MS = 15_000;

/** '9876500001' (the queued 10 digits) as MSG91 wants it: with India's country code, '919876500001'. */
export function msg91Mobile(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!/^\d{10}$/.test(digits)) {
    throw new PermanentMailError(`not a 10-digit Indian mobile number: ${phone}`);
  }
  return `91${digits}`;
}

/** The JSON body of one code's SMS. */
export function msg91FlowBody(config: SmsGatewayConfig, to: string, code: string) {
  return {
    template_id: config.templateId,
    short_url: '0',
    DLT_TE_ID: config.dltTemplateId,
    recipients: [{ mobiles: msg91Mobile(to), otp: code }],
  };
}

/** Why an interview reminder's SMS is given up on an account without its template. */
export const NO_REMINDER_TEMPLATE =
  'no MSG91 template for interview reminders: set MSG91_REMINDER_TEMPLATE_ID and MSG91_REMINDER_DLT_TEMPLATE_ID';

/**
 * The JSON body of one queued SMS: a one-time code in the code's template (`otp`), an interview
 * reminder in the reminders' template (its `company`, `job` and `time`), anything else refused:
 * an Indian SMS is only ever the text of a template registered on DLT.
 */
export function msg91BodyOf(config: SmsGatewayConfig, sms: QueuedMail) {
  if (sms.code) return msg91FlowBody(config, sms.to, sms.code);
  if (sms.purpose !== 'interview_reminder') {
    throw new PermanentMailError('an SMS without a one-time code has no template');
  }
  if (!config.reminder) throw new PermanentMailError(NO_REMINDER_TEMPLATE);
  return {
    template_id: config.reminder.templateId,
    short_url: '0',
    DLT_TE_ID: config.reminder.dltTemplateId,
    recipients: [{ mobiles: msg91Mobile(sms.to), ...sms.smsVariables }],
  };
}

/** MSG91's answer body: `{type, message, code?}` (anything else is read as text). */
function describeAnswer(status: number, text: string): { success: boolean; reason: string } {
  let body: { type?: unknown; message?: unknown; code?: unknown } | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const message = typeof body?.message === 'string' ? body.message : text.slice(0, 200);
  const code = body?.code === undefined ? '' : ` (code ${String(body.code)})`;
  return {
    success: status >= 200 && status < 300 && body?.type === 'success',
    reason: `MSG91 answered ${status}: ${message}${code}`,
  };
}

/** The SMS transport of the configured MSG91 account. */
export function msg91Transport(
  config: SmsGatewayConfig,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): MailTransport {
  const send = options.fetch ?? fetch;
  const url = `${config.baseUrl}${MSG91_FLOW_PATH}`;
  return {
    channel: 'sms',
    async send(sms) {
      const body = JSON.stringify(msg91BodyOf(config, sms));
      let answer: Response;
      try {
        answer = await send(url, {
          method: 'POST',
          headers: {
            authkey: config.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        // a timeout or the network: worth another try
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : String(error);
        throw new Error(`MSG91 did not answer: ${reason}`);
      }
      const { success, reason } = describeAnswer(answer.status, await answer.text());
      if (success) return;
      if (answer.status >= 500 || answer.status === 429) throw new Error(reason);
      throw new PermanentMailError(reason);
    },
    close() {},
  };
}
