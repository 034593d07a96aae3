/**
 * The one-time count of the pugs that finished before the calibration page existed. At start,
 * before the pugs feature resumes anything, one process claims it (`meta` 'calibrationBackfill'):
 * the claim's time is the boundary, pugs that ended before it are this count's and later ones the
 * `pug/completed` reaction's (on-pug-completed.ts). The count itself runs in the background (the
 * api answers meanwhile; the page shows the pugs since until it is done): it reads every Complete
 * pug (only the fields it needs), sums them in memory and writes each format's counters once.
 * A count cut short (a stop, a failure, a process that died) is taken over by the next start with
 * the same boundary once its lease lapses; a pug the reaction already counted (`calibrated`) is
 * never counted again.
 */
import { eloFormatOf, type CalibrationCounters, type EloFormat } from '@pug/domain';
import type { Collections, PugDoc } from '../db/index.ts';
import { isDuplicateKey } from '../db/errors.ts';
import { CALIBRATION_PROJECTION, calibrationIncrements } from './count.ts';

const BACKFILL_META_ID = 'calibrationBackfill';
/** How long a claim keeps other processes off the count (500,000 pugs took about 40 s). */
const CALIBRATION_LEASE_MS = 10 * 60_000;

/** The count's boundary, or null when no process has claimed it yet. */
export async function calibratedUntil(collections: Collections): Promise<number | null> {
  const meta = await collections.meta.findOne({ _id: BACKFILL_META_ID });
  return meta ? meta.at : null;
}

/**
 * Claims the count for this process: its boundary (now for a first claim, the first claim's time
 * for a count taken over), or null when it is done or another process holds it.
 */
export async function claimCalibrationCount(collections: Collections, now: number): Promise<number | null> {
  try {
    await collections.meta.insertOne({ _id: BACKFILL_META_ID, at: now, value: 'running', leaseUntil: now + CALIBRATION_LEASE_MS });
    return now;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  const taken = await collections.meta.findOneAndUpdate(
    { _id: BACKFILL_META_ID, value: 'running', $or: [{ leaseUntil: { $lt: now } }, { leaseUntil: { $exists: false } }] },
    { $set: { leaseUntil: now + CALIBRATION_LEASE_MS } },
    { returnDocument: 'after' },
  );
  return taken ? taken.at : null;
}

/**
 * Counts every pug that ended before `until` (the claimed boundary) and that the reaction did not
 * count; answers how many. Stopped by `signal` or failing, it writes nothing and lets the lease go.
 */
export async function backfillCalibration(collections: Collections, until: number, signal?: AbortSignal): Promise<number> {
  const counters = new Map<EloFormat, CalibrationCounters>();
  let counted = 0;
  // Batches of 1,000: the embedded store's replies stay well under its 16 MiB message limit.
  const cursor = collections.pugs.find({ phase: 'Complete' }, { projection: CALIBRATION_PROJECTION, batchSize: 1000 });
  try {
    for await (const pug of cursor as AsyncIterable<PugDoc>) {
      signal?.throwIfAborted();
      if ((pug.endAt ?? pug.startAt) >= until || !pug.format || pug.calibrated) continue;
      const key = eloFormatOf(pug.format);
      const into = counters.get(key) ?? {};
      if (!calibrationIncrements(pug, into)) continue;
      counters.set(key, into);
      counted++;
    }
  } catch (err) {
    await cursor.close().catch(() => undefined);
    // Nothing was written yet: the next start takes the count over.
    await collections.meta.updateOne({ _id: BACKFILL_META_ID, value: 'running' }, { $set: { leaseUntil: 0 } });
    throw err;
  }
  for (const [format, inc] of counters) await collections.calibrationCounters.updateOne({ _id: format }, { $inc: inc }, { upsert: true });
  await collections.meta.updateOne({ _id: BACKFILL_META_ID }, { $set: { value: { counted } }, $unset: { leaseUntil: '' } });
  return counted;
}
