/**
 * The with and against of a player as last folded (docs/decisions.md "With and against: kept until
 * the player's next pug"): GET /api/profile/:id/mates without a lookup answers from it when it holds
 * one folded from as many finished pugs as the player has, else folds the player's pugs and stores
 * the top MATES_MAX_LIMIT of each format, only if its `gen` did not move meanwhile. A finished pug (`pug/completed`) and a score
 * correction (`elo/applied`) move the `gen` of its players and drop their answer; so does a new
 * MATES_RULE (a change to the domain's rule).
 */
import { MATES_MAX_LIMIT, mostPlayed, type FormatTally, type Format, type Pug, type SteamId, type WinLoss } from '@pug/domain';
import type { Collections, PlayerMatesDoc } from '../db/index.ts';
import { isDuplicateKey } from '../db/errors.ts';

/** Bump when domain players/mates.ts counts differently: answers folded before are dropped. */
const MATES_RULE = 1;

type StoredFormat = NonNullable<PlayerMatesDoc['formats']>[number];
export type CachedFormat = { format: Format; pugs: number; with: [SteamId, WinLoss][]; against: [SteamId, WinLoss][] };

const pack = ([steamid, r]: [SteamId, WinLoss]): [SteamId, number, number, number] => [steamid, r.w, r.l, r.d];
const unpack = ([steamid, w, l, d]: [SteamId, number, number, number]): [SteamId, WinLoss] => [steamid, { w, l, d }];

/**
 * The stored answer (every format, each side's top MATES_MAX_LIMIT) when it was folded from as many
 * finished pugs as the player has now (`finished`: a pug that ended before its event reached the
 * reaction, as the page reloads on `eloChanges`, is seen too), or the `gen` to store one on.
 */
export async function cachedMates(collections: Collections, steamid: SteamId, finished: number): Promise<{ formats: CachedFormat[] } | { gen: number | null }> {
  const doc = await collections.playerMates.findOne({ _id: steamid });
  if (doc?.formats && doc.rule === MATES_RULE && doc.finished === finished) {
    return { formats: doc.formats.map((f) => ({ format: f.format, pugs: f.pugs, with: f.with.map(unpack), against: f.against.map(unpack) })) };
  }
  return { gen: doc ? doc.gen : null };
}

/** The tops to answer with and to store, from a fold of every format. */
export function topsOf(tallies: [Format, FormatTally][]): CachedFormat[] {
  return tallies.map(([format, t]) => ({ format, pugs: t.pugs, with: mostPlayed(t.with, MATES_MAX_LIMIT), against: mostPlayed(t.against, MATES_MAX_LIMIT) }));
}

/** Stores the answer read at `gen` (null: no document yet) from `finished` pugs, unless a pug of theirs finished since. */
export async function storeMates(collections: Collections, steamid: SteamId, gen: number | null, finished: number, tops: CachedFormat[]): Promise<void> {
  const formats: StoredFormat[] = tops.map((t) => ({ format: t.format, pugs: t.pugs, with: t.with.map(pack), against: t.against.map(pack) }));
  if (gen === null) {
    try {
      await collections.playerMates.insertOne({ _id: steamid, gen: 0, rule: MATES_RULE, finished, formats });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err; // a pug of theirs finished meanwhile
    }
    return;
  }
  await collections.playerMates.updateOne({ _id: steamid, gen }, { $set: { rule: MATES_RULE, finished, formats } });
}

/** A pug of these players finished or was corrected: their stored answers go. */
export async function forgetMates(collections: Collections, steamids: Iterable<SteamId>): Promise<void> {
  const ids = [...new Set(steamids)];
  if (ids.length === 0) return;
  await collections.playerMates.bulkWrite(
    ids.map((_id) => ({ updateOne: { filter: { _id }, update: { $inc: { gen: 1 }, $unset: { formats: '', rule: '', finished: '' } }, upsert: true } })),
    { ordered: false },
  );
}

/** Everyone who sat in the pug or was subbed out of it. */
export function playersOf(pug: Pick<Pug, 'teams' | 'subbedPlayers'>): SteamId[] {
  return [...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red), ...pug.subbedPlayers.flatMap((s) => [s.steamid, s.replacedBy])];
}
