import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { AppDeps } from '@server/deps';

/**
 * Where the server may send a push (issue 35, H2): only to a host whose every address is a public
 * one. A subscription's endpoint is checked when it is saved and again just before each send (the
 * push agent's own DNS lookup, transport.ts, so a name that resolves elsewhere by then, a DNS
 * rebinding, is refused at the moment of connecting).
 *
 * Refused: IPv4 0/8, 10/8, 100.64/10 (CGNAT), 127/8, 169.254/16 (link-local, the cloud metadata
 * address), 172.16/12, 192.0.0/24, 192.0.2/24, 192.168/16, 198.18/15, 198.51.100/24, 203.0.113/24,
 * 224/4 (multicast) and 240/4; IPv6 anything outside global unicast 2000::/3 (::, ::1, fc00::/7
 * ULA, fe80::/10 link-local, ff00::/8 multicast), 2001:db8::/32, 2002::/16 (6to4) and 2001::/32
 * (Teredo); an IPv4 address written as IPv6 (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::/96) is judged as
 * that IPv4 address.
 */

/**
 * How a push endpoint's host becomes addresses, and which addresses are allowed. Production uses
 * `PUBLIC_ADDRESSES` (DNS, public addresses only); outside production PUSH_ALLOW_LOOPBACK adds
 * 127.0.0.1 and ::1 (the journeys' local push endpoint), and unit tests inject their own
 * (AppDeps.pushAddresses).
 */
export interface AddressPolicy {
  resolve(hostname: string): Promise<string[]>;
  allowed(address: string): boolean;
}

const IPV4_REFUSED: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const ipv4Number = (address: string): number =>
  address.split('.').reduce((value, part) => value * 256 + Number(part), 0);

function isPublicIpv4(address: string): boolean {
  const value = ipv4Number(address);
  return !IPV4_REFUSED.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    return Math.floor(value / size) === Math.floor(ipv4Number(base) / size);
  });
}

/** An IPv6 address (zone id dropped) as its eight 16-bit groups. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0].toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const value = ipv4Number(dotted[1]);
    text = `${text.slice(0, dotted.index)}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const before = part(head);
  const after = part(tail);
  const zeros = tail === undefined ? [] : new Array(8 - before.length - after.length).fill(0);
  return [...before, ...zeros, ...after];
}

const embeddedIpv4 = (g: number[]) => `${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`;

function isPublicIpv6(address: string): boolean {
  const g = ipv6Groups(address);
  const firstFiveZero = g.slice(0, 5).every((x) => x === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, but :: and ::1)
  if (firstFiveZero && (g[5] === 0xffff || (g[5] === 0 && (g[6] !== 0 || g[7] > 1)))) {
    return isPublicIpv4(embeddedIpv4(g));
  }
  // 64:ff9b::/96, NAT64
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    return isPublicIpv4(embeddedIpv4(g));
  }
  if (g[0] >> 13 !== 1) return false; // not 2000::/3
  if (g[0] === 0x2001 && (g[1] === 0x0db8 || g[1] === 0)) return false;
  return g[0] !== 0x2002;
}

/** Whether the address (an IPv4 or IPv6 literal) is a public one; anything else is not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address.split('%')[0]);
  if (family === 4) return isPublicIpv4(address);
  if (family === 6) return isPublicIpv6(address);
  return false;
}

/** DNS (the system's resolver, every address) and public addresses only: production's policy. */
export const PUBLIC_ADDRESSES: AddressPolicy = {
  async resolve(hostname) {
    const answers = await lookup(hostname, { all: true, verbatim: true });
    return answers.map((answer) => answer.address);
  },
  allowed: isPublicAddress,
};

/** PUBLIC_ADDRESSES and loopback: PUSH_ALLOW_LOOPBACK's policy (refused in production, config.ts). */
export const PUBLIC_AND_LOOPBACK_ADDRESSES: AddressPolicy = {
  resolve: PUBLIC_ADDRESSES.resolve,
  allowed: (address) => address === '127.0.0.1' || address === '::1' || isPublicAddress(address),
};

/** The policy of this server: the injected one (tests), else by PUSH_ALLOW_LOOPBACK. */
export const addressPolicyOf = (deps: AppDeps): AddressPolicy =>
  deps.pushAddresses ??
  (deps.config.pushAllowLoopback && !deps.config.isProduction
    ? PUBLIC_AND_LOOPBACK_ADDRESSES
    : PUBLIC_ADDRESSES);

/** The URL's host without IPv6 brackets. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

export type EndpointAddresses =
  | { allowed: true; addresses: string[] }
  /** 'refused': an address is not allowed; 'unresolved': the name has no address now */
  | { allowed: false; why: 'refused' | 'unresolved' };

/**
 * The addresses the endpoint URL's host stands for, when every one is allowed (a literal address
 * is judged as it is, a name resolved now).
 */
export async function endpointAddresses(policy: AddressPolicy, endpoint: string): Promise<EndpointAddresses> {
  const host = bareHost(new URL(endpoint).hostname);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await policy.resolve(host);
  } catch {
    return { allowed: false, why: 'unresolved' };
  }
  if (addresses.length === 0) return { allowed: false, why: 'unresolved' };
  if (!addresses.every((address) => policy.allowed(address))) return { allowed: false, why: 'refused' };
  return { allowed: true, addresses };
}
