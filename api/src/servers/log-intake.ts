/**
 * The log feed's front door for the game-server service: the UDP receiver (log-receiver.ts), who
 * may send to it (log-sources.ts: a live secret from its server's IP), what becomes of rejected
 * packets (counted; forgeries reported to admins, throttled, by log-alerts.ts), and where accepted
 * lines go (`onLine`, by server id).
 */
import type { Logger } from '../framework/logger.ts';
import { RejectAlerts, type RejectAlertDeps } from './log-alerts.ts';
import { LogReceiver, noRejects, type RejectCounts, type RejectReason } from './log-receiver.ts';
import { LogSources, serverAddresses } from './log-sources.ts';

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
