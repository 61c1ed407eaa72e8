import * as v from 'valibot';
import {
  ConfigError,
  DEFAULT_MSG91_BASE_URL,
  MSG91_AUTH_KEY_INVALID,
  MSG91_BASE_URL_INVALID,
  MSG91_DLT_TEMPLATE_ID_INVALID,
  MSG91_NEEDS_ALL,
  MSG91_REMINDER_DLT_TEMPLATE_ID_INVALID,
  MSG91_REMINDER_NEEDS_BOTH,
  MSG91_REMINDER_TEMPLATE_ID_INVALID,
  MSG91_TEMPLATE_ID_INVALID,
  patternVar,
  publicOrigin,
  SMS_PROVIDER_INVALID,
} from './config-rules';

/** The SMS gateway's part of the configuration (config.ts reads the rest). */

/** MSG91's Flow API (services/delivery/sms/msg91.ts). */
export interface SmsGatewayConfig {
  provider: 'msg91';
  /** MSG91_AUTH_KEY: the account's authentication key (the `authkey` header) */
  authKey: string;
  /** MSG91_TEMPLATE_ID: MSG91's id of the one-time-code SMS template (the flow's template_id) */
  templateId: string;
  /** MSG91_DLT_TEMPLATE_ID: the 19-digit DLT content template id that template is registered under */
  dltTemplateId: string;
  /** MSG91_BASE_URL: where the API is (default https://control.msg91.com; a local server in tests) */
  baseUrl: string;
  /**
   * MSG91_REMINDER_TEMPLATE_ID and MSG91_REMINDER_DLT_TEMPLATE_ID: the interview reminders' template
   * (its variables ##company##, ##job##, ##time##; README, SMS), or none: a reminder's SMS is then
   * given up with the reason
   */
  reminder?: { templateId: string; dltTemplateId: string };
}

/** The environment variables of the SMS gateway (config.ts's schema spreads them in). */
export const SMS_ENV_FIELDS = {
  SMS_PROVIDER: v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(['', 'msg91'], SMS_PROVIDER_INVALID)),
    '',
  ),
  MSG91_AUTH_KEY: patternVar(/^[A-Za-z0-9]{8,100}$/, MSG91_AUTH_KEY_INVALID),
  MSG91_TEMPLATE_ID: patternVar(/^[A-Za-z0-9]{1,100}$/, MSG91_TEMPLATE_ID_INVALID),
  MSG91_DLT_TEMPLATE_ID: patternVar(/^\d{19}$/, MSG91_DLT_TEMPLATE_ID_INVALID),
  MSG91_REMINDER_TEMPLATE_ID: patternVar(/^[A-Za-z0-9]{1,100}$/, MSG91_REMINDER_TEMPLATE_ID_INVALID),
  MSG91_REMINDER_DLT_TEMPLATE_ID: patternVar(/^\d{19}$/, MSG91_REMINDER_DLT_TEMPLATE_ID_INVALID),
  MSG91_BASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || publicOrigin(s) !== null, MSG91_BASE_URL_INVALID),
    ),
    '',
  ),
};

type SmsEnv = { [K in keyof typeof SMS_ENV_FIELDS]: string };

/**
 * The gateway the variables name, or undefined (SMS stay in the delivery_queue table). Throws
 * ConfigError when they are set in part: MSG91's three together with SMS_PROVIDER=msg91, and the
 * reminders' two together, only with it.
 */
export function smsGatewayOf(e: SmsEnv): SmsGatewayConfig | undefined {
  const msg91Set = [e.MSG91_AUTH_KEY, e.MSG91_TEMPLATE_ID, e.MSG91_DLT_TEMPLATE_ID, e.MSG91_BASE_URL];
  if (
    e.SMS_PROVIDER === 'msg91'
      ? msg91Set.slice(0, 3).some((value) => !value)
      : msg91Set.some((value) => value)
  ) {
    throw new ConfigError([MSG91_NEEDS_ALL]);
  }
  const reminderSet = [e.MSG91_REMINDER_TEMPLATE_ID, e.MSG91_REMINDER_DLT_TEMPLATE_ID].filter(Boolean).length;
  if (reminderSet === 1 || (reminderSet === 2 && e.SMS_PROVIDER !== 'msg91')) {
    throw new ConfigError([MSG91_REMINDER_NEEDS_BOTH]);
  }
  if (e.SMS_PROVIDER !== 'msg91') return undefined;
  return {
    provider: 'msg91',
    authKey: e.MSG91_AUTH_KEY,
    templateId: e.MSG91_TEMPLATE_ID,
    dltTemplateId: e.MSG91_DLT_TEMPLATE_ID,
    baseUrl: (e.MSG91_BASE_URL && publicOrigin(e.MSG91_BASE_URL)) || DEFAULT_MSG91_BASE_URL,
    ...(reminderSet === 2
      ? {
          reminder: {
            templateId: e.MSG91_REMINDER_TEMPLATE_ID,
            dltTemplateId: e.MSG91_REMINDER_DLT_TEMPLATE_ID,
          },
        }
      : {}),
  };
}
