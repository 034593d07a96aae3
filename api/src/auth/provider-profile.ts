/** Creating or refreshing the user a provider vouched for. */
import type { Collections, UserDoc } from '../db/index.ts';
import { aliasFields } from '../db/alias-prefix.ts';
import { newUserDoc } from '../db/new-user.ts';

/** What a provider tells us about the person signing in. */
export interface ProviderProfile {
  steamid: string;
  /** Absent when the provider does not say (Steam without an API key): kept, or a placeholder. */
  alias?: string;
  avatar?: string;
  /** Only the development sign-in may set the stored admin flag. */
  isAdmin?: boolean;
}

/**
 * Creates the user on first sign-in, else refreshes alias and avatar from the provider. Returns
 * the stored user and whether anything a client shows changed (then `userUpdate` is pushed).
 */
export async function upsertSignedInUser(users: Collections['users'], profile: ProviderProfile, now: number): Promise<{ user: UserDoc; changed: boolean }> {
  const existing = await users.findOne({ _id: profile.steamid });
  if (!existing) {
    const created = newUserDoc({ ...profile, alias: profile.alias ?? `Player ${profile.steamid.slice(-4)}` }, now);
    try {
      await users.insertOne(created);
      return { user: created, changed: true };
    } catch (err) {
      // Two first sign-ins at once: the other one created it; refresh it below.
      if ((err as { code?: number }).code !== 11000) throw err;
    }
  }
  const set: Partial<UserDoc> = { lastSeenAt: now };
  if (profile.alias) Object.assign(set, aliasFields(profile.alias));
  if (profile.avatar) set.avatar = profile.avatar;
  if (profile.isAdmin !== undefined) set.isAdmin = profile.isAdmin;
  const user = await users.findOneAndUpdate({ _id: profile.steamid }, { $set: set }, { returnDocument: 'after' });
  if (!user) throw new Error(`user ${profile.steamid} vanished during sign-in`);
  const changed = !existing || existing.alias !== user.alias || existing.avatar !== user.avatar || existing.isAdmin !== user.isAdmin;
  return { user, changed };
}
