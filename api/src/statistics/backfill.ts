/**
 * The one-time count of the pugs that finished before the statistics existed (docs/decisions.md
 * "Statistics from counters"): at start, before the pugs feature resumes anything, one process
 * claims it (`meta` 'statisticsBackfill'), reads every Complete pug that ended before then in start
 * order (a player's pugs never overlap, so that is the order they ended for each player), folds
 * them in memory (domain tallyPug and nextPlayerRecord) and writes each format's counters and every
 * player's record. Pugs that end later are the `pug/completed` reaction's (on-pug-completed.ts).
 */
import { EMPTY_PLAYER_RECORD, nextPlayerRecord, tallyPug, type EloFormat, type PlayerRecord, type SteamId } from '@pug/domain';
import type { AnyBulkWriteOperation } from 'mongodb';
import type { Collections, PlayerRecordDoc, PugDoc } from '../db/index.ts';
import { isDuplicateKey } from '../db/errors.ts';
import { addCounters, TALLY_PROJECTION } from './tally.ts';

const BACKFILL_META_ID = 'statisticsBackfill';

/** When the backfill counted up to (pugs that ended before it are its), or null when it has not run. */
export async function backfilledUntil(collections: Collections): Promise<number | null> {
  const meta = await collections.meta.findOne({ _id: BACKFILL_META_ID });
  return meta ? meta.at : null;
}

/** Counts every pug that ended before `now`, once per data folder; returns how many it counted (0 when already done). */
export async function backfillStatistics(collections: Collections, now: number): Promise<number> {
  try {
    await collections.meta.insertOne({ _id: BACKFILL_META_ID, at: now, value: 'running' });
  } catch (err) {
    if (isDuplicateKey(err)) return 0;
    throw err;
  }
  const counters = new Map<EloFormat, Record<string, number>>();
  const records = new Map<SteamId, Partial<Record<EloFormat, PlayerRecord>>>();
  let counted = 0;
  // Batches of 1,000: the embedded store's replies stay well under its 16 MiB message limit.
  const cursor = collections.pugs.find({ phase: 'Complete' }, { sort: { startAt: 1 }, projection: TALLY_PROJECTION, batchSize: 1000 });
  try {
    for await (const pug of cursor as AsyncIterable<PugDoc>) {
      const tally = tallyPug(pug);
      const at = pug.endAt ?? pug.startAt;
      if (!tally || at >= now) continue;
      counted++;
      counters.set(tally.format, addCounters(counters.get(tally.format) ?? {}, tally));
      for (const p of tally.players) {
        const mine = records.get(p.steamid) ?? {};
        mine[tally.format] = nextPlayerRecord(mine[tally.format] ?? EMPTY_PLAYER_RECORD, p, at);
        records.set(p.steamid, mine);
      }
    }
  } catch (err) {
    // Nothing was written yet: the next start tries again.
    await collections.meta.deleteOne({ _id: BACKFILL_META_ID, value: 'running' });
    throw err;
  }
  for (const [format, inc] of counters) await collections.statisticsCounters.updateOne({ _id: format }, { $inc: inc }, { upsert: true });
  let batch: AnyBulkWriteOperation<PlayerRecordDoc>[] = [];
  const flush = async () => {
    if (batch.length > 0) await collections.playerRecords.bulkWrite(batch, { ordered: false });
    batch = [];
  };
  for (const [_id, byFormat] of records) {
    batch.push({ updateOne: { filter: { _id }, update: { $set: byFormat }, upsert: true } });
    if (batch.length >= 1000) await flush();
  }
  await flush();
  await collections.meta.updateOne({ _id: BACKFILL_META_ID }, { $set: { value: { counted } } });
  return counted;
}
