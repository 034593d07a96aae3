/**
 * Token buckets for rejected log packets: each source address may have REJECT_BURST rejected
 * packets handled at once (refilled at REJECT_REFILL_PER_SECOND), and all sources together
 * GLOBAL_REJECT_BURST (refilled at GLOBAL_REJECT_REFILL_PER_SECOND), so spoofed source addresses
 * cannot multiply the budget. Past the budget a rejected packet is only counted. The map of
 * sources is bounded (least recently seen dropped first).
 */
const REJECT_BURST = 20;
const REJECT_REFILL_PER_SECOND = 2;
const GLOBAL_REJECT_BURST = 200;
const GLOBAL_REJECT_REFILL_PER_SECOND = 50;
const MAX_TRACKED_SOURCES = 4096;

interface Bucket {
  tokens: number;
  at: number;
}

export class SourceBudget {
  private readonly buckets = new Map<string, Bucket>();
  private readonly global: Bucket;

  constructor(private readonly now: () => number) {
    this.global = { tokens: GLOBAL_REJECT_BURST, at: now() };
  }

  /** Takes one token for `source` (and one of the global budget); false when either is spent. */
  take(source: string): boolean {
    const t = this.now();
    let bucket = this.buckets.get(source);
    if (bucket) {
      this.buckets.delete(source);
      refill(bucket, t, REJECT_BURST, REJECT_REFILL_PER_SECOND);
    } else {
      bucket = { tokens: REJECT_BURST, at: t };
      if (this.buckets.size >= MAX_TRACKED_SOURCES) this.buckets.delete(this.buckets.keys().next().value!);
    }
    this.buckets.set(source, bucket);
    refill(this.global, t, GLOBAL_REJECT_BURST, GLOBAL_REJECT_REFILL_PER_SECOND);
    if (bucket.tokens < 1 || this.global.tokens < 1) return false;
    bucket.tokens -= 1;
    this.global.tokens -= 1;
    return true;
  }
}

function refill(bucket: Bucket, t: number, burst: number, perSecond: number): void {
  bucket.tokens = Math.min(burst, bucket.tokens + (Math.max(0, t - bucket.at) * perSecond) / 1000);
  bucket.at = t;
}
