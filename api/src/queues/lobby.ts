/**
 * One queue's lobby actor: the domain machine run from its stored snapshot. Commands are group
 * committed (`applyBatch`, below): those that arrive while a write is in flight wait, then are applied
 * together in arrival order (each refused or stepped on its own), stored with one conditional
 * update on the document's version, and what the steps announced is broadcast to the queue's
 * watchers (`realtime.toQueue`) once, in order, with that version (`batchEmissions`, below). Timers are the context's deadlines: the process holding the queue's lease
 * sends DEADLINE when one is due, also after a restart. Side jobs: the pug launch (lobby-launch.ts)
 * and dummy players' answers (lobby-dummies.ts).
 */
import {
  applyWireEvent,
  lobbyRefusal,
  queueLobbyMachine,
  toQueueWire,
  type LobbyAnnouncement,
  type LobbyContext,
  type LobbyEvent,
  type LobbyWireEvent,
  type Queue,
  type QueueConfig,
  type ServerToClientEvents,
  type SteamId,
  type Timestamp,
  type User,
} from '@pug/domain';
import { secondsUntil } from '@pug/domain/countdown';
import { isDuplicateKey } from '../db/errors.ts';
import type { Collections } from '../db/index.ts';
import type { Logger } from '../framework/logger.ts';
import { machineStepper, type StepState } from '../framework/machine-step.ts';
import { conflict } from '../framework/errors.ts';
import { SerialQueue } from '../framework/serial.ts';
import type { Realtime } from '../framework/sockets.ts';
import type { Leases } from './lease.ts';
import { answerForDummies } from './lobby-dummies.ts';
import { pugLaunch, type Launcher } from './lobby-launch.ts';

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
  /** Called after this process stored a write of the lobby, with its wire state (`lobby/changed`). */
  onStored?: (state: Queue) => void;
  /** Called after a stored write in which a ready-up ran out and these players had not answered (`lobby/readyUpMissed`). */
  onReadyUpMissed?: (missed: ReadyUpMissed) => void;
  /** Called after a stored write whose steps asked these players to ready up (`readyUp!`: seated in the next pug). */
  onAsked?: (asked: { queue: string; players: SteamId[] }) => void;
}

/** A ready-up that ran out: who had not answered, and whether its countdown was resumed after this api started. */
interface ReadyUpMissed {
  queue: string;
  /** The countdown's deadline: names the round. */
  deadline: number;
  timedOut: SteamId[];
  resumedAfterRestart: boolean;
  at: number;
}

export interface SendOptions {
  /** Internal events (timers, launch, dummies): a refusal is skipped silently instead of thrown. */
  internal?: boolean;
  /** Users the event introduces (a joining player's info). */
  users?: User[];
}

/** Conflicts only come from other processes writing the same lobby; back off a little and retry. */
const backoff = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(40, 2 ** attempt)));
const ATTEMPTS = 60;
/**
 * The most commands one write applies: a batch is stepped without a pause for I/O and, after a
 * lost write, applied again whole, so its size bounds that stall and that rework. The rest wait for
 * the next write.
 */
const MAX_BATCH = 50;

export class Lobby {
  readonly name: string;
  private state!: LobbyState;
  private version = 0;
  private readonly serial = new SerialQueue();
  private readonly users = new Map<SteamId, User>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Commands waiting for the next write (group commit), in arrival order. */
  private pending: LobbyCommand[] = [];
  private commitQueued = false;
  private readonly launch: (ctx: LobbyContext) => void;
  /** The last wire state made, reused while the context and the countdown's second are the same. */
  private wired: { context: LobbyContext; version: number; second: number | null; wire: Queue } | undefined;
  /** The deadline of the countdown running when this process loaded the lobby at start or took its lease over (resumed, not started here). */
  private resumedDeadline: number | null = null;

