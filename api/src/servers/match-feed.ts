/**
 * The log lines of one server while it hosts a pug: kept for the logs.tf upload and the admin
 * log, run through the match tracker (state stored with the server, so a restarted api resumes),
 * and turned into the service's events. Lines of one server are handled in order, in batches:
 * whatever arrived while the last batch was being stored goes in the next single update, so a
 * burst of lines costs a few writes, not two per line. After the match is over only the plugins'
 * logs.tf / demos.tf lines still belong to it: the first other line (the next match on a fast
 * server) closes its log.
 */
import type { Collections } from '../db/index.ts';
import type { ServerDoc } from '../db/documents.ts';
import { isLinkLine, parseLogLine, type LogEvent } from './logs/log-line.ts';
import { maskSecrets } from './logs/mask-secrets.ts';
import { flushMatch, newMatchState, resumeMatchState, trackMatch, type MatchSignal, type MatchState } from './logs/match-tracker.ts';
import { LOG_KEEP, type ServerLogBook } from './server-log.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type PlayerEvent = { kind: 'connected' | 'disconnected' | 'joinedTeam'; steamid: string; name: string; team?: 'blu' | 'red' | null };

export interface FeedHandlers {
  signal(server: ServerDoc, pugId: string, signal: MatchSignal, state: MatchState): Promise<void>;
  player(pugId: string, event: PlayerEvent): void;
}

/** A log line, or the order to finish a match whose final scores never came. */
type Queued = { line: string; stamp: string } | { flush: true };

export class MatchFeed {
  private readonly queued = new Map<string, Queued[]>();
  private readonly drains = new Map<string, Promise<void>>();
  /** Per server: the pug whose match is followed, and its state (a late batch of the last pug never passes for the next). */
  private readonly states = new Map<string, { pugId: string; state: MatchState }>();
  private readonly flushTimers = new Map<string, NodeJS.Timeout>();
  /** Servers whose finished match took its last line (the first one after it that is not a link), with that match's pug. */
  private readonly closed = new Map<string, string>();

  constructor(
    private readonly collections: Collections,
    private readonly logBook: ServerLogBook,
    private readonly handlers: FeedHandlers,
    private readonly onError: (err: unknown) => void,
    private readonly timing: {
      /**
       * After the final score, how long to wait for the plugins' links (logs.tf, the demos.tf STV
       * line) before the game over goes out; link lines that arrive meanwhile join the finishing batch.
       */
      linkWaitMs: number;
      /** After Game_Over, how long to wait for the `final score` lines before finishing with the score so far. */
      finalScoreWaitMs: number;
    } = { linkWaitMs: 0, finalScoreWaitMs: 2000 },
    /** The clock of `lastLineAt` (the live-pug watch counts a server's silence from it). */
    private readonly now: () => number = Date.now,
  ) {}

  /** Queues a line for the server; resolves when it has been handled. */
  push(serverId: string, line: string, stamp: string): Promise<void> {
    const list = this.queued.get(serverId) ?? [];
    list.push({ line, stamp });
    this.queued.set(serverId, list);
    return this.drain(serverId);
  }

  /** Forgets a server's match (on release). */
  forget(serverId: string): void {
    this.states.delete(serverId);
    this.closed.delete(serverId);
    this.clearTimer(serverId);
  }

  stop(): void {
    for (const t of this.flushTimers.values()) clearTimeout(t);
    this.flushTimers.clear();
  }

  /** Waits for every queued line. */
  async idle(): Promise<void> {
    while (this.drains.size > 0) await Promise.all(this.drains.values());
  }

  private drain(serverId: string): Promise<void> {
    const running = this.drains.get(serverId);
    if (running) return running;
    const run = (async () => {
      for (;;) {
        const batch = this.queued.get(serverId);
        if (!batch || batch.length === 0) break;
        this.queued.delete(serverId);
        await this.handle(serverId, batch).catch(this.onError);
      }
    })().finally(() => this.drains.delete(serverId));
    this.drains.set(serverId, run);
    return run;
  }

