import { isIP } from 'node:net';

/**
 * Which TRUST_PROXY entries are narrow enough to trust. A trusted address may say, in
 * X-Forwarded-For, which client it speaks for: trusting a range that takes in the internet at
 * large lets anyone there choose their address, and with it dodge every per-address limit.
 *
 * The rule: a range inside the non-public blocks below (loopback, private networks, carrier-grade
 * NAT, link-local, IPv6 unique-local) may be as wide as its block; a range that reaches public
 * addresses may be no wider than IPv4 /13 or IPv6 /29 (half a million addresses: what a CDN
 * publishes as its edge, e.g. Cloudflare's largest ranges, 104.16.0.0/13 and 2a06:98c0::/29).
 * IPv4-mapped IPv6 ranges (::ffff:a.b.c.d/n) count as the IPv4 range they map.
 */
export const PUBLIC_PREFIX_MIN = { 4: 13, 6: 29 } as const;

type Range = { kind: 4 | 6; start: bigint; end: bigint; bits: number };

const NON_PUBLIC: Range[] = [
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
].map((cidr) => parseRange(cidr)!);

/** Why `entry` (an address or CIDR that isIP accepts) must not be trusted, or null when it may. */
export function tooBroad(entry: string): string | null {
  const range = parseRange(entry);
  if (!range) return null;
  if (NON_PUBLIC.some((b) => b.kind === range.kind && b.start <= range.start && range.end <= b.end)) return null;
  const min = PUBLIC_PREFIX_MIN[range.kind];
  if (range.bits >= min) return null;
  return `${entry} takes in public addresses far too broadly (anyone there could choose their address)`;
}

/** An address or CIDR as the first and last address it covers (IPv4-mapped IPv6 as IPv4). */
function parseRange(entry: string): Range | null {
  const [addrWithZone, bitsText] = entry.split('/');
  const addr = addrWithZone.split('%')[0];
  const kind = isIP(addr);
  if (kind !== 4 && kind !== 6) return null;
  const width = kind === 4 ? 32 : 128;
  let bits = bitsText === undefined ? width : Number(bitsText);
  let value = kind === 4 ? ipv4(addr) : ipv6(addr);
  if (value === null || !Number.isInteger(bits) || bits < 0 || bits > width) return null;
  if (kind === 6 && value >> 32n === 0xffffn && bits >= 96) {
    // ::ffff:0.0.0.0/96 is every IPv4 address.
    value &= 0xffffffffn;
    bits -= 96;
    return span(4, value, bits, 32);
  }
  return span(kind, value, bits, width);
}

function span(kind: 4 | 6, value: bigint, bits: number, width: number): Range {
  const host = (1n << BigInt(width - bits)) - 1n;
  const start = value & ~host;
  return { kind, start, end: start | host, bits };
}

function ipv4(addr: string): bigint {
  return addr.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

function ipv6(addr: string): bigint | null {
  let canonical: string;
  try {
    // The URL parser writes an embedded IPv4 tail (::ffff:1.2.3.4) as two hex groups.
    canonical = new URL(`http://[${addr}]`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head, tail] = canonical.includes('::') ? canonical.split('::') : [canonical, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8) return null;
  return groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n);
}