  constructor(private readonly deps: LobbyDeps) {
    this.name = deps.config.name;
    const send = (make: (now: number) => LobbyEvent) => this.send(make, { internal: true });
    this.launch = pugLaunch({ queue: this.name, launch: deps.launch, logger: deps.logger, send, onLaunched: deps.onLaunched });
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
      let stored = await this.deps.store.load(this.name);
      if (!stored) {
        const fresh = initialLobby({ config: this.deps.config, mapPool, seed, now: this.deps.now() });
        stored = await this.deps.store.create(this.deps.config, fresh.persisted, this.deps.now());
      }
      this.state = restoreLobby(stored.snapshot);
      this.version = stored.version;
      this.resumedDeadline = this.context().deadline;
      await this.learnUsers(Object.keys(this.context().players));
    });
    this.afterChange();
  }

  context(): LobbyContext {
    return this.state.snapshot.context;
  }

  /**
   * The wire state (spec Queue) with the stored version it is. The same object is returned until the lobby changes (its own
   * commands, or a reload of another process's write) or the countdown's second ticks, so
   * GET /api/queues can tell by identity that its serialized snapshot is still current.
   * Callers must not mutate it.
   */
  wire(now = this.deps.now()): Queue {
    const context = this.context();
    const second = context.deadline === null ? null : secondsUntil(context.deadline, now);
    const { version } = this;
    if (this.wired?.context === context && this.wired.version === version && this.wired.second === second) return this.wired.wire;
    const wire: Queue = { ...toQueueWire(context, now), version };
    this.wired = { context, version, second, wire };
    return wire;
  }

  isDummy(steamid: SteamId): boolean {
    return this.users.get(steamid)?.isDummy === true;
  }

  /**
   * Applies an event made at the moment it is applied (so `now` is in command order), in one write
   * with the commands waiting beside it (group commit). Throws the domain's refusal
   * (400/403/409) unless `internal`.
   */
  send(make: (now: number) => LobbyEvent, opts: SendOptions = {}): Promise<LobbyContext> {
    return new Promise<LobbyContext>((resolve, reject) => {
      this.pending.push({ make, internal: opts.internal === true, users: opts.users ?? [], resolve, reject });
      if (this.commitQueued) return;
      this.commitQueued = true;
      void this.serial.run(() => this.commitPending());
    });
  }

  /**
   * Applies every waiting command and stores the result with one conditional write; when another
   * process wrote first, reloads and applies the whole batch again. Then one broadcast, in order.
   */
  private async commitPending(): Promise<void> {
    const batch = this.pending.splice(0, MAX_BATCH);
    // Commands left over have the next write; those arriving from now on join it.
    this.commitQueued = this.pending.length > 0;
    if (this.commitQueued) void this.serial.run(() => this.commitPending());
    try {
      for (const command of batch) for (const user of command.users) this.users.set(user.steamid, user);
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const { steps, outcomes } = applyBatch(this.state, batch, () => this.deps.now());
        const [first, last] = [steps[0], steps.at(-1)];
        if (!first || !last) return answerBatch(batch, outcomes);
        if (await this.deps.store.save(this.name, this.version, last.to.persisted, last.now)) {
          this.state = last.to;
          this.version++;
          this.emit(batchEmissions(steps, { version: this.version, userInfo: (s) => this.userInfo(s) }));
          this.deps.onStored?.(this.wire(last.now));
          this.tellReadyUpMissed(steps);
          this.tellAsked(steps);
          queueMicrotask(() => this.afterChange(first.from.snapshot));
          return answerBatch(batch, outcomes);
        }
        await backoff(attempt);
        await this.reload();
      }
      throw conflict('The queue is busy; try again');
    } catch (err) {
      for (const command of batch) command.reject(err);
    }
  }

  /** Re-reads the stored lobby (another process wrote it). */
  async reload(): Promise<void> {
    const stored = await this.deps.store.load(this.name);
    if (!stored) return;
    this.state = restoreLobby(stored.snapshot);
    this.version = stored.version;
    await this.learnUsers(Object.keys(this.context().players));
  }

  /**
   * Another process stored `version` of this lobby (framework/peers.ts): reload it at once, unless
   * this process already has that version or a later one.
   */
  async catchUp(version: number): Promise<void> {
    if (this.stopped) return;
    const reloaded = await this.serial.run(async () => {
      if (version <= this.version) return false;
      await this.reload();
      return true;
    });
    if (reloaded) this.afterChange();
  }

  /**
   * Lease check (called periodically): take over a lapsed lease and, with `checkVersion`, pick up
   * other processes' writes that no announcement brought (the safety poll).
   */
  async sync(checkVersion = true): Promise<void> {
    if (this.stopped) return;
    const heldBefore = this.deps.leases.holds(this.leaseKey);
    const held = await this.deps.leases.acquire(this.leaseKey);
    const version = checkVersion ? await this.deps.store.version(this.name) : this.version;
    const changed = version !== null && version !== this.version;
    if (changed) await this.serial.run(() => this.reload());
    // Taken over from a process that stopped or went down: the countdown running now was started
    // there, and its players' pages may have lost their socket with it, so a ready-up it lets run
    // out is the site's doing, as after a restart.
    if (held && !heldBefore) this.resumedDeadline = this.context().deadline;
    if (changed) this.afterChange();
    else if (held && !this.timer) this.schedule();
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

  private tellReadyUpMissed(steps: readonly { prev: LobbyContext; announced: readonly LobbyAnnouncement[]; now: number }[]): void {
    for (const step of steps) {
      for (const a of step.announced) {
        if (a.type !== 'readyUpMissed' || a.payload.timedOut.length === 0 || step.prev.deadline === null) continue;
        const { deadline } = step.prev;
        this.deps.onReadyUpMissed?.({
          queue: this.name,
          deadline,
          timedOut: [...a.payload.timedOut],
          resumedAfterRestart: deadline === this.resumedDeadline,
          at: step.now,
        });
      }
    }
  }

  private tellAsked(steps: readonly { announced: readonly LobbyAnnouncement[] }[]): void {
    const players = steps.flatMap((step) => step.announced.flatMap((a) => (a.type === 'readyUp!' ? a.payload.players : [])));
    if (players.length > 0) this.deps.onAsked?.({ queue: this.name, players: [...new Set(players)] });
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
  private afterChange(prev?: LobbyState['snapshot']): void {
    if (this.stopped) return;
    this.schedule();
    const { snapshot } = this.state;
    if (snapshot.hasTag('launching')) this.launch(snapshot.context);
    answerForDummies(
      snapshot,
      prev,
      (s) => this.isDummy(s),
      (make) => this.sendQuietly(make),
    );
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped || !this.deps.leases.holds(this.leaseKey)) return;
    const ctx = this.context();
    const retry = ctx.phase === 'Waiting For Players' && ctx.retryAt !== null && ctx.retryAt > ctx.now ? ctx.retryAt : null;
    const due = ctx.deadline ?? retry;
    if (due === null) return;
    const delay = Math.max(0, due - this.deps.now());
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.sendQuietly((now) => ({ type: 'DEADLINE', now }));
      },
      Math.min(delay + 5, 2_147_000_000),
    );
    this.timer.unref?.();
  }

  private sendQuietly(make: (now: number) => LobbyEvent): void {
    this.send(make, { internal: true }).catch((err: unknown) => this.deps.logger.error({ err, queue: this.name }, 'lobby event failed'));
  }
}

