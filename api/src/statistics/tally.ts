/**
 * Counting a finished pug in the statistics and the hall of fame (docs/product.md "Statistics and
 * hall of fame"): the format's counters (one document per format, `$inc`) and each seated player's
 * record (domain statistics/playerRecord.ts), folded in the order pugs finish. A pug is counted
 * once: by the start-up backfill (backfill.ts) if it ended before it ran, else by the `pug/completed`
 * reaction, which claims it (`tallied`) before it counts.
 */
import { EMPTY_PLAYER_RECORD, fillBucketOf, nextPlayerRecord, tallyPug, type PlayerRecord, type PugTally } from '@pug/domain';
import type { Collections, PugDoc } from '../db/index.ts';

/** The fields of a pug a tally reads. */
export const TALLY_PROJECTION = {
  format: 1,
  phase: 1,
  map: 1,
  teams: 1,
  data: 1,
  startAt: 1,
  endAt: 1,
  aborted: 1,
  bannedPlayers: 1,
  roundStartedAt: 1,
  readyUpAt: 1,
  waitedFor: 1,
} as const;

/** A map name as a key of the counters' `maps` (a stored field name holds no '.' and starts with no '$'). */
const mapKey = (map: string): string => encodeURIComponent(map).replaceAll('.', '%2E');

/** The counters' increments for one pug, added into `into` (the backfill adds many pugs into one). */
export function addCounters(into: Record<string, number>, t: PugTally): Record<string, number> {
  const inc = (field: string, by = 1) => (into[field] = (into[field] ?? 0) + by);
  inc('pugs');
  inc(`days.${t.day}`);
  inc(`hours.${t.hourOfWeek}`);
  inc(`maps.${mapKey(t.map)}`);
  if (t.fillMs !== null) {
    inc('fillPugs');
    inc('fillTotalMs', t.fillMs);
    inc(`fillBuckets.${fillBucketOf(t.fillMs)}`);
  }
  if (t.waitedFor !== null) {
    if (t.waitedFor.length === 0) inc('filledAtOnce');
    for (const slot of t.waitedFor) inc(`waitedFor.${mapKey(slot)}`);
  }
  return into;
}

const recordOf = (doc: Partial<PlayerRecord> | undefined): PlayerRecord => ({ ...EMPTY_PLAYER_RECORD, ...(doc ?? {}) });

/** Counts one finished pug (its document as stored); false when it does not count or was counted already. */
export async function tallyStoredPug(collections: Collections, pug: PugDoc): Promise<boolean> {
  const tally = tallyPug(pug);
  if (!tally) return false;
  const claimed = await collections.pugs.updateOne({ _id: pug._id, tallied: { $ne: true } }, { $set: { tallied: true } });
  if (claimed.modifiedCount !== 1) return false;
  await collections.statisticsCounters.updateOne({ _id: tally.format }, { $inc: addCounters({}, tally) }, { upsert: true });
  const at = pug.endAt ?? pug.startAt;
  const { format } = tally;
  const stored = new Map(
    (await collections.playerRecords.find({ _id: { $in: tally.players.map((p) => p.steamid) } }, { projection: { [format]: 1 } }).toArray()).map((d) => [
      d._id,
      d[format],
    ]),
  );
  await collections.playerRecords.bulkWrite(
    tally.players.map((p) => ({
      updateOne: { filter: { _id: p.steamid }, update: { $set: { [format]: nextPlayerRecord(recordOf(stored.get(p.steamid)), p, at) } }, upsert: true },
    })),
    { ordered: false },
  );
  return true;
}
