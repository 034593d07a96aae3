/** Placeholder served by the site when a user has no usable avatar (docs/product.md "Entities"). */
export const DEFAULT_AVATAR_URL = '/assets/default-avatar.svg';
/** Shown when an avatar image fails to load (docs/product.md "Errors"). */
export const FALLBACK_AVATAR_URL = '/assets/fallback-avatar.svg';

export interface AvatarSource {
  avatar?: string | null;
  discordid?: string | null;
  isDummy?: boolean | null;
}

const FULL_URL = /\.(jpg|png|gif)/i;

/**
 * Avatar URL per docs/product.md "Entities": an avatar containing .jpg/.png/.gif is already a full URL; otherwise a
 * Discord CDN URL is built when discordid and avatar exist and the user is not a dummy; otherwise
 * the default placeholder.
 */
export function avatarUrl(user: AvatarSource): string {
  const { avatar, discordid, isDummy } = user;
  if (avatar && FULL_URL.test(avatar)) return avatar;
  if (discordid && avatar && !isDummy) {
    return `https://cdn.discordapp.com/avatars/${encodeURIComponent(discordid)}/${encodeURIComponent(avatar)}.png`;
  }
  return DEFAULT_AVATAR_URL;
}