/*
 * Group commit of one lobby's commands: those that queued while the lobby's last write was in
 * flight are applied together, in the order they arrived, each through the domain's rules on the
 * state the ones before it left (`lobbyRefusal`, then the machine's step), and stored with one
 * compare-and-set write (`Lobby`, above). A refused command is answered with its own refusal and leaves
 * the state as it was for the next; after a lost write the whole batch is applied again to the
 * reloaded lobby, so no command is lost or applied twice.
 */

export interface LobbyCommand {
  make: (now: number) => LobbyEvent;
  /** Timers, the launch, dummies: a refusal is skipped silently instead of answered. */
  internal: boolean;
  /** Users the command introduces (a joining player's info). */
  users: readonly User[];
  resolve: (context: LobbyContext) => void;
  reject: (err: unknown) => void;
}

type Outcome = { ok: true; context: LobbyContext } | { ok: false; error: unknown };

interface AppliedBatch {
  /** The steps that changed the lobby, in order; the last one's state is what is stored. */
  steps: (LobbyStep & { from: LobbyState; to: LobbyState })[];
  /** Each command's answer, in the batch's order. */
  outcomes: Outcome[];
}

/** Applies `commands` one after another to `start`, each event made at the moment it is applied. */
export function applyBatch(start: LobbyState, commands: readonly LobbyCommand[], now: () => number): AppliedBatch {
  let state = start;
  const steps: AppliedBatch['steps'] = [];
  const outcomes: Outcome[] = [];
  for (const command of commands) {
    try {
      const at = now();
      const event = command.make(at);
      const refusal = lobbyRefusal(state.snapshot, event);
      if (refusal && !command.internal) {
        outcomes.push({ ok: false, error: refusal });
        continue;
      }
      const to = refusal ? null : stepLobby(state, event);
      if (to) {
        steps.push({ from: state, prev: state.snapshot.context, next: to.snapshot.context, announced: to.emitted, now: at, to });
        state = to;
      }
      outcomes.push({ ok: true, context: state.snapshot.context });
    } catch (error) {
      outcomes.push({ ok: false, error });
    }
  }
  return { steps, outcomes };
}

