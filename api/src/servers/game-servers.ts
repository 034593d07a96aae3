/**
 * The game-server service: picks and configures a server for a pug, follows the match from the
 * log feed, releases the server afterwards, and hands out connect credentials. It knows nothing
 * of the pug machine: it publishes `server/…` and `match/…` events (framework/events.ts) and reacts to
 * `pug/…` ones (the servers feature's `subscriptions`, index.ts).
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
import {
  changePassword,
  configureServer,
  LogFeedError,
  newLogSecret,
  newPassword,
  removeBannedPlayer,
  resetServer,
  resumeLogFeed,
  sleep,
} from './configure.ts';
import { LogIntake, type RejectCounts } from './log-intake.ts';
import { querySourceTv } from './protocol/a2s.ts';
import type { RconOptions } from './protocol/rcon-client.ts';
import { uploadToLogsTf } from './logs-tf.ts';
import type { MatchSignal, MatchState } from './logs/match-tracker.ts';
import { MatchFeed } from './match-feed.ts';
import { watchLivePugs } from './live-pug-watch.ts';
import { notifyAdmins } from '../notifications/notify.ts';
import type { ServerLogBook } from './server-log.ts';
import { ServemeReservations } from './serveme/reservations.ts';
import type { ServemeConfig } from './serveme/serveme-config.ts';
import { publicLogLines, type Credentials, type GameServerOptions, type PugForServer } from './service-types.ts';
import { playerServerName, ServerSetupSteps } from './setup-steps.ts';
import { hostPort } from './views.ts';

export { DEFAULT_GAME_SERVER_OPTIONS } from './service-types.ts';
export type { Credentials, GameServerOptions, PugForServer } from './service-types.ts';

/** Set-ups on one server whose log check stays silent before the pug moves: the first and exactly one re-run. */
const LOG_FEED_TRIES = 2;
/** Why a server's set-up was given up ('stopped': the pug was called off). */
type SetupFailure = 'config' | 'logFeed' | 'stopped';

