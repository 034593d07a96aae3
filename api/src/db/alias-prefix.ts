/**
 * Alias search on the stored key (`users.aliasKey`, indexed): every write of an alias goes through
 * `aliasFields`, and a search is a range of keys, which an index serves (a case-insensitive regex
 * cannot use one, in MongoDB neither).
 */
import { aliasSearchKey } from '@pug/domain';
import type { AnyBulkWriteOperation, Collection } from 'mongodb';
import type { UserDoc } from './documents.ts';

/** The alias with its search key: what every write of an alias stores, so the two never part. */
export function aliasFields(alias: string): { alias: string; aliasKey: string } {
  return { alias, aliasKey: aliasSearchKey(alias) };
}

/**
 * The filter on `aliasKey` for "alias starts with `text`", any case: the keys from the text's key
 * up to the first string above every string starting with it (its last code point plus one, in
 * MongoDB's code point order). The text is only ever a bound, never a pattern.
 */
export function aliasPrefixFilter(text: string): { $gte: string; $lt?: string } {
  const key = aliasSearchKey(text);
  const above = prefixSuccessor(key);
  return above === undefined ? { $gte: key } : { $gte: key, $lt: above };
}

/** The least string above every string starting with `prefix`, or undefined when there is none ('' or all U+10FFFF). */
function prefixSuccessor(prefix: string): string | undefined {
  const points = [...prefix].map((c) => c.codePointAt(0)!);
  while (points.length > 0) {
    const last = points.pop()!;
    if (last === 0x10ffff) continue;
    // Surrogate code points are not characters (not in UTF-8): after U+D7FF comes U+E000.
    points.push(last === 0xd7ff ? 0xe000 : last + 1);
    return String.fromCodePoint(...points);
  }
  return undefined;
}

/**
 * Gives every user the search key of their alias, at start (db/indexes.ts): a data folder from
 * before the key, a user written by an older api process during a rolling restart, or a change of
 * `aliasSearchKey` is put right. Reads only alias and key; writes only the users whose key is not
 * their alias's, each conditional on the alias read (a sign-in renaming meanwhile writes its own
 * key). Idempotent; returns how many were fixed.
 */
export async function backfillAliasKeys(users: Collection<UserDoc>): Promise<number> {
  let fixed = 0;
  let batch: AnyBulkWriteOperation<UserDoc>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    fixed += (await users.bulkWrite(batch, { ordered: false })).modifiedCount;
    batch = [];
  };
  for await (const user of users.find({}, { projection: { _id: 1, alias: 1, aliasKey: 1 } })) {
    if (typeof user.alias !== 'string') continue;
    const { aliasKey } = aliasFields(user.alias);
    if (user.aliasKey === aliasKey) continue;
    batch.push({ updateOne: { filter: { _id: user._id, alias: user.alias }, update: { $set: { aliasKey } } } });
    if (batch.length >= 1000) await flush();
  }
  await flush();
  return fixed;
}