/** Answers every command of the batch with its own outcome. */
function answerBatch(commands: readonly LobbyCommand[], outcomes: readonly Outcome[]): void {
  commands.forEach((command, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) command.resolve(outcome.context);
    else command.reject(outcome.error);
  });
}

/*
 * The socket events of one stored lobby step (docs/product.md "HTTP routes"): what the machine announced (its emitted
 * events, `playerQueued` completed with the player's public info), `countdownInfo` when the
 * countdown's deadline changed, and last `partialInfo`: every wire field that changed and that the
 * events before it do not already tell every client (both sides apply them with the domain's
 * wireAppliers.ts, so a client that applies them in order has the new state). Every event to the
 * queue carries the version the step's write stored (a captain's own yourPick / pickForYou do not:
 * resend-pick.ts offers them again outside any write); a step that changes nothing a client sees
 * still sends `partialInfo` with just its version, so a client can tell a missed event (a gap in
 * the versions) from a quiet write.
 */

export type Emission = {
  [E in keyof ServerToClientEvents]: { to: 'queue' | { user: SteamId }; event: E; payload: Parameters<ServerToClientEvents[E]>[0] };
}[keyof ServerToClientEvents];

/** Wire fields whose value changed (countdownInfo compared by its deadline). */
export function changedWire(prev: Queue, next: Queue): Partial<Queue> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof Queue)[]) {
    if (key === 'countdownInfo') {
      if ((prev.countdownInfo?.deadline ?? null) !== (next.countdownInfo?.deadline ?? null)) out[key] = next[key];
    } else if (JSON.stringify(prev[key]) !== JSON.stringify(next[key])) out[key] = next[key];
  }
  return out;
}

/** A client's copy after it applied the step's queue-wide events (those before `partialInfo`), in order. */
function whatEventsTell(prev: Queue, emissions: readonly Emission[]): Queue {
  let queue = prev;
  for (const e of emissions) if (e.to === 'queue') queue = applyWireEvent(queue, { event: e.event, payload: e.payload } as LobbyWireEvent);
  return queue;
}

/** The order events of one step go out in: `partialInfo` last, with what the others left out. */
const ORDER: (keyof ServerToClientEvents)[] = [
  'deleteLobby',
  'playerQueued',
  'readyUp!',
  'playerReady',
  'readyUpMissed',
  'countdownInfo',
  'voteForMap!',
  'captains',
  'pickedBlu!',
  'pickedRed!',
  'pickForYou',
  'yourPick',
  'partialInfo',
];

/** One applied step of a write: the contexts around it, what the machine announced, when it ran. */
export interface LobbyStep {
  prev: LobbyContext;
  next: LobbyContext;
  announced: readonly LobbyAnnouncement[];
  now: number;
}

export function lobbyEmissions(
  prev: LobbyContext,
  next: LobbyContext,
  announced: readonly LobbyAnnouncement[],
  opts: { now: number; version: number; userInfo: (steamid: SteamId) => User },
): Emission[] {
  return batchEmissions([{ prev, next, announced, now: opts.now }], opts);
}

