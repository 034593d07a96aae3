import { Link } from 'react-router';
import { BlazingName } from '@pug/design-system';
import { isBlazingAs, type Format, type SteamId } from '@pug/domain';
import { useHideTextEffects } from '@pug/platform';
import { aliasOf, type UserDirectory } from './playerDisplay.ts';

/**
 * A player's name on a lobby or pug card, linking to their profile; it blazes when their win
 * streak in this format and class is long enough (`User.blazing`), unless the viewer hides text effects.
 */
export function PlayerName({ steamid, users, format, role }: { steamid: SteamId; users: UserDirectory; format: Format | undefined; role: string }) {
  const hideTextEffects = useHideTextEffects();
  const blazing = format !== undefined && isBlazingAs(users[steamid], format, role, hideTextEffects);
  return (
    <Link to={`/players/${steamid}`}>
      <BlazingName blazing={blazing} streakLabel="on a win streak">
        {aliasOf(steamid, users)}
      </BlazingName>
    </Link>
  );
}
