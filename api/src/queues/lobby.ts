/**
 * One queue's lobby actor: the domain machine run from its stored snapshot. Commands run one at a
 * time (an in-process queue) and every transition is written with a conditional update on the
 * document's version, then broadcast to `queue:<name>`. Timers are the context's deadlines: the
 * process holding the queue's lease sends DEADLINE when one is due, also after a restart.
 */
import {
  lobbyRefusal, lobbyStep, toQueueWire,
  type LobbyContext, type LobbyEvent, type Queue, type QueueConfig, type SteamId, type User,
} from '@pug/domain';
import type { Logger } from '../framework/logger.ts';
import type { Realtime } from '../framework/sockets.ts';
import { conflict } from '../framework/errors.ts';
import type { Leases } from './lease.ts';
import { lobbyEmissions, type Emission } from './lobby-events.ts';
import { initialLobby, restoreLobby, stepLobby, type LobbyState } from './lobby-step.ts';
import type { LobbyStore } from './lobby-store.ts';
import { SerialQueue } from './serial.ts';

/** The lobby's teams are final: the host creates the pug and answers with its id (or throws). */
export type Launcher = (ctx: LobbyContext) => Promise<string>;

export interface LobbyDeps {
  config: QueueConfig;
  store: LobbyStore;
  leases: Leases;
  realtime: Realtime;
  logger: Logger;
  now: () => number;
  launch: Launcher;
  /** Public info of players (for playerQueued); the lobby caches what it learns. */
  lookupUsers: (steamids: SteamId[]) => Promise<User[]>;
  /** Called after the lobby launched a pug with these players. */
  onLaunched?: (pugId: string, players: SteamId[]) => void;
}

export interface SendOptions {
  /** Internal events (timers, launch, dummies): a refusal is skipped silently instead of thrown. */
  internal?: boolean;
  /** Users the event introduces (a joining player's info). */
  users?: User[];
  reset?: boolean;
}

/** Conflicts only come from other processes writing the same lobby; back off a little and retry. */
const MAX_WRITE_ATTEMPTS = 60;
const backoff = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(40, 2 ** attempt)));

export class Lobby {
  readonly name: string;
  private state!: LobbyState;
  private version = 0;
  private readonly serial = new SerialQueue();
  private readonly users = new Map<SteamId, User>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private launching = false;

  constructor(private readonly deps: LobbyDeps) {
    this.name = deps.config.name;
  }

  /** The queue's format (before init). */
  format(): QueueConfig['format'] {
    return this.deps.config.format;
  }

  get leaseKey(): string {
    return `queue:${this.name}`;
  }

  /** Loads the stored lobby, or stores a fresh one; resumes timers and an interrupted launch. */
  async init(mapPool: string[], seed: number): Promise<void> {
    await this.serial.run(async () => {
      const stored = await this.deps.store.load(this.name);
      if (stored) {
        this.state = restoreLobby(stored.snapshot);
        this.version = stored.version;
      } else {
        const fresh = initialLobby({ config: this.deps.config, mapPool, seed, now: this.deps.now() });
        const created = await this.deps.store.create(this.deps.config, fresh.persisted, this.deps.now());
        this.state = restoreLobby(created.snapshot);
        this.version = created.version;
      }
      await this.learnUsers(Object.keys(this.state.context.players));
    });
    this.afterChange();
  }

  context(): LobbyContext {
    return this.state.context;
  }

  wire(now = this.deps.now()): Queue {
    return toQueueWire(this.state.context, now);
  }

  isDummy(steamid: SteamId): boolean {
    return this.users.get(steamid)?.isDummy === true;
  }

