/** Alias search keys: the prefix range, and the start-up backfill of a data folder from before them. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { aliasSearchKey } from '@pug/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { aliasPrefixFilter, backfillAliasKeys } from './alias-prefix.ts';
import { openDatabase, type UserDoc } from './index.ts';
import { userDoc } from './testing.ts';

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

describe('aliasPrefixFilter', () => {
  it('is the range of keys starting with the text, bounded above by its last code point plus one', () => {
    expect(aliasPrefixFilter('KrItZ')).toEqual({ $gte: 'kritz', $lt: 'krit{' }); // 'z' + 1 = '{'
    expect(aliasPrefixFilter('a\uD7FF')).toEqual({ $gte: 'a\uD7FF', $lt: 'a\uE000' }); // no surrogate code points
    expect(aliasPrefixFilter('a\u{10FFFF}')).toEqual({ $gte: 'a\u{10FFFF}', $lt: 'b' });
    expect(aliasPrefixFilter('😀')).toEqual({ $gte: '😀', $lt: '😁' });
    expect(aliasPrefixFilter('\u{10FFFF}')).toEqual({ $gte: '\u{10FFFF}' });
    expect(aliasPrefixFilter('.*')).toEqual({ $gte: '.*', $lt: '.+' });
  });
});

describe('backfillAliasKeys', () => {
  it.skipIf(!!process.env.MONGODB_URI)('gives the users of an older data folder their keys at start, once', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pug-aliaskey-'));
    cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const old = await openDatabase({ dataDir });
    // Written as an older version did: no key, or a key from another rule.
    const raw = old.db.collection<Omit<UserDoc, 'aliasKey'> & { aliasKey?: string }>('users');
    const withoutKey = (steamid: string, alias: string) => {
      const { aliasKey: _dropped, ...doc } = userDoc(steamid, { alias });
      return doc;
    };
    await raw.insertMany([
      withoutKey('76561198000000001', 'Kritz Medic'),
      withoutKey('76561198000000002', 'ＫＲＩＴＺ Two'),
      { ...userDoc('76561198000000003', { alias: 'Stale Key' }), aliasKey: 'stale key but old rule' },
      userDoc('76561198000000004', { alias: 'Already Right' }),
    ]);
    await old.close();

    const reopened = await openDatabase({ dataDir });
    cleanup.push(() => reopened.close());
    const users = await reopened.collections.users.find({}, { sort: { _id: 1 } }).toArray();
    expect(users.map((u) => [u.alias, u.aliasKey])).toEqual([
      ['Kritz Medic', 'kritz medic'],
      ['ＫＲＩＴＺ Two', 'kritz two'],
      ['Stale Key', 'stale key'],
      ['Already Right', 'already right'],
    ]);
    expect(users.every((u: UserDoc) => u.aliasKey === aliasSearchKey(u.alias))).toBe(true);
    const found = await reopened.collections.users.find({ aliasKey: aliasPrefixFilter('kritz') }, { sort: { _id: 1 } }).toArray();
    expect(found.map((u) => u.alias)).toEqual(['Kritz Medic', 'ＫＲＩＴＺ Two']);
    // Idempotent: nothing left to fix.
    expect(await backfillAliasKeys(reopened.collections.users)).toBe(0);
  });
});
