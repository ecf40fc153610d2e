import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it.each([
    ['IPv4 as it is', '203.0.113.7', '203.0.113.7'],
    ['full IPv6', '2001:0db8:85a3:0000:0000:8a2e:0370:7334', '2001:db8:85a3:0::/64'],
    ['compressed IPv6', '2001:db8:85a3::1', '2001:db8:85a3:0::/64'],
    ['compressed in the prefix', '2001:db8::5:1', '2001:db8:0:0::/64'],
    ['upper case', '2001:DB8:ABCD:12::FFFF', '2001:db8:abcd:12::/64'],
    ['loopback', '::1', '0:0:0:0::/64'],
    ['unspecified', '::', '0:0:0:0::/64'],
    ['zone id', 'fe80::1ff:fe23:4567:890a%eth0', 'fe80:0:0:0::/64'],
    ['numeric zone id', 'fe80::1%2', 'fe80:0:0:0::/64'],
    ['brackets', '[2001:db8:1:2::3]', '2001:db8:1:2::/64'],
    ['mapped IPv4, dotted', '::ffff:1.2.3.4', '1.2.3.4'],
    ['mapped IPv4, upper case', '::FFFF:198.51.100.20', '198.51.100.20'],
    ['mapped IPv4, hex', '::ffff:c633:6414', '198.51.100.20'],
    ['mapped IPv4, written out', '0:0:0:0:0:ffff:0102:0304', '1.2.3.4'],
    ['dotted tail that is not mapped', '64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['not an address', 'unknown', 'unknown'],
    ['empty', '', ''],
  ])('%s: %s → %s', (_name, address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('gives every address of one /64 the same key, and addresses of another /64 another', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), groups(4), (prefix, other, a, b) => {
        // A first group of 0 with ffff in the sixth would be an IPv4-mapped address.
        fc.pre(prefix[0] !== '0' && other[0] !== '0');
        const one = clientKey([...prefix, ...a].join(':'));
        expect(clientKey([...prefix, ...b].join(':'))).toBe(one);
        const same = prefix.every(
          (value, i) => Number.parseInt(value, 16) === Number.parseInt(other[i]!, 16),
        );
        expect(clientKey([...other, ...b].join(':')) === one).toBe(same);
      }),
    );
  });
});
