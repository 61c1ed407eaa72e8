import { type Msg91TestServer, startMsg91TestServer } from '@server/test-kits/msg91-test-server';
import { expect, test } from './fixtures';
import { startServer, type TestServer } from './server';

/**
 * SMS (issue 25 §1): a server configured with SMS_PROVIDER=msg91 sends the phone codes through the
 * MSG91 Flow API, here a local server that checks each request's documented format
 * (src/server/test-kits/msg91-test-server.ts); the code screens take the code from the browser's
 * WebOTP. No phone receives SMS here, so the page's `navigator.credentials.get({ otp })` is a
 * stand-in for Android's: it waits for the SMS the gateway accepted, reads its text and, as the
 * browser does, answers its code only when the last line is `@<the page's host> #<code>`.
 */

// Service workers off: this journey is about the server, the gateway and the code screen.
test.use({ serviceWorkers: 'block' });

const ACCOUNT = {
  authKey: '425582AYgJrio073668438dcP1',
  templateId: '6650a1b2c3d4e5f601234567',
  dltTemplateId: '1707169744934483345',
};

let gateway: Msg91TestServer | undefined;
let server: TestServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  await gateway?.close();
  server = undefined;
  gateway = undefined;
});

test('the phone code goes through the SMS gateway and WebOTP fills the six boxes', async ({
  page,
  openApp,
}, testInfo) => {
  gateway = await startMsg91TestServer(ACCOUNT);
  server = await startServer({
    env: {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: ACCOUNT.authKey,
      MSG91_TEMPLATE_ID: ACCOUNT.templateId,
      MSG91_DLT_TEMPLATE_ID: ACCOUNT.dltTemplateId,
      MSG91_BASE_URL: gateway.baseUrl,
    },
  });
  const base = server.baseUrl;
  const phone = `92${String(testInfo.workerIndex).padStart(2, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;

  // the phone: the text of each SMS the gateway accepted for this number, once each
  const answered = new Set<string>();
  await page.exposeFunction('receiveSms', async () => {
    let text = '';
    await expect
      .poll(async () => {
        const sms = gateway?.delivered.find(
          (d): d is typeof d & { otp: string } =>
            d.mobiles === `91${phone}` && d.otp !== undefined && !answered.has(d.otp),
        );
        if (!sms) return false;
        const answer = await fetch(`${base}/api/dev/sent-messages?to=${phone}`);
        const { messages } = (await answer.json()) as { messages: Array<{ code: string; text: string }> };
        text = messages.find((m) => m.code === sms.otp)?.text ?? '';
        answered.add(sms.otp);
        return text !== '';
      })
      .toBe(true);
    return text;
  });
  await page.addInitScript(() => {
    const receiveSms = (window as unknown as { receiveSms: () => Promise<string> }).receiveSms;
    Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
    navigator.credentials.get = async (options?: CredentialRequestOptions) => {
      if (!(options && 'otp' in options)) throw new DOMException('Not supported here', 'NotSupportedError');
      const text = await receiveSms();
      const line = /\n\n@(\S+) #(\d{6})$/.exec(text);
      // the browser answers only the codes bound to the page's own host
      if (!line || line[1] !== location.hostname) return new Promise<never>(() => {});
      return { type: 'otp', id: '', code: line[2] } as unknown as Credential;
    };
  });

  await openApp(`${base}/register`);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Verify mobile number' }).click();
  // nobody types: the code arrives by SMS, WebOTP fills the boxes and the code is checked (the
  // code dialog may open and close again before a look at it: the local gateway answers at once)
  await expect(page.getByText('Verification successful')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the gateway received one request for it, in MSG91's documented format
  const requests = gateway.requests.filter((r) => JSON.stringify(r.body).includes(`"mobiles":"91${phone}"`));
  expect(requests).toHaveLength(1);
  expect(requests[0].problems).toEqual([]);
  expect(requests[0].headers.authkey).toBe(ACCOUNT.authKey);
});
