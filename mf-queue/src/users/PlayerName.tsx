import { Link } from 'react-router';
import { Badge, BlazingName, VisuallyHidden } from '@pug/design-system';
import { divisionShorthand, isBlazingAs, type Format, type SteamId } from '@pug/domain';
import { useHideTextEffects } from '@pug/platform';
import { aliasOf, type UserDirectory } from './playerDisplay.ts';

// The alias gives way (ellipsis) before the division badge does: a long name never pushes the card wider.
const ROW = { display: 'flex', alignItems: 'center', gap: '0.25rem', minWidth: 0 } as const;
const NAME = { overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 } as const;

/** The player's league division as a small badge beside the name ("MAIN"; read as "Division: Main"). */
function DivisionBadge({ division }: { division: string }) {
  const label = `Division: ${division}`;
  const shorthand = divisionShorthand(division);
  return (
    <Badge division={shorthand} title={label}>
      <span aria-hidden="true">{shorthand}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Badge>
  );
}

/**
 * A player's name on a lobby or pug card, linking to their profile, with their league division
 * beside it (`User.division`); it blazes when their win streak in this format and class is long
 * enough (`User.blazing`), unless the viewer hides text effects.
 */
export function PlayerName({ steamid, users, format, role }: { steamid: SteamId; users: UserDirectory; format: Format | undefined; role: string }) {
  const hideTextEffects = useHideTextEffects();
  const blazing = format !== undefined && isBlazingAs(users[steamid], format, role, hideTextEffects);
  const division = users[steamid]?.division;
  return (
    <span style={ROW}>
      <Link to={`/players/${steamid}`} style={NAME}>
        <BlazingName blazing={blazing} streakLabel="on a win streak">
          {aliasOf(steamid, users)}
        </BlazingName>
      </Link>
      {division ? <DivisionBadge division={division} /> : null}
    </span>
  );
}
