/**
 * The count of the pugs that finished before the statistics existed (docs/decisions.md "Statistics
 * from counters" and "Counting the pugs from before, in the background"). The feature starts it after
 * the api is up and it never holds the start: one process at a time holds it (`meta`
 * 'statisticsBackfill', a lease renewed as it goes), reads the finished pugs in start order (a
 * player's pugs never overlap, so that is the order they ended for each player) a page at a time
 * through the pugs' `by_time` index with a projection, folds them in memory (domain tallyPug and
 * nextPlayerRecord) and stores what it folded at each checkpoint: the formats' counters, the records
 * of the players it changed, then where it got to. A restart (or another process, once the lease
 * lapses) resumes from the last checkpoint; each counters document and player record carries the
 * checkpoint it holds, so a checkpoint stored only in part is not counted twice. Until it is done
 * the pages show what it has counted, and the `pug/completed` reaction leaves new pugs to it: once
 * done, it counts the pugs that ended since it began (`sweepCompleted`), in the order they started.
 */
import { randomUUID } from 'node:crypto';
import { EMPTY_PLAYER_RECORD, nextPlayerRecord, tallyPug, type EloFormat, type PlayerRecord, type SteamId } from '@pug/domain';
import type { AnyBulkWriteOperation, Collection, Filter } from 'mongodb';
import type { Collections, MetaDoc, PlayerRecordDoc, PugDoc } from '../db/index.ts';
import { isDuplicateKey } from '../db/errors.ts';
import { addCounters, TALLY_PROJECTION, tallyStoredPug } from './tally.ts';

const BACKFILL_META_ID = 'statisticsBackfill';
/**
 * Pugs per read (and records per write): the embedded store answers a read in one go on the api's
 * event loop, so a page is kept short (about 40 ms of work at 250 on the shared machine); far under
 * its 16 MiB reply.
 */
const PAGE = 250;
/** Pugs counted between two checkpoints (what a crash makes it read again). */
const CHECKPOINT_PUGS = 50_000;
/** How long a holder's claim lasts without being renewed (it is renewed at every page). */
export const BACKFILL_LEASE_MS = 60_000;
/** A pug that ends after the count began started at most this long before (the pug machine ends pugs within hours). */
const SWEEP_LOOKBACK_MS = 7 * 86_400_000;

/** Where the count got to: the last pug read, in (startAt, _id) order. */
interface StartKey {
  startAt: number;
  _id: string;
}

interface BackfillMeta extends MetaDoc {
  /** 'running' until every pug that ended before `at` is counted; then how many were. */
  value: 'running' | { counted: number };
  owner?: string;
  leaseUntil?: number;
  after?: StartKey | null;
  checkpoints?: number;
  counted?: number;
}

const metaOf = (collections: Collections) => collections.meta as unknown as Collection<BackfillMeta>;

/** When the count counted up to (pugs that ended before it are its) once it is done; null while it runs or before it began. */
export async function backfilledUntil(collections: Collections): Promise<number | null> {
  const meta = await metaOf(collections).findOne({ _id: BACKFILL_META_ID });
  return meta && meta.value !== 'running' ? meta.at : null;
}

export interface BackfillOptions {
  now: () => number;
  /** This process's name on the claim. */
  owner?: string;
  /** Stops between two pages (the feature's stop): the claim is released, the next start resumes. */
  signal?: AbortSignal;
  page?: number;
  checkpointPugs?: number;
  /** After each checkpoint is stored, with how many are (tests stop or rewind the count here). */
  onCheckpoint?: (checkpoints: number) => Promise<void> | void;
}

export type BackfillOutcome =
  { state: 'done'; counted: number } | { state: 'already-done' } | { state: 'held-elsewhere'; leaseUntil: number } | { state: 'stopped' };

