/**
 * serveme.tf reservations for pugs that find no free registered server (GameServers.assign). A
 * reserved server is stored as a server document (`_id` `serveme-<pug id>`, with `reservation`), so
 * the usual RCON set-up, log feed, credentials and status poll use it unchanged; claim.ts never
 * hands it to another pug. Inserting that document is the claim: one api process reserves per
 * pug. When the pug lets it go (claim.ts freeServer), the reservation is ended with retries in the
 * background; the document goes once serveme.tf confirms. A failing serveme.tf never holds up
 * the caller: the pug waits as it does when no server is free. A pug called off while its
 * reservation is made or starts (`signal`) has it ended at once.
 *
 * Length: SERVEME_RESERVATION_MINUTES (120, what serveme.tf grants a key without premium). While
 * a pug holds the server, each status poll extends a reservation that has less than
 * `extendWithinMs` left (`POST /api/reservations/{id}/extend`: serveme.tf adds its extension time,
 * 20 min without premium, when under an hour is left and no other reservation follows on that
 * server). One it refuses to extend is told to admins once: the server stops at `endsAt`, its
 * log goes silent, and LIVE_PUG_SILENCE_MS later admins are told again and end the pug on its page.
 */
import { pugLabel } from '@pug/domain';
import { randomBytes } from 'node:crypto';
import type { Collections } from '../../db/index.ts';
import type { ServerDoc } from '../../db/documents.ts';
import type { Logger } from '../../framework/logger.ts';
import { newPassword, sleep as abortableSleep } from '../configure.ts';
import type { ServerLogBook } from '../server-log.ts';
import {
  createReservation,
  endReservation,
  extendReservation,
  fetchReservation,
  findServers,
  RefusedServerAddress,
  type ServemeInstance,
} from './serveme-client.ts';
import type { ServemeConfig } from './serveme-config.ts';

/** What a reservation needs of its pug (servers/service-types.ts's PugForServer has it). */
interface PugToReserveFor {
  _id: string;
  map: string;
}

export interface ReservationTimings {
  /** How long a reservation is asked for (SERVEME_RESERVATION_MINUTES). */
  reserveMs: number;
  /** A held reservation with less than this left is extended (at each status poll). */
  extendWithinMs: number;
  /** Wait for a reservation's server to be `Ready` at most this long, reading it every `readyPollMs`. */
  readyWaitMs: number;
  readyPollMs: number;
  /** Ending: this many tries, the first pause `endRetryMs`, doubling. */
  endAttempts: number;
  endRetryMs: number;
  /** The longest Retry-After of a 429 waited out. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RESERVATION_TIMINGS: Omit<ReservationTimings, 'reserveMs'> = {
  extendWithinMs: 15 * 60_000,
  readyWaitMs: 120_000,
  readyPollMs: 5000,
  endAttempts: 6,
  endRetryMs: 5000,
  maxRetryAfterMs: 30_000,
};

/** A claim (the placeholder document) older than this belongs to a process that stopped mid-reservation. */
const STALE_CLAIM_MS = 5 * 60_000;

const hhmm = (at: number) => new Date(at).toISOString().slice(11, 16);

export class ServemeReservations {
  private readonly ending = new Map<string, Promise<void>>();
  private stopped = false;
  private wake: () => void = () => undefined;
  /** Resolves at stop(): a pause between tries ends early. */
  private readonly stopping = new Promise<void>((resolve) => (this.wake = resolve));

  constructor(
    private readonly deps: {
      collections: Collections;
      logBook: ServerLogBook;
      logger: Logger;
      now: () => number;
      config: ServemeConfig;
      notify: (subject: string, msg: string) => Promise<void>;
      emitServer: (serverId: string) => void;
    },
    private readonly timings: ReservationTimings,
  ) {}

  /** Waits `ms`, less at stop() or when `signal` aborts. */
  private sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return Promise.race([abortableSleep(ms, signal), this.stopping]);
  }

  private instance(url: string): ServemeInstance {
    const { apiKey, timeoutMs, allowLoopback } = this.deps.config;
    return { url, apiKey, timeoutMs, maxRetryAfterMs: this.timings.maxRetryAfterMs, allowLoopback };
  }

