/**
 * Where a serveme.tf reservation's server may be: the api opens RCON to it with the reservation's
 * password and trusts log packets from it, so its address is resolved once here (every address
 * the name has), refused when any of them is not a public unicast address (loopback, private,
 * link-local, unspecified, CGNAT, multicast, reserved, documentation; IPv4 written inside IPv6
 * counted as that IPv4), and the checked IPv4 address is what the site stores and uses from then on
 * (no second lookup, so a name cannot point elsewhere later). A TF2 server speaks IPv4: a name
 * with no IPv4 address is refused too. `allowLoopback` (SERVEME_ALLOW_LOOPBACK=1, accepted with
 * NODE_ENV=test only) lets the tests' stand-ins on 127.0.0.1 through, and nothing else.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

export class RefusedAddress extends Error {
  override name = 'RefusedAddress';
}

const NOT_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const NOT_PUBLIC_V6: [string, number][] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo included)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the old site-local
  ['ff00::', 8], // multicast
];
const notPublic = new BlockList();
for (const [net, prefix] of NOT_PUBLIC_V4) notPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of NOT_PUBLIC_V6) notPublic.addSubnet(net, prefix, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16));
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 addresses an IPv6 address carries: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16). */
function embeddedV4(address: string): string[] {
  const g = groupsOf(address);
  const found: string[] = [];
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) found.push(v4Of(g[6]!, g[7]!));
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) found.push(v4Of(g[6]!, g[7]!));
  if (g[0] === 0x2002) found.push(v4Of(g[1]!, g[2]!));
  return found;
}

/** Why `address` (an IP literal) may not be a reservation's server, or null when it may. */
export function refusalOf(address: string, opts: { allowLoopback: boolean }): string | null {
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (!family) return 'is not an IP address';
  const inner = family === 'ipv6' ? embeddedV4(address) : [];
  const all: [string, 'ipv4' | 'ipv6'][] = [[address, family], ...inner.map((a) => [a, 'ipv4'] as [string, 'ipv4'])];
  for (const [one, type] of all) {
    if (opts.allowLoopback && LOOPBACK.check(one, type)) continue;
    if (notPublic.check(one, type)) return `${address} is not a public address`;
  }
  return null;
}

const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/**
 * The address to use for `host` (a name or an IP literal, IPv6 in brackets or not), resolved once:
 * every address it has must be public; the first IPv4 one is returned. Throws RefusedAddress.
 */
export async function checkedServerAddress(host: string, opts: { allowLoopback: boolean }): Promise<string> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (!isIPv4(bare) && !isIPv6(bare) && !HOST_NAME.test(bare))
    throw new RefusedAddress(`${JSON.stringify(host.slice(0, 100))} is not a host name or IP address`);
  let found: { address: string }[];
  try {
    found = await lookup(bare, { all: true, verbatim: true });
  } catch (err) {
    throw new RefusedAddress(`${bare} could not be resolved (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  for (const { address } of found) {
    const why = refusalOf(address, opts);
    if (why) throw new RefusedAddress(bare === address ? why : `${bare} resolves to ${address}, which is not a public address`);
  }
  const v4 = found.find((a) => isIPv4(a.address));
  if (!v4) throw new RefusedAddress(`${bare} has no IPv4 address`);
  return v4.address;
}
