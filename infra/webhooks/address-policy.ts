import { BlockList, isIP } from 'node:net';

/*
 * Where a webhook may never connect (SPEC-DECISIONS 15): a customer-supplied URL must not reach our
 * own network. Checked on the resolved address, at creation and again before every attempt, since
 * a DNS name can change what it points to between the two (DNS rebinding).
 */

const v4: Array<[string, number, string]> = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const v6: Array<[string, number, string]> = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['fc00::', 7, 'unique local (ULA)'],
  ['fe80::', 10, 'link-local'],
  ['ff00::', 8, 'multicast'],
  ['2001:db8::', 32, 'documentation'],
  ['100::', 64, 'discard'],
];

const reasons: Array<{ list: BlockList; reason: string }> = [...v4.map(([net, prefix, reason]) => ({ net, prefix, reason, type: 'ipv4' as const })), ...v6.map(([net, prefix, reason]) => ({ net, prefix, reason, type: 'ipv6' as const }))].map(
  ({ net, prefix, reason, type }) => {
    const list = new BlockList();
    list.addSubnet(net, prefix, type);
    return { list, reason };
  },
);

/**
 * An IPv6 address that carries an IPv4 one (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`,
 * 6to4 `2002:AABB:CCDD::/48`) reaches that IPv4 host: it is judged as that address.
 */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted) return dotted[1] ?? null;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) return hexPairToIpv4(hex[1] ?? '0', hex[2] ?? '0');
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  if (sixToFour) return hexPairToIpv4(sixToFour[1] ?? '0', sixToFour[2] ?? '0');
  return null;
}

function hexPairToIpv4(high: string, low: string): string {
  const a = Number.parseInt(high, 16);
  const b = Number.parseInt(low, 16);
  return [a >> 8, a & 0xff, b >> 8, b & 0xff].join('.');
}

/**
 * Why an address is forbidden as a webhook target (loopback, private, link-local and metadata,
 * CGNAT, IPv6 ULA, multicast, reserved …), or null when it is a public address. Anything that is
 * not an IP address is refused too: the caller must pass what DNS resolved.
 */
export function forbiddenAddressReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return 'not an IP address';
  if (family === 6) {
    const inner = embeddedIpv4(bare);
    if (inner) return forbiddenAddressReason(inner);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const { list, reason } of reasons) if (list.check(bare, type)) return reason;
  return null;
}