  /**
   * Reserves a server on the region's serveme.tf instance for the pug: the stored server document,
   * `elsewhere` when another process is reserving for it, or null (no instance for the region, no
   * free server there, or serveme.tf failed: logged; or `signal` aborted: the pug was called off).
   * `rental` 2 replaces a first one whose log feed was broken (its own document, while the first
   * is still being ended); serveme.tf servers in `avoid` are not taken, and the one taken is added.
   */
  async reserve(
    pug: PugToReserveFor,
    region: string,
    signal?: AbortSignal,
    opts: { avoid?: Set<number>; rental?: number } = {},
  ): Promise<ServerDoc | 'elsewhere' | null> {
    const { collections, logger, now } = this.deps;
    const url = this.deps.config.urlsByRegion[region];
    if (!url) return null;
    const _id = (opts.rental ?? 1) > 1 ? `serveme-${pug._id}-${opts.rental}` : `serveme-${pug._id}`;
    const at = now();
    await collections.servers.deleteOne({ _id, pugId: pug._id, password: null, claimedAt: { $lt: at - STALE_CLAIM_MS }, 'reservation.id': null });
    const claim: ServerDoc = {
      _id,
      name: 'serveme.tf (reserving)',
      ipport: `serveme-pending:${pug._id}`,
      region,
      priority: 0,
      enabled: false,
      query: null,
      logs: [],
      isDisrupt: false,
      disruptReason: null,
      pugId: pug._id,
      claimedAt: at,
      password: null,
      reservation: { instance: url, id: null, endsAt: at + this.timings.reserveMs, ending: false },
      createdAt: at,
    };
    try {
      await collections.servers.insertOne(claim);
    } catch (err) {
      if ((err as { code?: number }).code === 11000) return 'elsewhere';
      throw err;
    }
    const instance = this.instance(url);
    let reservedId: number | null = null;
    try {
      const startsAt = new Date(at);
      const endsAt = new Date(at + this.timings.reserveMs);
      const server = (await findServers(instance, startsAt, endsAt)).find((s) => !opts.avoid?.has(s.id));
      if (!server || signal?.aborted) {
        if (!server) logger.warn({ pugId: pug._id, region, instance: url }, 'serveme.tf has no free server');
        await collections.servers.deleteOne({ _id, 'reservation.id': null });
        return null;
      }
      opts.avoid?.add(server.id);
      const rcon = randomBytes(18).toString('base64url').replace(/[-_]/g, 'x');
      const reservation = await createReservation(instance, { serverId: server.id, startsAt, endsAt, password: newPassword(), rcon, firstMap: pug.map });
      reservedId = reservation.id;
      const stored = await collections.servers.findOneAndUpdate(
        { _id, pugId: pug._id },
        {
          $set: {
            name: `${reservation.server.name.slice(0, 80)} (serveme.tf)`,
            ipport: `${reservation.server.ip}:${reservation.server.port}`,
            rconPassword: rcon,
            enabled: true,
            reservation: { instance: url, id: reservation.id, endsAt: Date.parse(reservation.ends_at) || endsAt.getTime(), ending: false },
          },
        },
        { returnDocument: 'after' },
      );
      if (!stored) throw new Error('the pug let the reservation go while it was being made');
      await this.deps.logBook.append(
        stored,
        'assign',
        `Reserved on serveme.tf (#${reservation.id}, ends ${hhmm(stored.reservation!.endsAt)} UTC) for pug ${pug._id}`,
      );
      this.deps.emitServer(_id);
      if (reservation.status !== 'Ready') await this.waitUntilReady(instance, reservation.id, signal);
      signal?.throwIfAborted();
      return stored;
    } catch (err) {
      if (signal?.aborted) logger.info({ pugId: pug._id, reservation: reservedId }, 'the pug was called off: its serveme.tf reservation is ended');
      else logger.warn({ err, pugId: pug._id, region, instance: url }, 'serveme.tf reservation failed');
      if (err instanceof RefusedServerAddress) {
        // Made, but on an address the site will not send RCON to (serveme-client.ts): ended below, admins told.
        reservedId = err.reservationId;
        await this.deps.notify(`serveme-refused:${err.reservationId}`, `${err.message}; it was ended and pug ${pugLabel(pug)} waits for another server.`);
      }
      await collections.servers.deleteOne({ _id, pugId: pug._id, 'reservation.id': null });
      if (reservedId !== null) {
        // Reserved but not kept: it is ended at once.
        const left = await collections.servers.findOne({ _id });
        if (left?.reservation?.id === reservedId) {
          await collections.servers.updateOne({ _id, pugId: pug._id }, { $set: { pugId: null } });
          this.end({ ...left, pugId: null });
        } else this.endUnstored(url, reservedId);
      }
      return null;
    }
  }

  private async waitUntilReady(instance: ServemeInstance, id: number, signal?: AbortSignal): Promise<void> {
    const until = this.deps.now() + this.timings.readyWaitMs;
    while (!this.stopped && !signal?.aborted && this.deps.now() < until) {
      await this.sleep(this.timings.readyPollMs, signal);
      if (signal?.aborted) return;
      const current = await fetchReservation(instance, id).catch(() => null);
      if (current && /ready/i.test(current.status)) return;
    }
  }