/** One step's events (not `partialInfo`), in the order they go out. */
function stepEmissions(step: LobbyStep, version: number, userInfo: (steamid: SteamId) => User): Emission[] {
  const out: Emission[] = step.announced.map(
    ({ type, to, payload }) =>
      (type === 'playerQueued'
        ? { to, event: type, payload: { ...payload, userInfo: userInfo(payload.steamid), version } }
        : { to, event: type, payload: to === 'queue' ? { ...payload, version } : payload }) as Emission,
  );
  const countdown = changedWire(toQueueWire(step.prev, step.now), toQueueWire(step.next, step.now)).countdownInfo;
  if (countdown) {
    out.push({ to: 'queue', event: 'countdownInfo', payload: { queueName: step.next.config.name, phase: step.next.phase, ...countdown, version } });
  }
  return out.sort((a, b) => ORDER.indexOf(a.event) - ORDER.indexOf(b.event));
}

/**
 * The events of one stored write that applied several steps (group commit, lobby.ts): each step's
 * events in the order the steps ran, all with the write's version, then one `partialInfo` with
 * what they leave untold between the state before the first step and after the last.
 */
export function batchEmissions(steps: readonly LobbyStep[], opts: { version: number; userInfo: (steamid: SteamId) => User }): Emission[] {
  const first = steps[0];
  const last = steps.at(-1);
  if (!first || !last) return [];
  const out = steps.flatMap((step) => stepEmissions(step, opts.version, opts.userInfo));
  const changes = changedWire(whatEventsTell(toQueueWire(first.prev, first.now), out), toQueueWire(last.next, last.now));
  if (Object.keys(changes).length > 0 || !out.some((e) => e.to === 'queue')) {
    out.push({ to: 'queue', event: 'partialInfo', payload: { name: last.next.config.name, ...changes, version: opts.version } });
  }
  return out;
}

/*
 * A queue's lobby in MongoDB: one document per queue holding the lobby machine's persisted
 * snapshot; every write is conditional on `version`, so two writers never both win. Each stored
 * write is announced to the other api processes (`announce`, framework/peers.ts) with its version.
 * The snapshot is the domain's queue-lobby machine, stepped from its stored form
 * (framework/machine-step.ts).
 */

export type LobbyState = StepState<typeof queueLobbyMachine>;

const stepper = machineStepper(queueLobbyMachine);
export const initialLobby = stepper.initial;
export const restoreLobby = stepper.restore;
export const stepLobby = stepper.step;

export interface StoredLobby {
  version: number;
  snapshot: unknown;
}

export class LobbyStore {
  constructor(
    private readonly queues: Collections['queues'],
    /** Called once a write is stored: the queue's name and its new version. */
    private readonly announce: (name: string, version: number) => void,
  ) {}

  async load(name: string): Promise<StoredLobby | null> {
    const doc = await this.queues.findOne({ _id: name });
    return doc && doc.snapshot ? { version: doc.version, snapshot: doc.snapshot } : null;
  }

  /**
   * Stores the first snapshot of a queue. When another process got there first (or a document
   * without a snapshot exists), the stored lobby wins and is returned.
   */
  async create(config: QueueConfig, snapshot: unknown, now: Timestamp): Promise<StoredLobby> {
    const res = await this.queues
      .updateOne(
        { _id: config.name, snapshot: null },
        { $set: { snapshot, updatedAt: now, name: config.name, format: config.format, region: config.region }, $inc: { version: 1 } },
        { upsert: true },
      )
      .catch((err: unknown) => {
        if (isDuplicateKey(err)) return null;
        throw err;
      });
    if (res && (res.upsertedCount > 0 || res.modifiedCount > 0)) {
      const stored = await this.load(config.name);
      if (stored) {
        this.announce(config.name, stored.version);
        return stored;
      }
    }
    const existing = await this.load(config.name);
    if (!existing) throw new Error(`Could not create the ${config.name} lobby`);
    return existing;
  }

  /** Writes `snapshot` as version+1 if the stored version is still `version`; false when someone else wrote first. */
  async save(name: string, version: number, snapshot: unknown, now: Timestamp): Promise<boolean> {
    const res = await this.queues.updateOne({ _id: name, version }, { $set: { snapshot, version: version + 1, updatedAt: now } });
    if (res.matchedCount !== 1) return false;
    this.announce(name, version + 1);
    return true;
  }

  async version(name: string): Promise<number | null> {
    const doc = await this.queues.findOne({ _id: name }, { projection: { version: 1 } });
    return doc?.version ?? null;
  }
}
