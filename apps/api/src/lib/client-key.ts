import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address that `isIPv6` accepted (zone id already removed). */
function ipv6Groups(address: string): number[] {
  let text = address;
  // A dotted IPv4 tail (`::ffff:1.2.3.4`) is the last two groups written another way.
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[2]!.split('.').map(Number) as [number, number, number, number];
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a per-address limit counts a request under: an IPv4 address as it is; an IPv6 address by
 * its /64, the block a home line, a phone or a server is given, so stepping through the addresses of
 * one host does not escape a limit; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) as its IPv4
 * address. Anything that is not an IP address is answered unchanged.
 */
export function clientKey(address: string): string {
  const bare = address.replace(/^\[(.*)\]$/, '$1').split('%')[0]!;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