  private async handle(serverId: string, batch: Queued[]): Promise<void> {
    const server = await this.collections.servers.findOne({ _id: serverId });
    if (!server?.pugId || this.closed.get(serverId) === server.pugId) return;
    const pugId = server.pugId;
    const isClosed = () => this.closed.get(serverId) === pugId;
    let state = await this.currentState(serverId, server, pugId);
    const effects: Array<{ event: LogEvent | null; signals: MatchSignal[]; state: MatchState }> = [];
    const lines: Array<{ line: string; stamp: string }> = [];
    const absorb = (items: Queued[]) => {
      for (const item of items) {
        if (isClosed()) return;
        if ('flush' in item) {
          const out = flushMatch(state);
          state = out.state;
          effects.push({ event: null, signals: out.signals, state });
          continue;
        }
        if (state.finished && !isLinkLine(item.line)) {
          this.closed.set(serverId, pugId);
          return;
        }
        lines.push(item);
        const event = parseLogLine(item.line);
        let signals: MatchSignal[] = [];
        if (event) ({ state, signals } = trackMatch(state, event));
        effects.push({ event, signals, state });
      }
    };
    absorb(batch);
    const finishing = effects.some((e) => e.signals.some((s) => s.kind === 'finished'));
    if (finishing && this.timing.linkWaitMs > 0 && !(state.logId && state.demoUrl) && !isClosed()) {
      await sleep(this.timing.linkWaitMs);
      const more = this.queued.get(serverId);
      this.queued.delete(serverId);
      if (more) absorb(more);
    }
    this.states.set(serverId, { pugId, state });
    // What is kept (the admin log, the match log for logs.tf) has the secrets masked.
    const known = [server.password, server.rconPassword, server.logSecret];
    const logs = lines.map(({ line }) => this.logBook.entry('line', line, known));
    await this.collections.servers.updateOne(
      { _id: serverId, pugId },
      {
        $set: { match: state, lastLineAt: this.now() },
        $push: { matchLog: { $each: lines.map(({ line, stamp }) => `L ${stamp}: ${maskSecrets(line, known)}`) }, logs: { $each: logs, $slice: -LOG_KEEP } },
      },
    );
    this.logBook.announce(server, logs);
    for (const { event, signals, state: after } of effects) {
      if (event && (event.kind === 'connected' || event.kind === 'disconnected' || event.kind === 'joinedTeam')) {
        this.handlers.player(pugId, {
          kind: event.kind,
          steamid: event.steamid,
          name: event.name,
          ...(event.kind === 'joinedTeam' ? { team: event.team } : {}),
        });
      }
      if (event?.kind === 'gameOver' && after.gameOver && !after.finished && !this.flushTimers.has(serverId)) {
        this.flushTimers.set(
          serverId,
          setTimeout(() => this.flush(serverId), this.timing.finalScoreWaitMs),
        );
      }
      for (const signal of signals) {
        if (signal.kind === 'finished') this.clearTimer(serverId);
        // A late link (logs.tf, demos.tf) in the same batch still reaches the game over.
        await this.handlers.signal(server, pugId, signal, signal.kind === 'finished' ? state : after);
      }
    }
  }

  /**
   * The match so far (in memory, or stored: resumed after a restart), or a new one for the pug's
   * map and players. The roster is read again for every batch: a sub who took a seat places the
   * teams by the colour they play on, and the player they replaced no longer does.
   */
  private async currentState(serverId: string, server: ServerDoc, pugId: string): Promise<MatchState> {
    const pug = await this.collections.pugs.findOne({ _id: pugId }, { projection: { map: 1, teams: 1 } });
    const roster: Record<string, 'blu' | 'red'> = {};
    for (const team of ['blu', 'red'] as const) for (const steamid of Object.keys(pug?.teams?.[team] ?? {})) roster[steamid] = team;
    const fresh = { map: pug?.map ?? '', roster };
    const cached = this.states.get(serverId);
    const known = cached?.pugId === pugId ? cached.state : (server.match as Partial<MatchState> | null | undefined);
    return known ? resumeMatchState(known, fresh) : newMatchState(fresh);
  }

  private clearTimer(serverId: string): void {
    const timer = this.flushTimers.get(serverId);
    if (timer) clearTimeout(timer);
    this.flushTimers.delete(serverId);
  }

  /** Game_Over without both final scores: finish with the score so far (after the queued lines). */
  private flush(serverId: string): void {
    this.flushTimers.delete(serverId);
    const list = this.queued.get(serverId) ?? [];
    list.push({ flush: true });
    this.queued.set(serverId, list);
    void this.drain(serverId);
  }
}
