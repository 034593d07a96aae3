/**
 * The log feed's front door for the game-server service, top-down: the UDP receiver, who may send
 * to it (a live secret from its server's IP), what becomes of rejected packets (counted; forgeries
 * reported to admins, throttled, by log-alerts.ts), and where accepted lines go (`onLine`, by
 * server id).
 *
 * The UDP log receiver (LOG_PORT). Anyone on the internet can send to it, so each packet is judged
 * before any string work: its size (MAX_LOG_PACKET_BYTES), its header and secret (a few bytes),
 * and its source address, by `authorize` (the secret must be a server's we follow, and the packet
 * must come from that server's IP). Only then is it decoded and its line handed on. Rejected
 * packets are counted per reason; within a per-source budget (source-budget.ts) they are also
 * reported to `onReject` (logs, admin alerts), past it they are only counted. Nothing thrown here
 * escapes: a bad packet is a count, never a crash. Also lets the configuration step wait for a line.
 *
 * Who may send us log lines (LogSources): for each server hosting a pug, its sv_logsecret and the
 * IP addresses its registered `ipport` resolves to (resolved when it is configured or resumed). A
 * packet is accepted only with a live secret AND from one of that server's IPs; the source port is
 * not compared (srcds sends logs from a port of its own, not the game port). Secrets of matches
 * that just ended stay known for STALE_SECRET_GRACE_MS, so late lines are counted as stale, not as
 * forgeries.
 */
import dgram from 'node:dgram';
import { lookup } from 'node:dns/promises';
import type { Logger } from '../framework/logger.ts';
import { RejectAlerts, type RejectAlertDeps } from './log-alerts.ts';
import { decodeLogPacket, MAX_LOG_PACKET_BYTES, readLogHead } from './protocol/log-packet.ts';
import { SourceBudget } from './source-budget.ts';
import { hostPort } from './views.ts';

// The receiver: one UDP socket, every packet judged before any string work.

/** Asked-for UDP receive buffer. */
const RECV_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * Why a packet was dropped. wrongSecret: no secret, or one we never gave out; staleSecret: the
 * secret of a match that just ended (late lines); wrongAddress: a live secret from an address that
 * is not its server's.
 */
type RejectReason = 'oversize' | 'malformed' | 'wrongSecret' | 'staleSecret' | 'wrongAddress';
type Verdict = 'accept' | 'wrongSecret' | 'staleSecret' | 'wrongAddress';
export type RejectCounts = Record<RejectReason | 'rateLimited', number>;

const noRejects = (): RejectCounts => ({ oversize: 0, malformed: 0, wrongSecret: 0, staleSecret: 0, wrongAddress: 0, rateLimited: 0 });

type LineHandler = (secret: string, line: string, stamp: string) => void;

interface LogReceiverOptions {
  host: string;
  port: number;
  logger: Logger;
  /** Judges a packet by its secret (null: none) and source IP. Called for every packet: keep it cheap. */
  authorize(secret: string | null, address: string): Verdict;
  onLine: LineHandler;
  /** A rejected packet, within its source's budget. */
  onReject?(reason: RejectReason, address: string, secret: string | null): void;
  now?: () => number;
}

interface Waiter {
  secret: string;
  test: (line: string) => boolean;
  resolve: () => void;
}

/** `::ffff:1.2.3.4` (an IPv4 address on a dual-stack socket) as `1.2.3.4`. */
const normalizeAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

class LogReceiver {
  /** Rejected packets per reason (rateLimited: also counted under their reason, but not reported). */
  readonly rejected: RejectCounts = noRejects();
  /** Packets taken in: the right secret from the right address, decoded. */
  accepted = 0;
  private readonly waiters = new Set<Waiter>();
  private readonly budget: SourceBudget;

  private constructor(
    private readonly socket: dgram.Socket,
    private readonly opts: LogReceiverOptions,
  ) {
    this.budget = new SourceBudget(opts.now ?? Date.now);
    socket.on('message', (msg, from) => {
      try {
        this.onPacket(msg, normalizeAddress(from.address));
      } catch (err) {
        opts.logger.error({ err }, 'log packet handling failed');
      }
    });
  }

