import { avatarUrl, DEFAULT_AVATAR_URL, type SteamId, type User } from '@pug/domain';

export type UserDirectory = Readonly<Record<SteamId, Partial<User>>>;

/** A player's alias, or a short form of the steamid while the name is not known yet. */
export function aliasOf(steamid: SteamId, users: UserDirectory): string {
  const alias = users[steamid]?.alias;
  return alias && alias.trim() ? alias : `Player …${steamid.slice(-4)}`;
}

/** The avatar URL per docs/product.md "Entities", or undefined for the placeholder (the card shows its own). */
export function avatarOf(steamid: SteamId, users: UserDirectory): string | undefined {
  const user = users[steamid];
  if (!user) return undefined;
  const url = avatarUrl(user);
  return url === DEFAULT_AVATAR_URL ? undefined : url;
}

/** The hat a player wears on their card, if any (docs/product.md "Entities" `hat`). */
export function hatOf(steamid: SteamId, users: UserDirectory): string | undefined {
  return users[steamid]?.hat ?? undefined;
}
