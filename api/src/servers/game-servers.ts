/**
 * The game-server service: picks and configures a server for a pug, follows the match from the
 * log feed, releases the server afterwards, and hands out connect credentials. It knows nothing
 * of the pug machine: it publishes `server/…` and `match/…` events (framework/events.ts) and reacts to
 * `pug/…` ones (on-pug-started.ts, on-pug-ended.ts, on-sub-accepted.ts).
 */
import { mapConfigFor, pugLabel, type SteamId } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { ServerDoc } from '../db/documents.ts';
import { conflict, forbidden, notFound } from '../framework/errors.ts';
import type { EventBus } from '../framework/events.ts';
import type { Logger } from '../framework/logger.ts';
import type { Realtime } from '../framework/sockets.ts';
import { KeyedSerialQueue } from '../framework/serial.ts';
import { claimServer, freeServer } from './claim.ts';
import { changePassword, configureServer, newLogSecret, newPassword, resetServer, resumeLogFeed } from './configure.ts';
import { LogIntake } from './log-intake.ts';
import { querySourceTv } from './protocol/a2s.ts';
import type { RconOptions } from './protocol/rcon-client.ts';
import type { RejectCounts } from './log-receiver.ts';
import { uploadToLogsTf } from './logs-tf.ts';
import type { MatchSignal, MatchState } from './logs/match-tracker.ts';
import { MatchFeed } from './match-feed.ts';
import { watchLivePugs } from './live-pug-watch.ts';
import { notifyAdmins } from '../notifications/notify.ts';
import type { ServerLogBook } from './server-log.ts';
import { ServemeReservations } from './serveme/reservations.ts';
import type { ServemeConfig } from './serveme/serveme-config.ts';
import { publicLogLines, type Credentials, type GameServerOptions, type PugForServer } from './service-types.ts';
import { hostPort, publicServer } from './views.ts';

