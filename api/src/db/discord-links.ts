/**
 * Before the unique `discordid` index existed, racing links could leave one Discord account on
 * several players, and building the index over them would fail at start-up. Keeps each account
 * on the first of its players (by steamid) and unlinks it from the others, who link again.
 */
import type { Collection } from 'mongodb';
import type { UserDoc } from './documents.ts';

export async function releaseDuplicateDiscordLinks(users: Collection<UserDoc>): Promise<number> {
  const linked = await users
    .find({ discordid: { $type: 'string' } }, { projection: { _id: 1, discordid: 1 } })
    .sort({ _id: 1 })
    .toArray();
  const seen = new Set<string>();
  const extra: string[] = [];
  for (const user of linked) {
    if (seen.has(user.discordid!)) extra.push(user._id);
    else seen.add(user.discordid!);
  }
  if (extra.length === 0) return 0;
  await users.updateMany({ _id: { $in: extra } }, { $set: { isDiscordVerified: false }, $unset: { discordid: '' } });
  return extra.length;
}
