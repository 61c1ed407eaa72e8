import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { rateEvents } from '../db/schema';
import { testBackends } from '../test-kits/test-backends';
import { useServiceDatabase } from '../test-kits/test-helpers';
import {
  addressKey,
  clearEvents,
  clientIp,
  countEvents,
  isLoopback,
  RATE_KINDS,
  recordEvent,
  secondsUntilFree,
} from './rate-limit';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe('rate-limit helpers', () => {
  it('counts an IPv6 address by its /64 and an IPv4-mapped one as its IPv4 (addressKey)', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressKey('[2001:db8:1:2::1]')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });

  it('computes the wait until a window frees up', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(secondsUntilFree(new Date('2026-03-02T09:59:30Z'), 60_000, now)).toBe(30);
    expect(secondsUntilFree(new Date('2026-03-02T09:59:29.500Z'), 60_000, now)).toBe(30);
    expect(secondsUntilFree(new Date('2026-03-02T09:58:00Z'), 60_000, now)).toBe(1);
    expect(secondsUntilFree(null, 60_000, now)).toBe(1);
  });

  it('reads the client address from the Node socket, or "unknown"', async () => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientIp(c)));
    expect(await (await app.request('/')).text()).toBe('unknown');
    const env = { incoming: { socket: { remoteAddress: '203.0.113.7' } } };
    expect(await (await app.request('/', {}, env)).text()).toBe('203.0.113.7');
    // a forwarded-for header is not trusted
    const forwarded = await app.request('/', { headers: { 'x-forwarded-for': '1.2.3.4' } }, env);
    expect(await forwarded.text()).toBe('203.0.113.7');
  });

  it('reads X-Forwarded-For through TRUST_PROXY hops only', async () => {
    const app = new Hono();
    app.get('/:hops', (c) => c.text(clientIp(c, Number(c.req.param('hops')))));
    const env = { incoming: { socket: { remoteAddress: '10.0.0.2' } } };
    const ask = async (hops: number, forwardedFor?: string) => {
      const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
      return (await app.request(`/${hops}`, { headers }, env)).text();
    };
    expect(await ask(0, '1.2.3.4')).toBe('10.0.0.2');
    expect(await ask(1, '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await ask(2, '1.2.3.4, 5.6.7.8')).toBe('1.2.3.4');
    expect(await ask(5, '1.2.3.4, 5.6.7.8')).toBe('1.2.3.4');
    expect(await ask(1)).toBe('10.0.0.2');
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('10.0.0.2')).toBe(false);
    expect(isLoopback('unknown')).toBe(false);
  });
});

describe.each(testBackends())('rate events ($name)', (backend) => {
  const { deps, advance } = useServiceDatabase(backend, (db) => db.delete(rateEvents));

  it('counts events of a kind and key inside a sliding window', async () => {
    await recordEvent(deps, RATE_KINDS.loginFailure, 'a@b.co');
    advance(60_000);
    await recordEvent(deps, RATE_KINDS.loginFailure, 'a@b.co');
    await recordEvent(deps, RATE_KINDS.loginFailure, 'c@d.co');
    await recordEvent(deps, RATE_KINDS.loginFailureIp, 'a@b.co');
    const counted = await countEvents(deps, RATE_KINDS.loginFailure, 'a@b.co', 5 * 60_000);
    expect(counted.count).toBe(2);
    expect(counted.oldest?.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    advance(4 * 60_000);
    expect((await countEvents(deps, RATE_KINDS.loginFailure, 'a@b.co', 5 * 60_000)).count).toBe(1);
    await clearEvents(deps, RATE_KINDS.loginFailure, 'a@b.co');
    expect(await countEvents(deps, RATE_KINDS.loginFailure, 'a@b.co', 5 * 60_000)).toEqual({
      count: 0,
      oldest: null,
    });
    expect((await countEvents(deps, RATE_KINDS.loginFailure, 'c@d.co', 5 * 60_000)).count).toBe(1);
  });

  it('prunes a key’s events older than a day', async () => {
    await recordEvent(deps, RATE_KINDS.loginFailure, 'a@b.co');
    advance(25 * 60 * 60_000);
    await recordEvent(deps, RATE_KINDS.loginFailure, 'a@b.co');
    expect(await deps.db.select().from(rateEvents)).toHaveLength(1);
  });
});