  static start(opts: LogReceiverOptions): Promise<LogReceiver> {
    // A big receive buffer rides out bursts (the end of a round logs many lines at once); the
    // kernel caps it at net.core.rmem_max.
    const socket = dgram.createSocket({ type: opts.host.includes(':') ? 'udp6' : 'udp4', recvBufferSize: RECV_BUFFER_BYTES });
    return new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(opts.port, opts.host, () => {
        socket.off('error', reject);
        socket.on('error', (err) => opts.logger.error({ err }, 'log receiver error'));
        resolve(new LogReceiver(socket, opts));
      });
    });
  }

  get port(): number {
    return this.socket.address().port;
  }

  /** Every packet dropped so far, whatever the reason. */
  get dropped(): number {
    const { oversize, malformed, wrongSecret, staleSecret, wrongAddress } = this.rejected;
    return oversize + malformed + wrongSecret + staleSecret + wrongAddress;
  }

  /** Resolves true when a line with `secret` passing `test` arrives within `timeoutMs`, else false. */
  waitFor(secret: string, test: (line: string) => boolean, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        secret,
        test,
        resolve: () => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.socket.close(() => resolve()));
  }

  private onPacket(msg: Buffer, address: string): void {
    if (msg.length > MAX_LOG_PACKET_BYTES) return this.reject('oversize', address, null);
    const head = readLogHead(msg);
    if (!head) return this.reject('malformed', address, null);
    const verdict = this.opts.authorize(head.secret, address);
    if (verdict !== 'accept') return this.reject(verdict, address, head.secret);
    const packet = decodeLogPacket(msg);
    if (!packet || packet.secret === null) return this.reject('malformed', address, head.secret);
    this.accepted++;
    for (const w of [...this.waiters]) if (w.secret === packet.secret && w.test(packet.line)) w.resolve();
    this.opts.onLine(packet.secret, packet.line, packet.stamp);
  }

  private reject(reason: RejectReason, address: string, secret: string | null): void {
    this.rejected[reason]++;
    if (!this.budget.take(address)) {
      this.rejected.rateLimited++;
      return;
    }
    this.opts.onReject?.(reason, address, secret);
  }
}

// The sources: which secret, from which IPs.

const STALE_SECRET_GRACE_MS = 5 * 60_000;

interface Source {
  serverId: string;
  ips: ReadonlySet<string>;
}

class LogSources {
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
async function serverAddresses(ipport: string): Promise<Set<string>> {
  const host = hostPort(ipport).host.replace(/^\[(.*)\]$/, '$1');
  const found = await lookup(host, { all: true, verbatim: true });
  return new Set(found.map((a) => normalizeAddress(a.address)));
}

// The intake: the receiver, the sources and the alerts put together for the service.

export interface LogIntakeDeps extends RejectAlertDeps {
  logger: Logger;
  /** Where to listen (HOST) and on which port (LOG_PORT; 0: any). */
  bindHost: string;
  logPort: number;
  /** The host servers send to (LOG_HOST). */
  logHost: string;
}

export class LogIntake {
  private receiver: LogReceiver | null = null;
  private readonly sources: LogSources;
  private readonly alerts: RejectAlerts;

  constructor(
    private readonly deps: LogIntakeDeps,
    private readonly onLine: (serverId: string, line: string, stamp: string) => void,
  ) {
    this.sources = new LogSources(deps.now);
    this.alerts = new RejectAlerts(deps);
  }

  /** Starts the receiver; when LOG_PORT is taken the site still runs (every log check then fails). */
  async start(): Promise<void> {
    try {
      this.receiver = await LogReceiver.start({
        host: this.deps.bindHost,
        port: this.deps.logPort,
        logger: this.deps.logger,
        now: this.deps.now,
        authorize: (secret, address) => this.sources.authorize(secret, address),
        onLine: (secret, line, stamp) => {
          const serverId = this.sources.serverOf(secret);
          if (serverId) this.onLine(serverId, line, stamp);
        },
        onReject: (reason, address, secret) => this.onRejected(reason, address, secret),
      });
    } catch (err) {
      this.deps.logger.error({ err, port: this.deps.logPort }, 'the UDP log receiver could not start (LOG_PORT in use?)');
    }
  }

  async close(): Promise<void> {
    await this.receiver?.close();
    this.receiver = null;
  }

  /** `LOG_HOST:port`, for `logaddress_add`. */
  get address(): string {
    return `${this.deps.logHost}:${this.receiver?.port ?? this.deps.logPort}`;
  }

  get dropped(): number {
    return this.receiver?.dropped ?? 0;
  }

  get accepted(): number {
    return this.receiver?.accepted ?? 0;
  }

  get rejected(): RejectCounts {
    return { ...(this.receiver?.rejected ?? noRejects()) };
  }

  /** Takes lines with `secret` from the IPs of `ipport` (a host name is resolved now) for the server. */
  async follow(secret: string, serverId: string, ipport: string): Promise<void> {
    this.sources.add(secret, serverId, await serverAddresses(ipport));
  }

  /** Lines with `secret` are dropped from now on (late ones counted as stale). */
  forget(secret: string): void {
    this.sources.retire(secret);
  }

  /** Resolves true when an accepted line with `secret` passing `test` arrives in time. */
  waitFor(secret: string, test: (line: string) => boolean, timeoutMs: number): Promise<boolean> {
    return this.receiver?.waitFor(secret, test, timeoutMs) ?? Promise.resolve(false);
  }

  /** A dropped packet within its source's budget: forgeries go to the admins (throttled), the rest to the debug log. */
  private onRejected(reason: RejectReason, address: string, secret: string | null): void {
    const count = this.receiver?.rejected[reason] ?? 0;
    const serverId = secret === null ? undefined : this.sources.serverOf(secret);
    if (reason === 'wrongAddress' && serverId && secret !== null) {
      this.alerts.report({ reason, address, serverId, expected: this.sources.addressesOf(secret) }, count);
    } else if (reason === 'wrongSecret') {
      this.alerts.report({ reason, address }, count);
    } else {
      this.deps.logger.debug({ reason, address, count }, 'log packet dropped');
    }
  }
}