export { DEFAULT_GAME_SERVER_OPTIONS } from './service-types.ts';
export type { Credentials, GameServerOptions, PugForServer } from './service-types.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class GameServers {
  /** The UDP log feed: who may send, and where accepted lines go. */
  private readonly logs: LogIntake;
  private readonly assigning = new Map<string, Promise<ServerDoc | null>>();
  private readonly rotating = new KeyedSerialQueue();
  private readonly feed: MatchFeed;
  /** Subjects admins were already warned about (once each). */
  private readonly notified = new Set<string>();
  /** serveme.tf reservations (null: SERVEME_API_KEY unset). */
  readonly reservations: ServemeReservations | null;

  constructor(
    private readonly deps: {
      collections: Collections;
      logger: Logger;
      realtime: Realtime;
      events: EventBus;
      logBook: ServerLogBook;
      now: () => number;
      logHost: string;
      logPort: number;
      bindHost: string;
      regionOf: (queueName: string) => string;
      adminSteamids: readonly string[];
      /** serveme.tf, when no registered server is free (SERVEME_API_KEY); null: off. */
      serveme?: ServemeConfig | null;
    },
    private readonly opts: GameServerOptions,
  ) {
    this.feed = new MatchFeed(
      deps.collections,
      deps.logBook,
      {
        signal: (server, pugId, signal, state) => this.onSignal(server, pugId, signal, state),
        player: (pugId, e) => void deps.events.publish('match/player', { pugId, ...e }),
      },
      (err) => deps.logger.error({ err }, 'match feed failed'),
      { linkWaitMs: opts.linkWaitMs, finalScoreWaitMs: opts.finalScoreWaitMs },
      deps.now,
    );
    this.reservations = deps.serveme
      ? new ServemeReservations(
          {
            ...deps,
            config: deps.serveme,
            notify: (subject, msg) => this.notifyOnce(subject, msg),
            emitServer: (id) => this.emitServer(id),
          },
          { ...opts.serveme, reserveMs: opts.liveMaxMs },
        )
      : null;
    this.logs = new LogIntake(deps, (serverId, line, stamp) => void this.feed.push(serverId, line, stamp));
  }

  get logAddress(): string {
    return this.logs.address;
  }

  /** Forged, stale, oversized or malformed log packets dropped so far. */
  get droppedPackets(): number {
    return this.logs.dropped;
  }

  /** Log packets taken in (the right secret from the right address). */
  get acceptedPackets(): number {
    return this.logs.accepted;
  }

  /** Dropped log packets per reason. */
  get rejectedPackets(): RejectCounts {
    return this.logs.rejected;
  }

  async start(): Promise<void> {
    // If the receiver cannot start, the site still runs; every server then fails its log check, so pugs wait and admins hear of it.
    await this.logs.start();
    await this.reservations?.resumeEnding();
    // A restarted api resumes every match it was following, and frees servers of pugs that are over.
    for (const server of await this.deps.collections.servers.find({ pugId: { $ne: null } }).toArray()) {
      const pugId = server.pugId!;
      const pug = await this.deps.collections.pugs.findOne({ _id: pugId }, { projection: { phase: 1 } });
      if (!pug || pug.phase === 'Complete') {
        await this.release(pugId);
        continue;
      }
      if (!server.logSecret) continue; // claimed, never configured: assignWaiting configures it again
      const match = server.match as MatchState | null | undefined;
      if (match?.finished) {
        // The game ended while the api was down, before the pug heard of it.
        await this.onSignal(server, pugId, { kind: 'finished', score: match.score }, match);
        continue;
      }
      try {
        await this.logs.follow(server.logSecret, server._id, server.ipport);
        await resumeLogFeed(this.rcon(server), server.logSecret, this.logAddress);
        await this.deps.logBook.append(server, 'match', `Resumed following pug ${server.pugId} after a restart`);
      } catch (err) {
        await this.deps.logBook.append(server, 'error', `Could not re-point the log feed after a restart: ${(err as Error).message}`);
      }
    }
  }

  async stop(): Promise<void> {
    this.feed.stop();
    // Let running configurations finish (they need the log receiver), then stop taking lines.
    // serveme waits (a Starting reservation, an end's retry pause) stop first; the next start resumes what is left.
    const reservations = this.reservations?.stop();
    await Promise.allSettled(this.assigning.values());
    await reservations;
    await this.logs.close();
    await this.feed.idle();
  }

  /** Lines handled so far (tests wait on it). */
  idle(): Promise<void> {
    return this.feed.idle();
  }

  /** Finds, claims and configures a server for the pug; null (and admins notified) when none works. */
  assign(pug: PugForServer): Promise<ServerDoc | null> {
    const running = this.assigning.get(pug._id);
    if (running) return running;
    const run = this.doAssign(pug).finally(() => this.assigning.delete(pug._id));
    this.assigning.set(pug._id, run);
    return run;
  }

  private async doAssign(pug: PugForServer): Promise<ServerDoc | null> {
    const { collections, logBook } = this.deps;
    // Already configured (a second call), or claimed by an api that stopped mid-configuration.
    const held = await collections.servers.findOne({ pugId: pug._id });
    if (held?.password) return held;
    // Another process is reserving on serveme.tf for this pug (a stale claim is taken over by reserve()).
    const reserving = held?.reservation?.id === null;
    const region = this.deps.regionOf(pug.queueName);
    const tried: string[] = [];
    for (;;) {
      const server =
        held && !reserving && !tried.includes(held._id)
          ? held
          : await claimServer(collections, { pugId: pug._id, region, exclude: tried, now: this.deps.now() });
      if (!server) break;
      tried.push(server._id);
      await logBook.append(server, 'assign', `Claimed for pug ${pug._id} (${pug.queueName}, ${pug.map})`);
      const configured = await this.configureWithRetries(server, pug);
      if (configured) return configured;
      await this.giveUpOn(server, pug._id);
    }
    // No registered server: one reserved on serveme.tf, used the same way.
    const reserved = await this.reservations?.reserve(pug, region);
    if (reserved === 'elsewhere') return null;
    if (reserved) {
      const configured = await this.configureWithRetries(reserved, pug);
      if (configured) return configured;
      await this.giveUpOn(reserved, pug._id);
    }
    this.deps.logger.warn({ pugId: pug._id, region }, 'no game server available');
    await this.notifyOnce(pug._id, `No game server is available for pug ${pugLabel(pug)} (${pug.queueName}, region ${region}); it waits in Pregame.`);
    void this.deps.events.publish('server/noServer', { pugId: pug._id });
    return null;
  }

  /** A server whose set-up failed every try: freed and disrupted (a reserved one is ended). */
  private async giveUpOn(server: ServerDoc, pugId: string): Promise<void> {
    await freeServer(this.deps.collections, server._id, pugId, true);
    await this.deps.logBook.append(server, 'error', `Configuration failed ${this.opts.attempts} times: released and marked disrupted`);
    if (server.reservation) this.reservations?.end({ ...server, pugId: null });
    this.emitServer(server._id);
  }

  private async notifyOnce(subject: string, msg: string): Promise<void> {
    if (this.notified.has(subject)) return;
    this.notified.add(subject);
    await notifyAdmins(this.deps, { msg, variant: 'warning' });
  }

  private async configureWithRetries(server: ServerDoc, pug: PugForServer): Promise<ServerDoc | null> {
    const { collections, logBook } = this.deps;
    for (let attempt = 1; attempt <= this.opts.attempts; attempt++) {
      const secret = newLogSecret();
      const password = newPassword();
      await collections.servers.updateOne({ _id: server._id, pugId: pug._id }, { $set: { logSecret: secret, password: null, match: null, matchLog: [] } });
      try {
        // Log lines are taken from the server's own IP only (resolved now, if it is a name).
        await this.logs.follow(secret, server._id, server.ipport);
        // Read at each set-up, so an admin's edit reaches every api process (no copy held in memory).
        const map = await collections.maps.findOne({ _id: pug.map });
        const rcon = this.rcon(server);
        const sourceTv = await configureServer(
          rcon,
          {
            map: pug.map,
            mapConfig: mapConfigFor(pug.format, pug.map, map?.configs),
            secret,
            password,
            logAddress: this.logAddress,
            tvName: `${pug.queueName} pug STV`,
          },
          {
            waitForLog: (s, token) => this.logs.waitFor(s, (line) => line.includes(token), this.opts.logCheckMs),
            step: (line) => logBook.append(server, 'config', line),
            changelevelDelayMs: this.opts.changelevelDelayMs,
            querySourceTv: () => querySourceTv(rcon.host, rcon.port, this.opts.rconTimeoutMs).catch(() => null),
          },
        );
        // The password marks the server ready (credentials are handed out from here on).
        const ready = await collections.servers.findOneAndUpdate(
          { _id: server._id, pugId: pug._id },
          { $set: { password, sourceTv, readyAt: this.deps.now(), lastLineAt: null } },
          { returnDocument: 'after' },
        );
        if (!ready) throw new Error('The claim was lost');
        await logBook.append(server, 'assign', `Ready for pug ${pug._id}`);
        void this.deps.events.publish('server/assigned', { pugId: pug._id, serverId: ready._id });
        this.emitServer(server._id);
        return ready;
      } catch (err) {
        this.logs.forget(secret);
        this.feed.forget(server._id);
        await logBook.append(server, 'error', `Configuration try ${attempt} of ${this.opts.attempts} failed: ${(err as Error).message}`);
        if (attempt < this.opts.attempts) await sleep(this.opts.retryDelayMs);
      }
    }
    return null;
  }

  /** Resets and frees the pug's server (kick, new password, logs off); once per pug, on `pug/completed` or `pug/ended`. */
  async release(pugId: string): Promise<void> {
    await this.assigning.get(pugId)?.catch(() => null);
    const server = await this.deps.collections.servers.findOne({ pugId });
    if (!server) return;
    await this.resetAndFree(server, pugId, `Released after pug ${pugId}`);
    await this.deps.events.publish('server/released', { pugId, serverId: server._id });
  }

  /** Kicks everyone, sets a password nobody knows, stops the logs, and frees the server (disrupted if the reset failed). */
  async resetAndFree(server: ServerDoc, pugId: string, why: string): Promise<void> {
    if (server.reservation?.id === null) {
      // A reservation still being made (by a process that will see its claim gone): nothing to reset.
      this.reservations?.end(server);
      return;
    }
    let failed = false;
    try {
      await resetServer(this.rcon(server), this.logAddress);
      await this.deps.logBook.append(server, 'release', `${why}: players kicked, password reset`);
    } catch (err) {
      failed = true;
      await this.deps.logBook.append(server, 'error', `${why}: the reset failed (${(err as Error).message}): marked disrupted`);
    }
    if (server.logSecret) this.logs.forget(server.logSecret);
    this.feed.forget(server._id);
    await freeServer(this.deps.collections, server._id, pugId, failed);
    // A reserved server is used by one pug only: its reservation ends with it.
    if (server.reservation) this.reservations?.end({ ...server, pugId: null });
    this.emitServer(server._id);
  }

  /**
   * Admin game control (pug-server-control.ts): one action at a time per pug, after a running
   * assignment, and never at once with a password rotation after a sub.
   */
  controlPug<T>(pugId: string, task: () => Promise<T>): Promise<T> {
    return this.rotating.run(pugId, async () => {
      await this.assigning.get(pugId)?.catch(() => null);
      return task();
    });
  }

  /** Claims a free, healthy server of the pug's region other than `exclude` (claim.ts), or null. */
  claimAnother(pug: PugForServer, exclude: string[]): Promise<ServerDoc | null> {
    return claimServer(this.deps.collections, { pugId: pug._id, region: this.deps.regionOf(pug.queueName), exclude, now: this.deps.now() });
  }

  /**
   * Runs the whole set-up again on `server`, held by the pug (configureServer, with retries): a new
   * log secret and password, so the old secret stops counting. Null when every try failed.
   */
  async reconfigure(server: ServerDoc, pug: PugForServer): Promise<ServerDoc | null> {
    this.feed.forget(server._id);
    const ready = await this.configureWithRetries(server, pug);
    if (server.logSecret) this.logs.forget(server.logSecret);
    return ready;
  }

  /**
   * A sub came in: the player who left knew the password, so the server gets a new one over RCON.
   * Seated players hear of it through `serverUpdate` and fetch GET /api/pugCreds again (which
   * refuses the player who left). Rotations of one pug run one at a time.
   */
  rotatePassword(pugId: string): Promise<void> {
    return this.rotating.run(pugId, async () => {
      await this.assigning.get(pugId)?.catch(() => null);
      const { collections, logBook } = this.deps;
      const server = await collections.servers.findOne({ pugId, password: { $ne: null } });
      if (!server) return; // not configured yet: it gets a fresh password when it is
      const password = newPassword();
      try {
        await changePassword(this.rcon(server), password);
      } catch (err) {
        await logBook.append(server, 'error', `Could not change the password after a sub: ${(err as Error).message}`);
        await this.notifyOnce(
          `rotate:${pugId}`,
          `The password of ${server.name ?? server.ipport} could not be changed after a sub in pug ${pugId}: the player who left may still join.`,
        );
        return;
      }
      const stored = await collections.servers.updateOne({ _id: server._id, pugId }, { $set: { password } });
      if (stored.matchedCount !== 1) return;
      await logBook.append(server, 'config', 'Password changed after a sub');
      this.emitServer(server._id);
    });
  }

  /** `connect ip:port; password "…"` for a player seated in the pug (404, 403, or 409 before a server is ready). */
  async credentialsFor(pugId: string, steamid: SteamId): Promise<Credentials> {
    const pug = await this.deps.collections.pugs.findOne({ _id: pugId }, { projection: { teams: 1 } });
    if (!pug) throw notFound('No such pug');
    const seated = Object.hasOwn(pug.teams.blu, steamid) || Object.hasOwn(pug.teams.red, steamid);
    if (!seated) throw forbidden('Only the players of this pug get its server');
    const creds = await this.connectDetails(pugId);
    if (!creds) throw conflict('The pug has no server ready yet');
    return creds;
  }

  /** The connect details of the pug's server once it is configured, else null (no access check). */
  async connectDetails(pugId: string): Promise<Credentials | null> {
    // While a pug moves to another server both hold it for a moment: the newest ready one counts.
    const server = await this.deps.collections.servers.findOne({ pugId, password: { $ne: null } }, { sort: { readyAt: -1 } });
    if (!server?.password) return null;
    return {
      connect: `connect ${server.ipport}; password "${server.password}"`,
      url: `steam://connect/${server.ipport}/${encodeURIComponent(server.password)}`,
      ipport: server.ipport,
      password: server.password,
      server: server.name ?? server.ipport,
    };
  }

  /** Claims servers for pugs waiting in Pregame without one (run after each status poll, and at start). */
  async assignWaiting(): Promise<void> {
    const waiting = await this.deps.collections.pugs
      .find({ phase: 'Pregame' }, { projection: { queueName: 1, map: 1, format: 1, startAt: 1, number: 1 } })
      .toArray();
    for (const pug of waiting) {
      if (this.assigning.has(pug._id) || (await this.deps.collections.servers.findOne({ pugId: pug._id, password: { $ne: null } }))) continue;
      const server = await this.assign({
        _id: pug._id,
        queueName: pug.queueName,
        map: pug.map,
        format: pug.format,
        ...(pug.number ? { number: pug.number } : {}),
      });
      const waitedMs = this.deps.now() - pug.startAt;
      // A pug that finds no server must not hold its players forever: it is cancelled (pug-link.ts).
      if (!server && waitedMs >= this.opts.noServerWaitMs) void this.deps.events.publish('server/noServerTimeout', { pugId: pug._id, waitedMs });
    }
  }

  /** Silent or overlong live pugs, players not on the server in time (live-pug-watch.ts); after each status poll. */
  watchLivePugs(): Promise<void> {
    const { collections, events, logBook, now } = this.deps;
    return watchLivePugs({
      collections,
      events,
      logBook,
      now,
      silenceMs: this.opts.liveSilenceMs,
      maxMs: this.opts.liveMaxMs,
      joinDeadlineMs: this.opts.joinDeadlineMs,
    });
  }

  private async onSignal(server: ServerDoc, pugId: string, signal: MatchSignal, state: MatchState): Promise<void> {
    const { logBook } = this.deps;
    switch (signal.kind) {
      case 'started':
        await logBook.append(server, 'match', 'Match started');
        void this.deps.events.publish('match/started', { pugId });
        return;
      case 'score':
        void this.deps.events.publish('match/score', { pugId, score: signal.score });
        return;
      case 'restarted':
        await logBook.append(server, 'match', 'Tournament restart: score reset');
        return;
      case 'finished': {
        await logBook.append(server, 'match', `Game over ${signal.score[0]}-${signal.score[1]} (blu-red)`);
        const logId = (await this.uploadLog(server, pugId)) ?? state.logId;
        // The pug completes (pugs/on-match-over.ts), and its `pug/completed` releases the server (on-pug-ended.ts).
        void this.deps.events.publish('match/over', { pugId, score: signal.score, logId, demoUrl: state.demoUrl });
      }
    }
  }

  private async uploadLog(server: ServerDoc, pugId: string): Promise<string | null> {
    if (!this.opts.logsTfApiKey) return null;
    const doc = await this.deps.collections.servers.findOne({ _id: server._id, pugId }, { projection: { matchLog: 1 } });
    const pug = await this.deps.collections.pugs.findOne({ _id: pugId }, { projection: { map: 1, queueName: 1 } });
    try {
      const logId = await uploadToLogsTf({
        baseUrl: this.opts.logsTfUrl,
        apiKey: this.opts.logsTfApiKey,
        title: `TF2 Pugs ${pug?.queueName ?? ''} ${pugId}`.trim(),
        map: pug?.map ?? '',
        log: `${publicLogLines(doc?.matchLog ?? []).join('\n')}\n`,
      });
      await this.deps.logBook.append(server, 'match', `Log uploaded to logs.tf: ${logId}`);
      return logId;
    } catch (err) {
      await this.deps.logBook.append(server, 'error', (err as Error).message);
      return null;
    }
  }

  /** How to reach the server's console. */
  rcon(server: ServerDoc): RconOptions {
    const { host, port } = hostPort(server.ipport);
    return { host, port, password: server.rconPassword ?? '', timeoutMs: this.opts.rconTimeoutMs };
  }

  /** Sends everyone the server's public view. */
  emitServer(serverId: string): void {
    void this.deps.collections.servers.findOne({ _id: serverId }).then(
      (doc) => doc && this.deps.realtime.toAll().emit('serverUpdate', publicServer(doc)),
      (err: unknown) => this.deps.logger.error({ err }, 'serverUpdate failed'),
    );
  }
}
