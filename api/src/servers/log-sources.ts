/**
 * Who may send us log lines: for each server hosting a pug, its sv_logsecret and the IP addresses
 * its registered `ipport` resolves to (resolved when it is configured or resumed). A packet is
 * accepted only with a live secret AND from one of that server's IPs; the source port is not
 * compared (srcds sends logs from a port of its own, not the game port). Secrets of matches that
 * just ended stay known for STALE_SECRET_GRACE_MS, so late lines are counted as stale, not as forgeries.
 */
import { lookup } from 'node:dns/promises';
import { normalizeAddress, type Verdict } from './log-receiver.ts';
import { hostPort } from './views.ts';

const STALE_SECRET_GRACE_MS = 5 * 60_000;

interface Source {
  serverId: string;
  ips: ReadonlySet<string>;
}

export class LogSources {
  private readonly live = new Map<string, Source>();
  private readonly retired = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  add(secret: string, serverId: string, ips: ReadonlySet<string>): void {
    this.retired.delete(secret);
    this.live.set(secret, { serverId, ips });
  }

  /** The match of `secret` is over (or its configuration failed): its packets are dropped from now on. */
  retire(secret: string): void {
    if (!this.live.delete(secret)) return;
    const t = this.now();
    for (const [old, at] of this.retired) if (t - at > STALE_SECRET_GRACE_MS) this.retired.delete(old);
    this.retired.set(secret, t);
  }

  serverOf(secret: string): string | undefined {
    return this.live.get(secret)?.serverId;
  }

  /** Expected IPs of the server owning `secret` (for messages). */
  addressesOf(secret: string): string[] {
    return [...(this.live.get(secret)?.ips ?? [])];
  }

  authorize(secret: string | null, address: string): Verdict {
    if (secret === null) return 'wrongSecret';
    const source = this.live.get(secret);
    if (!source) return this.retired.has(secret) ? 'staleSecret' : 'wrongSecret';
    return source.ips.has(address) ? 'accept' : 'wrongAddress';
  }
}

/** The IPs a server's `host:port` stands for (a name is resolved; an IP is itself). */
export async function serverAddresses(ipport: string): Promise<Set<string>> {
  const host = hostPort(ipport).host.replace(/^\[(.*)\]$/, '$1');
  const found = await lookup(host, { all: true, verbatim: true });
  return new Set(found.map((a) => normalizeAddress(a.address)));
}
