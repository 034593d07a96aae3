/**
 * The map pools' guard: one document (`meta` `mapPools`) listing each format's
 * active maps, changed only by single-document conditional updates. A map leaves its pools there
 * first, and only while each of them keeps another map; then the maps collection (what the lobbies
 * and GET /api/maps/ read) is written. So any number of admins removing maps at once cannot empty
 * a pool: each removal is one atomic check-and-write on the same document. A map joins the lists
 * after it is written, and a deleted map leaves them again after its delete (`forgetMap`, also run
 * by a re-post that finds its map deleted meanwhile), so the lists do not keep a map the
 * collection has not; they may lag behind it, which refuses a removal, never allows one wrongly.
 * Built from the maps collection when missing.
 */
import type { Format } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import { isDuplicateKey } from '../db/errors.ts';

const GUARD_ID = 'mapPools';
type Pools = Partial<Record<Format, string[]>>;

interface GuardDeps {
  collections: Collections;
  now: () => number;
}

async function ensureGuard({ collections, now }: GuardDeps): Promise<void> {
  if (await collections.meta.findOne({ _id: GUARD_ID }, { projection: { _id: 1 } })) return;
  const pools: Pools = {};
  for (const map of await collections.maps.find({ isActive: true }).toArray()) {
    for (const format of map.formats) (pools[format] ??= []).push(map._id);
  }
  await collections.meta.insertOne({ _id: GUARD_ID, at: now(), value: pools }).catch((err: unknown) => {
    if (!isDuplicateKey(err)) throw err; // another request built it first
  });
}

/**
 * Takes map `name` out of these formats' pools, in one conditional write that matches only while
 * every one of them holds another map. Returns null when done, else the format it would empty
 * (nothing changed).
 */
export async function leavePools(deps: GuardDeps, name: string, formats: readonly Format[]): Promise<Format | null> {
  if (formats.length === 0) return null;
  await ensureGuard(deps);
  const keepsAnother = Object.fromEntries(formats.map((f) => [`value.${f}`, { $elemMatch: { $ne: name } }]));
  const res = await deps.collections.meta.updateOne(
    { _id: GUARD_ID, ...keepsAnother },
    { $pull: Object.fromEntries(formats.map((f) => [`value.${f}`, name])), $set: { at: deps.now() } },
  );
  if (res.matchedCount === 1) return null;
  const pools = ((await deps.collections.meta.findOne({ _id: GUARD_ID }))?.value ?? {}) as Pools;
  return formats.find((f) => !(pools[f] ?? []).some((n) => n !== name)) ?? formats[0]!;
}

/** Puts map `name` into these formats' pools (after the map was written). */
export async function joinPools(deps: GuardDeps, name: string, formats: readonly Format[]): Promise<void> {
  if (formats.length === 0) return;
  await ensureGuard(deps);
  await deps.collections.meta.updateOne(
    { _id: GUARD_ID },
    { $addToSet: Object.fromEntries(formats.map((f) => [`value.${f}`, name])), $set: { at: deps.now() } },
  );
}

/** Takes a deleted map out of every list (no condition: dropping a map that is gone only refuses more). */
export async function forgetMap(deps: GuardDeps, name: string, formats: readonly Format[]): Promise<void> {
  if (formats.length === 0) return;
  await deps.collections.meta.updateOne({ _id: GUARD_ID }, { $pull: Object.fromEntries(formats.map((f) => [`value.${f}`, name])) });
}
