/**
 * Players who left without leaving: a queued player with no open page of the
 * site (no socket in any api process) for QUEUE_AWAY_MS is taken out of every queue still waiting
 * for players, and told why in a notification they find on their next visit. Never during a
 * ready-up, map vote or draft (the round's own deadlines deal with a missing player there), never
 * a dummy, never in a live pug (a player in one is out of the waiting queues already).
 *
 * Each process checks the lobbies whose lease it holds, every `checkMs`: one presence question
 * about the queued players (framework/presence.ts), which the Redis adapter asks of every api
 * process and which answers Steam IDs only. When that question fails (a process does not answer
 * in time), nobody is taken out in that round. The
 * time a player was first seen away is kept by the lease holder in memory: when the lease moves,
 * the new holder counts from its own first sight (at most twice the grace).
 */
import { formatDisplayName, type SteamId } from '@pug/domain';
import type { FeatureContext } from '../framework/feature.ts';
import { PeriodicSweep } from '../framework/periodic-sweep.ts';
import { answerPresence, presentPlayers } from '../framework/presence.ts';
import { notifyUsers } from '../notifications/notify.ts';
import type { Lobbies } from './lobbies.ts';

/** How often the lease holder looks, for a grace of `awayMs`: a quarter of it, between 250 ms and 10 s. */
export function awayCheckMs(awayMs: number): number {
  return Math.min(10_000, Math.max(250, Math.floor(awayMs / 4)));
}

export class AwayPlayers {
  private readonly awaySince = new Map<string, number>();
  private readonly sweeps: PeriodicSweep;

  constructor(
    private readonly ctx: FeatureContext,
    private readonly lobbies: Lobbies,
    private readonly awayMs: number,
  ) {
    // Every process answers, whatever its own QUEUE_AWAY_MS: the lease holder may be another.
    answerPresence(ctx.io);
    this.sweeps = new PeriodicSweep(() => this.sweep(), {
      everyMs: awayCheckMs(awayMs),
      logger: ctx.logger,
      failed: 'could not check for players who left the site',
    });
  }

  start(): void {
    if (this.awayMs > 0) this.sweeps.start();
  }

  stop(): Promise<void> {
    return this.sweeps.stop();
  }

  /** One round (the timer runs it; a round still running is not started twice). */
  check(): Promise<void> {
    return this.sweeps.run();
  }

  private async sweep(): Promise<void> {
    const watched = new Map<string, SteamId[]>();
    for (const lobby of this.lobbies.all()) {
      if (!this.lobbies.leases.holds(lobby.leaseKey)) continue;
      const context = lobby.context();
      if (context.phase !== 'Waiting For Players') continue;
      watched.set(
        lobby.name,
        Object.keys(context.players).filter((steamid) => !lobby.isDummy(steamid)),
      );
    }
    const queued = new Set([...watched.values()].flat());
    for (const steamid of this.awaySince.keys()) if (!queued.has(steamid)) this.awaySince.delete(steamid);
    if (queued.size === 0) return;

    const present = await presentPlayers(this.ctx.io, [...queued]);
    const now = this.ctx.now();
    for (const [name, steamids] of watched) {
      for (const steamid of steamids) {
        if (present.has(steamid)) {
          this.awaySince.delete(steamid);
          continue;
        }
        const since = this.awaySince.get(steamid) ?? now;
        this.awaySince.set(steamid, since);
        if (now - since >= this.awayMs) await this.takeOut(name, steamid);
      }
    }
  }

  private async takeOut(name: string, steamid: SteamId): Promise<void> {
    const lobby = this.lobbies.get(name);
    const context = lobby.context();
    if (context.phase !== 'Waiting For Players' || !context.players[steamid]) return;
    await lobby.send((now) => ({ type: 'LEAVE', steamid, now }), { internal: true });
    if (lobby.context().players[steamid]) return;
    this.ctx.logger.info({ queue: name, steamid, awayMs: this.awayMs }, 'took a player who left the site out of the queue');
    const seconds = Math.round(this.awayMs / 1000);
    await notifyUsers(this.ctx, [steamid], {
      msg: `You were taken out of the ${formatDisplayName(context.config.format)} queue: no page of the site was open for ${seconds} s. Join again when you are back.`,
      variant: 'warning',
    });
  }
}
