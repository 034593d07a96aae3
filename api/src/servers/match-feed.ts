/**
 * The log lines of one server while it hosts a pug: kept for the logs.tf upload and the admin
 * log, run through the match tracker (state stored with the server, so a restarted api resumes),
 * and turned into the service's events. Lines of one server are handled one at a time, in order.
 */
import type { Collections } from '../db/index.ts';
import type { ServerDoc } from '../db/documents.ts';
import { parseLogLine } from './logs/log-line.ts';
import { flushMatch, newMatchState, trackMatch, type MatchSignal, type MatchState } from './logs/match-tracker.ts';
import type { ServerLogBook } from './server-log.ts';

/** Wait for the `final score` lines after Game_Over before finishing with the score so far. */
export const FINAL_SCORE_WAIT_MS = 2000;

export interface FeedHandlers {
  signal(server: ServerDoc, pugId: string, signal: MatchSignal, state: MatchState): Promise<void>;
  player(pugId: string, event: { kind: 'connected' | 'disconnected' | 'joinedTeam'; steamid: string; name: string; team?: 'blu' | 'red' | null }): void;
}

export class MatchFeed {
  private readonly chains = new Map<string, Promise<void>>();
  private readonly states = new Map<string, MatchState>();
  private readonly flushTimers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly collections: Collections,
    private readonly logBook: ServerLogBook,
    private readonly handlers: FeedHandlers,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Queues a line for the server; resolves when it has been handled. */
  push(serverId: string, line: string, stamp: string): Promise<void> {
    const run = (this.chains.get(serverId) ?? Promise.resolve()).then(() => this.handle(serverId, line, stamp)).catch(this.onError);
    this.chains.set(serverId, run);
    return run;
  }

  /** Forgets a server's match (on release). */
  forget(serverId: string): void {
    this.states.delete(serverId);
    const timer = this.flushTimers.get(serverId);
    if (timer) clearTimeout(timer);
    this.flushTimers.delete(serverId);
  }

  stop(): void {
    for (const t of this.flushTimers.values()) clearTimeout(t);
    this.flushTimers.clear();
  }

  /** Waits for every queued line. */
  async idle(): Promise<void> {
    await Promise.all(this.chains.values());
  }

  private async handle(serverId: string, line: string, stamp: string): Promise<void> {
    const server = await this.collections.servers.findOne({ _id: serverId });
    if (!server?.pugId) return;
    const pugId = server.pugId;
    await this.logBook.append(server, 'line', line);
    const event = parseLogLine(line);
    let state = this.states.get(serverId) ?? ((server.match as MatchState | null | undefined) ?? newMatchState());
    let signals: MatchSignal[] = [];
    if (event) ({ state, signals } = trackMatch(state, event));
    this.states.set(serverId, state);
    await this.collections.servers.updateOne({ _id: serverId, pugId }, { $set: { match: state }, $push: { matchLog: `L ${stamp}: ${line}` } });
    if (event && (event.kind === 'connected' || event.kind === 'disconnected' || event.kind === 'joinedTeam')) {
      this.handlers.player(pugId, { kind: event.kind, steamid: event.steamid, name: event.name, ...(event.kind === 'joinedTeam' ? { team: event.team } : {}) });
    }
    if (event?.kind === 'gameOver' && state.gameOver && !state.finished && !this.flushTimers.has(serverId)) {
      this.flushTimers.set(serverId, setTimeout(() => void this.flush(serverId), FINAL_SCORE_WAIT_MS));
    }
    for (const signal of signals) {
      if (signal.kind === 'finished') this.forgetTimer(serverId);
      await this.handlers.signal(server, pugId, signal, state);
    }
  }

  private forgetTimer(serverId: string): void {
    const timer = this.flushTimers.get(serverId);
    if (timer) clearTimeout(timer);
    this.flushTimers.delete(serverId);
  }

  private flush(serverId: string): Promise<void> {
    this.flushTimers.delete(serverId);
    const run = (this.chains.get(serverId) ?? Promise.resolve())
      .then(async () => {
        const server = await this.collections.servers.findOne({ _id: serverId });
        const state = this.states.get(serverId);
        if (!server?.pugId || !state) return;
        const out = flushMatch(state);
        this.states.set(serverId, out.state);
        await this.collections.servers.updateOne({ _id: serverId, pugId: server.pugId }, { $set: { match: out.state } });
        for (const signal of out.signals) await this.handlers.signal(server, server.pugId, signal, out.state);
      })
      .catch(this.onError);
    this.chains.set(serverId, run);
    return run;
  }
}
