import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './index.ts';
import { ensureIndexes } from './indexes.ts';
import { openTestDatabase, userDoc } from './testing.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

it('a Discord account left on several players (before the unique index) stays on the first; start-up then builds the index', async () => {
  const users = database.collections.users;
  await users.dropIndex('discordid_unique');
  const ids = ['76561198000000713', '76561198000000711', '76561198000000712'];
  await users.insertMany(ids.map((id) => userDoc(id, { discordid: '123456789', isDiscordVerified: true })));
  await ensureIndexes(database.collections);
  expect(
    await users
      .find({ discordid: '123456789' })
      .map((u) => u._id)
      .toArray(),
  ).toEqual(['76561198000000711']);
  expect(await users.countDocuments({ _id: { $in: ids }, isDiscordVerified: true })).toBe(1);
  await expect(users.updateOne({ _id: ids[0] }, { $set: { discordid: '123456789' } })).rejects.toMatchObject({ code: 11000 });
});
