import { describe, expect, it } from 'vitest';
import { type AddressPolicy, endpointAddresses, isPublicAddress } from './endpoint-address';

describe('isPublicAddress (issue 35, H2)', () => {
  it.each([
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.0.9',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.251',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::10.0.0.1',
    '64:ff9b::10.0.0.1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    'ff05::1:3',
    '2001:db8::1',
    '2001::1',
    '2002:7f00:1::1',
    '100::1',
    'localhost',
    'not an address',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '142.250.183.10',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '169.253.1.1',
    '223.255.255.255',
    '2607:f8b0:4009:80b::200a',
    '2a00:1450:4001:82a::200a',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('endpointAddresses', () => {
  const policy = (answers: Record<string, string[]>): AddressPolicy => ({
    resolve: async (host) => {
      if (!(host in answers)) throw new Error('ENOTFOUND');
      return answers[host];
    },
    allowed: isPublicAddress,
  });

  it('judges a literal as it is, a name by every address it resolves to', async () => {
    const p = policy({
      'push.example': ['8.8.4.4', '2607:f8b0::1'],
      'mixed.example': ['8.8.4.4', '10.0.0.1'],
    });
    expect(await endpointAddresses(p, 'https://push.example/x')).toEqual({
      allowed: true,
      addresses: ['8.8.4.4', '2607:f8b0::1'],
    });
    expect(await endpointAddresses(p, 'https://mixed.example/x')).toEqual({ allowed: false, why: 'refused' });
    expect(await endpointAddresses(p, 'https://gone.example/x')).toEqual({
      allowed: false,
      why: 'unresolved',
    });
    expect(await endpointAddresses(p, 'https://169.254.169.254/latest')).toEqual({
      allowed: false,
      why: 'refused',
    });
    expect(await endpointAddresses(p, 'https://[::1]:8443/x')).toEqual({ allowed: false, why: 'refused' });
    expect(await endpointAddresses(p, 'https://2130706433/x')).toEqual({ allowed: false, why: 'refused' });
    expect(await endpointAddresses(p, 'https://0x7f.1/x')).toEqual({ allowed: false, why: 'refused' });
    expect(await endpointAddresses(p, 'https://8.8.8.8/x')).toEqual({
      allowed: true,
      addresses: ['8.8.8.8'],
    });
  });
});
