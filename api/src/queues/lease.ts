/**
 * Leases (docs/architecture.md "Persistence and scale"): which api process drives a queue's timers. A lease is a document
 * `{ _id: 'queue:<name>', holder, expiresAt }`, taken when free or lapsed and renewed by its holder.
 */
import { randomUUID } from 'node:crypto';
import type { Collections } from '../db/index.ts';
import { isDuplicateKey } from '../db/errors.ts';

const LEASE_TTL_MS = 15_000;

export class Leases {
  readonly holder = `${process.pid}-${randomUUID()}`;
  private readonly held = new Set<string>();

  constructor(
    private readonly leases: Collections['leases'],
    private readonly now: () => number,
    private readonly ttl = LEASE_TTL_MS,
  ) {}

  holds(key: string): boolean {
    return this.held.has(key);
  }

  /** Takes or renews the lease; true when this process holds it afterwards. */
  async acquire(key: string): Promise<boolean> {
    const now = this.now();
    try {
      const res = await this.leases.updateOne(
        { _id: key, $or: [{ holder: this.holder }, { expiresAt: { $lte: now } }] },
        { $set: { holder: this.holder, expiresAt: now + this.ttl, renewedAt: now } },
        { upsert: true },
      );
      const ok = res.matchedCount === 1 || res.upsertedCount === 1;
      if (ok) this.held.add(key);
      else this.held.delete(key);
      return ok;
    } catch (err) {
      // The lease exists, held by another live process: the upsert's insert collided.
      if (!isDuplicateKey(err)) throw err;
      this.held.delete(key);
      return false;
    }
  }

  /** Gives the lease up so another process can take over at once (clean shutdown). */
  async release(key: string): Promise<void> {
    this.held.delete(key);
    await this.leases.deleteOne({ _id: key, holder: this.holder });
  }
}
