import { EVENTS_PATH } from '@contract/events';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { TestServer } from '../../../tests/e2e/server';
import { DEMO_PASSWORD } from '../db/seed-data';
import { createSession } from '../services/sessions';
import { KNOWN_PASSWORD } from '../test-kits/auth-test-kit';
import { useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { type SseReader, sseReader } from '../test-kits/sse-reader';
import { testBackends } from '../test-kits/test-backends';
import { useTwoProcesses } from '../test-kits/two-processes';

/**
 * H1 (issue 35): an open event stream lives only as long as its session. Every revocation ends
 * the revoked tokens' streams within a second (the streams' heartbeat is 25 s, so only the bus's
 * word can end them in time), and leaves the account's other live sessions' streams open.
 */
const WITHIN_A_SECOND = 1000;

/** Expects the stream to end within a second, and not to have sent any event first. */
async function endsWithinASecond(reader: SseReader) {
  await expect(reader.next({ timeoutMs: WITHIN_A_SECOND })).rejects.toThrow('the stream ended');
}
/** Expects the stream to stay open (no event, no end) for a moment. */
async function staysOpen(reader: SseReader) {
  await expect(reader.next({ timeoutMs: 300 })).rejects.toThrow('no event in time');
}

describe.each(testBackends())('a revoked session’s event streams end ($name)', (backend) => {
  const kit = useOnboardingKit(backend);

  async function connect(token: string): Promise<SseReader> {
    const response = await kit.app.request(`/api${EVENTS_PATH}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const reader = sseReader(response);
    onTestFinished(() => reader.close());
    expect((await reader.next()).event).toBe('ready');
    return reader;
  }
  const ok = (answer: { status: number; body: unknown }) =>
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

  it('sign-out ends that token’s streams, not the same account’s other session’s', async () => {
    const me = await kit.candidate();
    const phone = await createSession(kit.deps, me.userId);
    const here = [await connect(me.token), await connect(me.token)];
    const there = await connect(phone);
    ok(await kit.post('/auth/logout', {}, { token: me.token }));
    for (const stream of here) await endsWithinASecond(stream);
    await staysOpen(there);
  });

  it('a password change ends every other session’s streams and keeps its own', async () => {
    const me = await kit.candidate();
    const other = await createSession(kit.deps, me.userId);
    const mine = await connect(me.token);
    const theirs = await connect(other);
    ok(
      await kit.post(
        '/users/reset_password',
        { old_password: KNOWN_PASSWORD, password: 'Newpass@1', confirm_password: 'Newpass@1' },
        { token: me.token },
      ),
    );
    await endsWithinASecond(theirs);
    await staysOpen(mine);
  });

  it('a password reset ends every stream of the account', async () => {
    const me = await kit.candidate();
    const streams = [await connect(me.token), await connect(await createSession(kit.deps, me.userId))];
    const reset_token = await kit.verifyContact('password_reset', me.email);
    ok(
      await kit.post('/user/forgot_password', {
        email: me.email,
        password: 'Newpass@1',
        confirm_password: 'Newpass@1',
        reset_token,
      }),
    );
    for (const stream of streams) await endsWithinASecond(stream);
  });

  it('deactivation and deletion end every stream of the account; another account’s stays', async () => {
    const bystander = await kit.candidate();
    const watching = await connect(bystander.token);
    const leaving = await kit.candidate();
    const deactivated = await connect(leaving.token);
    ok(
      await kit.post(
        '/candidates/deactivate',
        { password: KNOWN_PASSWORD, reason: 'Skipped', other_reason: '' },
        { token: leaving.token },
      ),
    );
    await endsWithinASecond(deactivated);

    const deleting = await kit.candidate();
    const deleted = await connect(deleting.token);
    ok(await kit.post('/users/account_delete', {}, { token: deleting.token }));
    await endsWithinASecond(deleted);
    await staysOpen(watching);
  });
});

/**
 * With two server processes on one PostgreSQL, a sign-out or a password change through one ends
 * the streams open on the other within a second (the bus's pg_notify).
 */
describe.each(testBackends().filter((backend) => backend.name === 'postgres'))(
  'revocations across two server processes ($name)',
  (backend) => {
    const processes = useTwoProcesses(backend);
    const { call, stream } = processes;
    const login = (server: TestServer) =>
      processes.login(server, 'priya.sharma@example.com', DEMO_PASSWORD, 3);

    it('a sign-out and a password change through one process end the streams open on the other', async () => {
      const [first, second] = [processes.first(), processes.second()];
      const laptop = await login(first);
      const phone = await login(first);
      const laptopStream = await stream(second, laptop);
      const phoneStream = await stream(second, phone);
      await call(first, 'POST', '/auth/logout', laptop, {});
      await endsWithinASecond(laptopStream);
      await staysOpen(phoneStream);

      const tablet = await login(second);
      const tabletStream = await stream(second, tablet);
      await call(first, 'POST', '/users/reset_password', tablet, {
        old_password: DEMO_PASSWORD,
        password: 'Newpass@1',
        confirm_password: 'Newpass@1',
      });
      await endsWithinASecond(phoneStream);
      await staysOpen(tabletStream);
    });
  },
);