  /**
   * Ends the reservation of a server no pug holds any more (pending claims are just removed), in
   * the background: retried with a doubling pause; the document goes once serveme.tf confirms.
   */
  end(server: ServerDoc): void {
    const reservation = server.reservation;
    if (!reservation || this.ending.has(server._id)) return;
    if (reservation.id === null) {
      void this.deps.collections.servers.deleteOne({ _id: server._id, 'reservation.id': null }).then(() => this.deps.emitServer(server._id));
      return;
    }
    const run = this.endWithRetries(server, reservation.instance, reservation.id).finally(() => this.ending.delete(server._id));
    this.ending.set(server._id, run);
  }

  private async endWithRetries(server: ServerDoc, url: string, id: number): Promise<void> {
    const { collections, logBook, logger } = this.deps;
    await collections.servers.updateOne({ _id: server._id }, { $set: { enabled: false, 'reservation.ending': true } });
    this.deps.emitServer(server._id);
    for (let attempt = 1; attempt <= this.timings.endAttempts && !this.stopped; attempt++) {
      try {
        await endReservation(this.instance(url), id);
        await collections.servers.deleteOne({ _id: server._id, pugId: null });
        logger.info({ reservation: id, instance: url }, 'serveme.tf reservation ended');
        this.deps.emitServer(server._id);
        return;
      } catch (err) {
        logger.warn({ err, reservation: id, instance: url, attempt }, 'ending a serveme.tf reservation failed');
        await logBook.append(server, 'error', `Ending serveme.tf reservation #${id} failed (try ${attempt}): ${(err as Error).message}`);
        if (attempt < this.timings.endAttempts) await this.sleep(this.timings.endRetryMs * 2 ** (attempt - 1));
      }
    }
    if (this.stopped) return;
    await collections.servers.updateOne({ _id: server._id }, { $set: { 'reservation.ending': false } });
    this.deps.emitServer(server._id);
    await this.deps.notify(
      `serveme:${id}`,
      `serveme.tf reservation #${id} could not be ended; it lasts until ${hhmm(server.reservation?.endsAt ?? 0)} UTC unless an admin ends it (Servers page).`,
    );
  }

  private endUnstored(url: string, id: number): void {
    const run = (async () => {
      for (let attempt = 1; attempt <= this.timings.endAttempts && !this.stopped; attempt++) {
        try {
          return await endReservation(this.instance(url), id);
        } catch (err) {
          this.deps.logger.warn({ err, reservation: id, attempt }, 'ending an unstored serveme.tf reservation failed');
          await this.sleep(this.timings.endRetryMs * 2 ** (attempt - 1));
        }
      }
    })();
    this.ending.set(
      `unstored:${id}`,
      run.finally(() => this.ending.delete(`unstored:${id}`)),
    );
  }

  /**
   * Extends every reservation a pug holds that has less than `extendWithinMs` left (after each
   * status poll). A refusal is logged on the server; admins hear once of one that ends soon.
   */
  async extendHeld(): Promise<void> {
    const { collections, logBook, now } = this.deps;
    const soon = now() + this.timings.extendWithinMs;
    const held = await collections.servers
      .find({ pugId: { $ne: null }, 'reservation.id': { $ne: null }, 'reservation.ending': false, 'reservation.endsAt': { $lt: soon } })
      .toArray();
    for (const server of held) {
      const { instance: url, id, endsAt } = server.reservation!;
      try {
        const extended = await extendReservation(this.instance(url), id!);
        const until = Date.parse(extended.ends_at);
        if (!(until > endsAt)) throw new Error(`serveme.tf kept the end at ${extended.ends_at}`);
        await collections.servers.updateOne({ _id: server._id, 'reservation.id': id }, { $set: { 'reservation.endsAt': until } });
        await logBook.append(server, 'assign', `serveme.tf reservation #${id} extended: ends ${hhmm(until)} UTC`);
        this.deps.emitServer(server._id);
      } catch (err) {
        await logBook.append(server, 'error', `Extending serveme.tf reservation #${id} failed: ${(err as Error).message}`);
        await this.deps.notify(
          `serveme-extend:${id}`,
          `serveme.tf reservation #${id} (${server.name ?? server.ipport}) could not be extended: its server stops at ${hhmm(endsAt)} UTC. If the pug is still on then, end it on its page.`,
        );
      }
    }
  }

  /** At start: reservations whose pug let them go but that were not ended yet (a restart, or retries given up). */
  async resumeEnding(): Promise<void> {
    const left = await this.deps.collections.servers.find({ pugId: null, reservation: { $ne: null } }).toArray();
    for (const server of left) if (server.reservation) this.end(server);
  }

  /** Ends running retries (the next start resumes them). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await Promise.allSettled(this.ending.values());
  }
}
