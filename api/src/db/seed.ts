/**
 * Seeds the demo content. Idempotent: every document is inserted only when its `_id` is absent
 * ($setOnInsert upserts), so a second run changes nothing and never overwrites edits.
 */
import type { AnyBulkWriteOperation, Collection } from 'mongodb';
import type { Collections } from './collections.ts';
import { demoMaps, demoWorld } from './seed-data.ts';

const SEED_VERSION = 2;

export interface SeedResult {
  maps: number;
  users: number;
  pugs: number;
}

async function insertMissing<T extends { _id: string }>(coll: Collection<T>, docs: T[]): Promise<number> {
  if (docs.length === 0) return 0;
  const ops = docs.map(({ _id, ...rest }) => ({
    updateOne: { filter: { _id }, update: { $setOnInsert: rest }, upsert: true },
  })) as unknown as AnyBulkWriteOperation<T>[];
  const res = await coll.bulkWrite(ops, { ordered: false });
  return res.upsertedCount;
}

/** Inserts whatever part of the demo is missing; returns how many documents it added. */
export async function seedDemo(collections: Collections, now = Date.now()): Promise<SeedResult> {
  const world = demoWorld(now);
  const result: SeedResult = {
    maps: await insertMissing(collections.maps, demoMaps()),
    users: await insertMissing(collections.users, world.users),
    pugs: await insertMissing(collections.pugs, world.pugs),
  };
  await insertMissing(collections.eloHistory, world.eloHistory);
  await insertMissing(collections.customSeasons, world.customSeasons);
  await collections.meta.updateOne({ _id: 'seed' }, { $setOnInsert: { at: now }, $max: { 'value.version': SEED_VERSION } }, { upsert: true });
  return result;
}
