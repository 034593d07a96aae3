import { Avatar, DEFAULT_AVATAR } from '@pug/design-system';
import { avatarUrl, type AvatarSource } from '@pug/domain';

/** A player's avatar by the avatar rule (domain avatarUrl), with the placeholder when it fails to load. */
export function PlayerAvatar({ player, size = 28, alt = '' }: { player: AvatarSource; size?: number; alt?: string }) {
  return <Avatar src={avatarUrl(player)} fallbackSrc={DEFAULT_AVATAR} alt={alt} size={size} />;
}