export class GameServers {
  /** The UDP log feed: who may send, and where accepted lines go. */
  private readonly logs: LogIntake;
  private readonly assigning = new Map<string, Promise<ServerDoc | null>>();
  /** Aborts the running assignment of a pug (release(): the pug was called off or is over). */
  private readonly aborts = new Map<string, AbortController>();
  private readonly rotating = new KeyedSerialQueue();
  private readonly feed: MatchFeed;
  /** Subjects admins were already warned about (once each). */
  private readonly notified = new Set<string>();
  /** serveme.tf reservations (null: SERVEME_API_KEY unset). */
  readonly reservations: ServemeReservations | null;
  /** What each pug's page shows of its server's set-up (setup-steps.ts). */
  readonly setupSteps: ServerSetupSteps;

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
      /** Sends `serverUpdate`, each socket the view it may see (server-info.ts). */
      announceServer: (doc: ServerDoc) => Promise<void>;
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
          { ...opts.serveme, reserveMs: deps.serveme.reservationMinutes * 60_000 },
        )
      : null;
    this.logs = new LogIntake(deps, (serverId, line, stamp) => void this.feed.push(serverId, line, stamp));
    this.setupSteps = new ServerSetupSteps(deps);
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
    const abort = new AbortController();
    const run = this.doAssign(pug, abort.signal).finally(() => {
      this.assigning.delete(pug._id);
      this.aborts.delete(pug._id);
    });
    this.assigning.set(pug._id, run);
    this.aborts.set(pug._id, abort);
    return run;
  }

  /**
   * Aborted (`signal`, from release()) between any two steps: no RCON configuration and no
   * `server/assigned` after it; a serveme.tf reservation being made or started is ended
   * (reservations.ts); a claimed server is left to release() to reset and free (never disrupted).
   */
  private async doAssign(pug: PugForServer, signal: AbortSignal): Promise<ServerDoc | null> {
    const { collections, logBook } = this.deps;
    // Already configured (a second call), or claimed by an api that stopped mid-configuration.
    const held = await collections.servers.findOne({ pugId: pug._id });
    if (held?.password) return held;
    // Another process is reserving on serveme.tf for this pug (a stale claim is taken over by reserve()).
    const reserving = held?.reservation?.id === null;
    const region = this.deps.regionOf(pug.queueName);
    const tried: string[] = [];
    // A server was given up on: the one that works is where the pug moved.
    let moved = false;
    for (;;) {
      if (signal.aborted) return null;
      const server =
        held && !reserving && !tried.includes(held._id)
          ? held
          : await claimServer(collections, { pugId: pug._id, region, exclude: tried, now: this.deps.now() });
      if (!server) break;
      tried.push(server._id);
      await logBook.append(server, 'assign', `Claimed for pug ${pug._id} (${pug.queueName}, ${pug.map})`);
      const outcome = await this.setUpFor(server, pug, signal, moved);
      if (outcome !== 'config' && outcome !== 'logFeed') return outcome;
      moved = true;
    }
    // No registered server: one reserved on serveme.tf, used the same way. One whose log feed is
    // broken is ended and one other server rented (not that one again: `avoid`).
    const avoid = new Set<number>();
    for (let rental = 1; rental <= LOG_FEED_TRIES; rental++) {
      const reserved = await this.reservations?.reserve(pug, region, signal, { avoid, rental });
      if (reserved === 'elsewhere' || signal.aborted) return null;
      if (!reserved) break;
      const outcome = await this.setUpFor(reserved, pug, signal, moved);
      if (outcome !== 'config' && outcome !== 'logFeed') return outcome;
      moved = true;
      if (outcome === 'config') break;
    }
    this.deps.logger.warn({ pugId: pug._id, region }, 'no game server available');
    await this.setupSteps.add(pug._id, { kind: 'noServer', waitMinutes: Math.max(1, Math.round(this.opts.noServerWaitMs / 60_000)) });
    await this.notifyOnce(pug._id, `No game server is available for pug ${pugLabel(pug)} (${pug.queueName}, region ${region}); it waits in Pregame.`);
    return null;
  }

  /**
   * Sets `server` up for the pug, the page told each step: ready (or null: called off), or why it
   * was given up (it is then freed, disrupted, and a reserved one ended: giveUpOn).
   */
  private async setUpFor(server: ServerDoc, pug: PugForServer, signal: AbortSignal, moved: boolean): Promise<ServerDoc | null | 'config' | 'logFeed'> {
    const name = playerServerName(server);
    await this.setupSteps.add(pug._id, { kind: 'settingUp', server: name });
    const outcome = await this.configureWithRetries(server, pug, signal);
    if (outcome === 'stopped' || signal.aborted) return null;
    if (typeof outcome !== 'string') {
      await this.setupSteps.add(pug._id, { kind: moved ? 'moved' : 'ready', server: name });
      return outcome;
    }
    if (outcome === 'logFeed') await this.setupSteps.add(pug._id, { kind: 'noLogLines', server: name, retrying: false });
    await this.giveUpOn(server, pug, outcome);
    return outcome;
  }

  /**
   * A server whose set-up failed every try, or whose log lines never came (twice): freed and
   * disrupted until an admin re-checks it (status.ts; a reserved one is ended); admins are told of
   * a broken log feed once per server and pug.
   */
  private async giveUpOn(server: ServerDoc, pug: PugForServer, reason: 'config' | 'logFeed'): Promise<void> {
    await freeServer(this.deps.collections, server._id, pug._id, reason);
    await this.deps.logBook.append(
      server,
      'error',
      reason === 'logFeed'
        ? `No log lines after ${LOG_FEED_TRIES} set-ups: released and marked disrupted (log feed) until an admin re-checks it`
        : `Configuration failed ${this.opts.attempts} times: released and marked disrupted`,
    );
    if (server.reservation) this.reservations?.end({ ...server, pugId: null });
    this.emitServer(server._id);
    if (reason !== 'logFeed') return;
    const label = server.name ? `${server.name} (${server.ipport})` : server.ipport;
    await this.notifyOnce(
      `logFeed:${server._id}:${pug._id}`,
      `No log lines from ${label} reached the site after ${LOG_FEED_TRIES} set-ups (its log feed to ${this.logAddress} is broken). ` +
        (server.reservation
          ? 'Its serveme.tf reservation was ended'
          : 'It is marked disrupted and gets no pug until an admin re-checks it on the Servers page') +
        `; pug ${pugLabel(pug)} goes to another free server, or waits for one.`,
    );
  }

  private async notifyOnce(subject: string, msg: string): Promise<void> {
    if (this.notified.has(subject)) return;
    this.notified.add(subject);
    await notifyAdmins(this.deps, { msg, variant: 'warning' });
  }

  /** Up to `attempts` set-ups; a silent log check is re-run once on the server, then it is given up ('logFeed'). */
  private async configureWithRetries(server: ServerDoc, pug: PugForServer, signal?: AbortSignal): Promise<ServerDoc | SetupFailure> {
    const { collections, logBook } = this.deps;
    let silentChecks = 0;
    for (let attempt = 1; attempt <= this.opts.attempts && !signal?.aborted; attempt++) {
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
            ...(signal ? { signal } : {}),
            checkingLogFeed: () => this.setupSteps.add(pug._id, { kind: 'checkingLogFeed', server: playerServerName(server) }),
          },
        );
        signal?.throwIfAborted();
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
        if (signal?.aborted) {
          await logBook.append(server, 'assign', `Set-up stopped: pug ${pugLabel(pug)} was called off`);
          return 'stopped';
        }
        await logBook.append(server, 'error', `Configuration try ${attempt} of ${this.opts.attempts} failed: ${(err as Error).message}`);
        if (err instanceof LogFeedError) {
          if (++silentChecks >= LOG_FEED_TRIES || attempt >= this.opts.attempts) return 'logFeed';
          await this.setupSteps.add(pug._id, { kind: 'noLogLines', server: playerServerName(server), retrying: true });
        }
        if (attempt < this.opts.attempts) await sleep(this.opts.retryDelayMs, signal);
      }
    }
    return signal?.aborted ? 'stopped' : 'config';
  }

  /** Resets and frees the pug's server (kick, new password, logs off); once per pug, on `pug/completed` or `pug/ended`. */
  async release(pugId: string): Promise<void> {
    // A set-up still running stops at its next step (no configuration after the pug ended).
    this.aborts.get(pugId)?.abort();
    await this.assigning.get(pugId)?.catch(() => null);
    await this.setupSteps.drop(pugId);
    const server = await this.deps.collections.servers.findOne({ pugId });
    if (!server) return;
    await this.resetAndFree(server, pugId, `Released after pug ${pugId}`);
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
    await freeServer(this.deps.collections, server._id, pugId, failed && 'config');
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
    return typeof ready === 'string' ? null : ready;
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
        const pug = await collections.pugs.findOne({ _id: pugId }, { projection: { number: 1 } });
        await this.notifyOnce(
          `rotate:${pugId}`,
          `The password of ${server.name ?? server.ipport} could not be changed after a sub in pug ${pugLabel(pug ?? { _id: pugId })}: the player who left may still join.`,
        );
        return;
      }
      const stored = await collections.servers.updateOne({ _id: server._id, pugId }, { $set: { password } });
      if (stored.matchedCount !== 1) return;
      await logBook.append(server, 'config', 'Password changed after a sub');
      this.emitServer(server._id);
    });
  }

  /**
   * A seated player was banned during the pug (docs/decisions.md "Match day: every page knows"):
   * the server gets a new password and the player is kicked over RCON; the players still seated
   * hear of it through `serverUpdate` and fetch GET /api/pugCreds again (which refuses the banned
   * player). Runs in the pug's queue with the other password changes.
   */
  removeBannedPlayer(pugId: string, steamid: SteamId): Promise<void> {
    return this.rotating.run(pugId, async () => {
      await this.assigning.get(pugId)?.catch(() => null);
      const { collections, logBook } = this.deps;
      const server = await collections.servers.findOne({ pugId, password: { $ne: null } });
      if (!server) return; // not configured yet: the set-up gives it a fresh password
      const password = newPassword();
      try {
        await removeBannedPlayer(this.rcon(server), password, steamid);
      } catch (err) {
        await logBook.append(server, 'error', `Could not kick a banned player and change the password: ${(err as Error).message}`);
        const pug = await collections.pugs.findOne({ _id: pugId }, { projection: { number: 1 } });
        await this.notifyOnce(
          `ban:${pugId}:${steamid}`,
          `The banned player ${steamid} could not be kicked from ${server.name ?? server.ipport} (pug ${pugLabel(pug ?? { _id: pugId })}), nor the password changed: kick them by hand.`,
        );
        return;
      }
      const stored = await collections.servers.updateOne({ _id: server._id, pugId }, { $set: { password } });
      if (stored.matchedCount !== 1) return;
      await logBook.append(server, 'config', `Banned player ${steamid} kicked; password changed`);
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
      readyAt: server.readyAt ?? null,
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
      // A pug that finds no server must not hold its players forever: it is cancelled (pugs/on-no-server-timeout.ts).
      if (!server && waitedMs >= this.opts.noServerWaitMs) void this.deps.events.publish('server/noServerTimeout', { pugId: pug._id, waitedMs });
    }
  }

  /**
   * Silent or overlong live pugs, players not on the server in time (live-pug-watch.ts), and
   * serveme.tf reservations about to end extended; after each status poll.
   */
  async watchLivePugs(): Promise<void> {
    const { collections, events, logBook, now } = this.deps;
    await this.reservations?.extendHeld().catch((err: unknown) => this.deps.logger.error({ err }, 'extending serveme.tf reservations failed'));
    return watchLivePugs({
      collections,
      events,
      logBook,
      now,
      silenceMs: this.opts.liveSilenceMs,
      maxMs: this.opts.liveMaxMs,
      joinDeadlineMs: this.opts.joinDeadlineMs,
      leaveGraceMs: this.opts.leaveGraceMs,
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
        // The pug completes (pugs/on-match-events.ts), and its `pug/completed` releases the server (GameServers.release).
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

  /** Sends everyone the server's view: the address and SourceTV only to those who may see them (server-info.ts). */
  emitServer(serverId: string): void {
    void this.deps.collections.servers
      .findOne({ _id: serverId })
      .then((doc) => doc && this.deps.announceServer(doc))
      .catch((err: unknown) => this.deps.logger.error({ err }, 'serverUpdate failed'));
  }
}