/** Takes the claim: a new count, a released or lapsed one, or this owner's own. */
async function claim(collections: Collections, owner: string, now: number): Promise<BackfillMeta | BackfillOutcome> {
  const meta = metaOf(collections);
  const leaseUntil = now + BACKFILL_LEASE_MS;
  try {
    const fresh: BackfillMeta = { _id: BACKFILL_META_ID, at: now, value: 'running', owner, leaseUntil, after: null, checkpoints: 0, counted: 0 };
    await meta.insertOne(fresh);
    return fresh;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
  const taken = await meta.findOneAndUpdate(
    { _id: BACKFILL_META_ID, value: 'running', $or: [{ owner }, { owner: { $exists: false } }, { leaseUntil: { $lt: now } }] },
    { $set: { owner, leaseUntil } },
    { returnDocument: 'after' },
  );
  if (taken) return taken;
  const current = await meta.findOne({ _id: BACKFILL_META_ID });
  if (!current || current.value !== 'running') return { state: 'already-done' };
  return { state: 'held-elsewhere', leaseUntil: current.leaseUntil ?? now };
}

/**
 * The pugs from `after` on in (startAt, _id) order, a page at a time: a range of the `by_time`
 * index (the embedded store walks it from the bound), `phase` tested here rather than in the
 * filter (an equality there would make the store read every pug of the phase and sort them).
 */
async function* pugPages(collections: Collections, range: { after: StartKey | null; from?: number; before?: number }, page: number): AsyncGenerator<PugDoc[]> {
  let key = range.after;
  const before = range.before !== undefined ? { $lt: range.before } : {};
  for (;;) {
    const filter: Filter<PugDoc> = key
      ? { startAt: { $gte: key.startAt, ...before }, $or: [{ startAt: { $gt: key.startAt } }, { _id: { $gt: key._id } }] }
      : { startAt: { $gte: range.from ?? 0, ...before } };
    const docs = (await collections.pugs
      .find(filter, { sort: { startAt: 1, _id: 1 }, limit: page, projection: { ...TALLY_PROJECTION, tallied: 1 } })
      .toArray()) as PugDoc[];
    if (docs.length === 0) return;
    yield docs;
    const last = docs.at(-1)!;
    key = { startAt: last.startAt, _id: last._id };
    if (docs.length < page) return;
  }
}

/** A player's records as folded so far, and the checkpoint the stored copy holds. */
interface Folded {
  byFormat: Partial<Record<EloFormat, PlayerRecord>>;
  /** The last checkpoint stored with this player's records (-1: none). */
  checkpoint: number;
}

/**
 * Counts (or goes on counting) every pug that ended before the count began, then the ones that
 * ended since; one process at a time, resumable. Returns what happened.
 */
export async function backfillStatistics(collections: Collections, opts: BackfillOptions): Promise<BackfillOutcome> {
  const owner = opts.owner ?? randomUUID();
  const claimed = await claim(collections, owner, opts.now());
  if ('state' in claimed) return claimed;
  const meta = metaOf(collections);
  const until = claimed.at;
  let checkpoint = claimed.checkpoints ?? 0;
  let counted = claimed.counted ?? 0;
  let after = claimed.after ?? null;
  const checkpointPugs = opts.checkpointPugs ?? CHECKPOINT_PUGS;
  const records = new Map<SteamId, Folded>();
  const changed = new Set<SteamId>();
  let counters = new Map<EloFormat, Record<string, number>>();
  let sinceCheckpoint = 0;

  const release = () => meta.updateOne({ _id: BACKFILL_META_ID, owner }, { $set: { leaseUntil: 0 } });
  const renew = async () =>
    (await meta.updateOne({ _id: BACKFILL_META_ID, owner, value: 'running' }, { $set: { leaseUntil: opts.now() + BACKFILL_LEASE_MS } })).matchedCount === 1;

  /** The records of the players of a page not read yet: each with the checkpoint it holds. */
  const load = async (ids: SteamId[]) => {
    const missing = [...new Set(ids)].filter((id) => !records.has(id));
    if (missing.length === 0) return;
    const stored = await collections.playerRecords.find({ _id: { $in: missing } }).toArray();
    const byId = new Map(stored.map((d) => [d._id, d]));
    for (const id of missing) {
      const { _id, backfillCheckpoint, ...byFormat } = byId.get(id) ?? { _id: id };
      records.set(id, { byFormat, checkpoint: typeof backfillCheckpoint === 'number' ? backfillCheckpoint : -1 });
    }
  };

  const store = async () => {
    // Counters: one write per format, skipped when this checkpoint is already in it.
    for (const [format, inc] of counters) {
      try {
        await collections.statisticsCounters.updateOne(
          { _id: format, $or: [{ backfillCheckpoint: { $exists: false } }, { backfillCheckpoint: { $lt: checkpoint } }] },
          { $inc: inc, $set: { backfillCheckpoint: checkpoint } },
          { upsert: true },
        );
      } catch (err) {
        if (!isDuplicateKey(err)) throw err; // it holds this checkpoint already
      }
    }
    let ops: AnyBulkWriteOperation<PlayerRecordDoc>[] = [];
    const flush = async () => {
      if (ops.length > 0) await collections.playerRecords.bulkWrite(ops, { ordered: false });
      ops = [];
    };
    for (const id of changed) {
      const folded = records.get(id)!;
      folded.checkpoint = checkpoint;
      ops.push({ updateOne: { filter: { _id: id }, update: { $set: { ...folded.byFormat, backfillCheckpoint: checkpoint } }, upsert: true } });
      if (ops.length >= PAGE) await flush();
    }
    await flush();
    changed.clear();
    counters = new Map();
    checkpoint++;
    sinceCheckpoint = 0;
    await meta.updateOne({ _id: BACKFILL_META_ID, owner }, { $set: { after, checkpoints: checkpoint, counted, leaseUntil: opts.now() + BACKFILL_LEASE_MS } });
    await opts.onCheckpoint?.(checkpoint);
  };

  // Pugs that started after the count began did not end before it: the sweep's.
  for await (const page of pugPages(collections, { after, before: until }, opts.page ?? PAGE)) {
    if (opts.signal?.aborted) {
      await release();
      return { state: 'stopped' };
    }
    const tallies = page.flatMap((pug) => {
      const tally = pug.phase === 'Complete' ? tallyPug(pug) : null;
      const at = pug.endAt ?? pug.startAt;
      return tally && at < until ? [{ tally, at }] : [];
    });
    await load(tallies.flatMap(({ tally }) => tally.players.map((p) => p.steamid)));
    for (const { tally, at } of tallies) {
      counted++;
      counters.set(tally.format, addCounters(counters.get(tally.format) ?? {}, tally));
      for (const p of tally.players) {
        const folded = records.get(p.steamid)!;
        if (folded.checkpoint >= checkpoint) continue; // its stored copy already holds this checkpoint
        folded.byFormat[tally.format] = nextPlayerRecord(folded.byFormat[tally.format] ?? EMPTY_PLAYER_RECORD, p, at);
        changed.add(p.steamid);
      }
    }
    const last = page.at(-1)!;
    after = { startAt: last.startAt, _id: last._id };
    sinceCheckpoint += tallies.length;
    if (sinceCheckpoint >= checkpointPugs) await store();
    else if (!(await renew())) return { state: 'stopped' }; // the claim was lost: whoever holds it goes on
  }
  await store();
  await meta.updateOne({ _id: BACKFILL_META_ID, owner }, { $set: { value: { counted } }, $unset: { owner: '', leaseUntil: '' } });
  await sweepCompleted(collections, opts.now());
  return { state: 'done', counted };
}

/**
 * Counts the pugs that ended since the count began and were not counted yet (the reaction leaves
 * them to the count while it runs; a process that stopped before its reaction ran leaves one too),
 * each claimed as the reaction claims it (statistics/tally.ts): run when the count is done and at
 * every start after. Reads the pugs started in the last week (SWEEP_LOOKBACK_MS).
 */
export async function sweepCompleted(collections: Collections, now: number): Promise<number> {
  const until = await backfilledUntil(collections);
  if (until === null) return 0;
  let counted = 0;
  for await (const page of pugPages(collections, { after: null, from: Math.max(until, now) - SWEEP_LOOKBACK_MS }, PAGE)) {
    for (const pug of page) {
      if (pug.phase !== 'Complete' || pug.tallied || (pug.endAt ?? pug.startAt) < until) continue;
      if (await tallyStoredPug(collections, pug)) counted++;
    }
  }
  return counted;
}
