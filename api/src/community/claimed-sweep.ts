/**
 * The sweep of work kept in the store (the Discord messages, the voice channels): each round
 * claims a due document with a conditional write (`claimUntil` lapsed -> this process), so of
 * several api processes only one carries it out, and goes on until nothing is due. A rate limit
 * pauses the whole sweep (`pauseUntil`). Each kind of work says how it is carried out and settled.
 */
import { randomUUID } from 'node:crypto';
import type { Collection, Filter, UpdateFilter, WithId } from 'mongodb';
import { PeriodicSweep } from '../framework/periodic-sweep.ts';
import type { Logger } from '../framework/logger.ts';

/** The fields a claimed document carries. */
export interface Claimable {
  pending: boolean;
  nextAttemptAt: number;
  claimUntil: number;
  claimedBy: string | null;
}

export interface ClaimedSweepOptions<T extends Claimable> {
  collection: Collection<T>;
  /** Carries out one claimed document, and settles it (releases the claim). */
  carryOut: (doc: WithId<T>) => Promise<void>;
  now: () => number;
  logger: Logger;
  everyMs: number;
  /** How long a claim keeps other processes off a document (longer than a run). */
  claimMs: number;
  /** What the log says when a round fails. */
  failed: string;
}

export class ClaimedSweep<T extends Claimable> {
  /** This process's name on the documents it claims. */
  readonly holder = `${process.pid}-${randomUUID()}`;
  private pausedUntil = 0;
  private readonly sweeper: PeriodicSweep;

  constructor(private readonly opts: ClaimedSweepOptions<T>) {
    this.sweeper = new PeriodicSweep(() => this.round(), { everyMs: opts.everyMs, logger: opts.logger, failed: opts.failed });
  }

  start(): void {
    this.sweeper.start();
    this.sweeper.kick();
  }

  stop(): Promise<void> {
    return this.sweeper.stop();
  }

  /** Sweeps now in the background (again after the current round, when one runs). */
  kick(): void {
    this.sweeper.kick();
  }

  /** No document is claimed before `at` (Discord said to wait). */
  pauseUntil(at: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, at);
  }

  private async round(): Promise<void> {
    for (;;) {
      const now = this.opts.now();
      if (now < this.pausedUntil) return;
      const doc = await this.opts.collection.findOneAndUpdate(
        { pending: true, nextAttemptAt: { $lte: now }, claimUntil: { $lte: now } } as Filter<T>,
        { $set: { claimedBy: this.holder, claimUntil: now + this.opts.claimMs } } as UpdateFilter<T>,
        { returnDocument: 'after' },
      );
      if (!doc) return;
      await this.opts.carryOut(doc);
    }
  }
}
