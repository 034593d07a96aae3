/**
 * Tells admins about log packets that look like forgeries: a live log secret from the wrong
 * address (the secret leaked, someone is forging results), or packets with a wrong or missing
 * secret. At most one alert per server (wrong address) or source address (wrong secret) per
 * ALERT_INTERVAL_MS, and at most MAX_ALERTS_PER_INTERVAL in all, however many packets arrive.
 * Alerts go to admins as notifications (notifications/notify.ts), to the server's log when a server is
 * concerned, and to the api log. Secrets are never written into them.
 */
import { pugLabel } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { EventBus } from '../framework/events.ts';
import type { Logger } from '../framework/logger.ts';
import type { Realtime } from '../framework/sockets.ts';
import { notifyAdmins } from '../notifications/notify.ts';
import type { ServerLogBook } from './server-log.ts';

const ALERT_INTERVAL_MS = 60_000;
const MAX_ALERTS_PER_INTERVAL = 5;

export interface RejectAlertDeps {
  collections: Collections;
  realtime: Realtime;
  logger: Logger;
  logBook: ServerLogBook;
  now: () => number;
  adminSteamids: readonly string[];
  events: EventBus;
}

export type Suspicious = { reason: 'wrongAddress'; address: string; serverId: string; expected: string[] } | { reason: 'wrongSecret'; address: string };

export class RejectAlerts {
  private readonly last = new Map<string, number>();
  private windowStart = -Infinity;
  private sentInWindow = 0;

  constructor(private readonly deps: RejectAlertDeps) {}

  /** Alerts about a suspicious packet, unless one about the same thing went out recently. */
  report(what: Suspicious, countSoFar: number): void {
    const key = what.reason === 'wrongAddress' ? `server:${what.serverId}` : `address:${what.address}`;
    if (!this.allow(key)) return;
    void this.send(what, countSoFar).catch((err: unknown) => this.deps.logger.error({ err }, 'log packet alert failed'));
  }

  private allow(key: string): boolean {
    const t = this.deps.now();
    if (t - this.windowStart >= ALERT_INTERVAL_MS) {
      this.windowStart = t;
      this.sentInWindow = 0;
      for (const [k, at] of this.last) if (t - at >= ALERT_INTERVAL_MS) this.last.delete(k);
    }
    const previous = this.last.get(key);
    if (previous !== undefined && t - previous < ALERT_INTERVAL_MS) return false;
    if (this.sentInWindow >= MAX_ALERTS_PER_INTERVAL) return false;
    this.sentInWindow++;
    this.last.set(key, t);
    return true;
  }

  private async send(what: Suspicious, countSoFar: number): Promise<void> {
    const { collections, logBook, logger } = this.deps;
    if (what.reason === 'wrongSecret') {
      logger.warn({ address: what.address, count: countSoFar }, 'log packets with a wrong or missing secret');
      const msg = `Log packets with a wrong or missing log secret are arriving from ${what.address} (${countSoFar} dropped so far). If that is not one of our servers, someone may be trying to forge match results.`;
      await notifyAdmins(this.deps, { msg, variant: 'warning' });
      return;
    }
    const server = await collections.servers.findOne({ _id: what.serverId }, { projection: { name: 1, ipport: 1, pugId: 1 } });
    const pug = server?.pugId ? await collections.pugs.findOne({ _id: server.pugId }, { projection: { number: 1 } }) : null;
    const name = server?.name ?? server?.ipport ?? what.serverId;
    logger.warn({ address: what.address, serverId: what.serverId, count: countSoFar }, 'log packets with a live secret from another address');
    const msg = `Log packets carrying the log secret of ${name}${pug ? ` (pug ${pugLabel(pug)})` : ''} are arriving from ${what.address}, not from the server (${what.expected.join(', ') || 'unknown address'}): dropped. The secret may have leaked and someone may be forging match results.`;
    if (server) await logBook.append(server, 'error', `Dropped log packets from ${what.address} carrying this server's log secret (${countSoFar} so far)`);
    await notifyAdmins(this.deps, { msg, variant: 'error' });
  }
}