  /**
   * Applies an event made at the moment it runs (so `now` is in command order). Throws the
   * domain's refusal (400/403/409) unless `internal`.
   */
  send(make: (now: number) => LobbyEvent, opts: SendOptions = {}): Promise<LobbyContext> {
    return this.serial.run(async () => {
      for (const user of opts.users ?? []) this.users.set(user.steamid, user);
      for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
        const now = this.deps.now();
        const event = make(now);
        const prev = this.state;
        const refusal = lobbyRefusal(prev.context, event);
        if (refusal) {
          if (opts.internal) return prev.context;
          throw refusal;
        }
        const next = stepLobby(prev, event);
        if (next === prev) return prev.context;
        if (!(await this.deps.store.save(this.name, this.version, next.persisted, now))) {
          await backoff(attempt);
          await this.reload();
          continue;
        }
        this.state = next;
        this.version++;
        this.emit(lobbyEmissions(prev.context, next.context, { now, userInfo: (s) => this.userInfo(s), reset: opts.reset }));
        queueMicrotask(() => this.afterChange(prev.context));
        return next.context;
      }
      throw conflict('The queue is busy; try again');
    });
  }

  /** Re-reads the stored lobby (another process wrote it). */
  async reload(): Promise<void> {
    const stored = await this.deps.store.load(this.name);
    if (!stored) return;
    this.state = restoreLobby(stored.snapshot);
    this.version = stored.version;
    await this.learnUsers(Object.keys(this.state.context.players));
  }

  /** Lease check (called periodically): take over a lapsed lease, pick up other processes' writes. */
  async sync(): Promise<void> {
    if (this.stopped) return;
    const held = await this.deps.leases.acquire(this.leaseKey);
    const version = await this.deps.store.version(this.name);
    if (version !== null && version !== this.version) {
      await this.serial.run(() => this.reload());
      this.afterChange();
    } else if (held && !this.timer) this.schedule();
  }

  /** Sends DEADLINE now (the timer's event; tests call it after moving their clock). */
  fireTimers(): Promise<LobbyContext> {
    return this.send((now) => ({ type: 'DEADLINE', now }), { internal: true });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.serial.idle();
  }

  private userInfo(steamid: SteamId): User {
    return this.users.get(steamid) ?? { steamid, alias: steamid };
  }

  private async learnUsers(steamids: SteamId[]): Promise<void> {
    const missing = steamids.filter((s) => !this.users.has(s));
    if (missing.length === 0) return;
    for (const user of await this.deps.lookupUsers(missing)) this.users.set(user.steamid, user);
  }

  private emit(emissions: Emission[]): void {
    const { realtime } = this.deps;
    for (const e of emissions) {
      const target = e.to === 'queue' ? realtime.toQueue(this.name) : realtime.toUser(e.to.user);
      (target.emit as (event: string, payload: unknown) => boolean)(e.event, e.payload);
    }
  }

  /** Timers, the pug launch and dummy players' automatic answers, after a change. */
  private afterChange(prev?: LobbyContext): void {
    if (this.stopped) return;
    this.schedule();
    const ctx = this.state.context;
    if (lobbyStep(ctx) === 'launching' && !this.launching) {
      this.launch().catch((err: unknown) => this.deps.logger.error({ err, queue: this.name }, 'pug launch failed'));
    }
    this.answerForDummies(ctx, prev);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped || !this.deps.leases.holds(this.leaseKey)) return;
    const ctx = this.state.context;
    const retry = ctx.phase === 'Waiting For Players' && ctx.retryAt !== null && ctx.retryAt > ctx.now ? ctx.retryAt : null;
    const due = ctx.deadline ?? retry;
    if (due === null) return;
    const delay = Math.max(0, due - this.deps.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.sendQuietly((now) => ({ type: 'DEADLINE', now }));
    }, Math.min(delay + 5, 2_147_000_000));
    this.timer.unref?.();
  }

  private async launch(): Promise<void> {
    this.launching = true;
    const ctx = this.state.context;
    try {
      let pugId: string;
      try {
        pugId = await this.deps.launch(ctx);
      } catch (err) {
        this.deps.logger.error({ err, queue: this.name }, 'pug creation failed');
        await this.send((now) => ({ type: 'PUG_CREATION_FAILED', now, reason: err instanceof Error ? err.message : String(err) }), { internal: true });
        return;
      }
      await this.send((now) => ({ type: 'PUG_CREATED', pugId, now }), { internal: true });
      this.deps.onLaunched?.(pugId, (ctx.selection ?? []).map((s) => s.steamid));
    } finally {
      this.launching = false;
    }
  }

  private sendQuietly(make: (now: number) => LobbyEvent): void {
    this.send(make, { internal: true }).catch((err: unknown) => this.deps.logger.error({ err, queue: this.name }, 'lobby event failed'));
  }

  /** Dummy players ready up at once and vote for the first map offered. */
  private answerForDummies(ctx: LobbyContext, prev?: LobbyContext): void {
    if (ctx.phase === 'Readying') {
      for (const steamid of ctx.undeclaredPlayers.filter((s) => this.isDummy(s) && !prev?.undeclaredPlayers.includes(s))) {
        this.sendQuietly((now) => ({ type: 'READY', steamid, isReady: true, now }));
      }
    }
    if (lobbyStep(ctx) === 'mapVote' && ctx.mapCandidates.length > 0 && prev && lobbyStep(prev) !== 'mapVote') {
      for (const seat of ctx.selection ?? []) {
        if (!this.isDummy(seat.steamid)) continue;
        this.sendQuietly((now) => ({ type: 'VOTE_MAP', steamid: seat.steamid, map: ctx.mapCandidates[0]!, now }));
      }
    }
  }
}
