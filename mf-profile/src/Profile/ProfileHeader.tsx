import { Avatar, Badge, BlazingName, Heading, Inline, Stack, Text } from '@pug/design-system';
import { avatarUrl, divisionShorthand, FALLBACK_AVATAR_URL, isBlazing, playerLinks, roleDisplayName, type ProfileResponse } from '@pug/domain';
import { bestStreak } from '../Stats/roleStats.ts';

/** Avatar, alias (blazing on a long win streak), current season and the player's pages elsewhere. */
export function ProfileHeader({ profile, hideTextEffects }: { profile: ProfileResponse; hideTextEffects: boolean }) {
  const streak = bestStreak(profile.rankings);
  const blazing = isBlazing(streak, hideTextEffects);
  const season = profile.currentSeason;
  return (
    <Inline gap="md" align="start">
      <Avatar src={avatarUrl(profile)} fallbackSrc={FALLBACK_AVATAR_URL} alt={`${profile.alias}'s avatar`} size={72} />
      <Stack gap="xs">
        <Heading level={1}>
          <BlazingName blazing={blazing} streakLabel={`on a ${streak}-win streak`}>
            {profile.alias}
          </BlazingName>
        </Heading>
        <Inline gap="sm">
          {season ? (
            <>
              <Badge division={divisionShorthand(season.divisionName)} title={season.divisionName} />
              <Text size="sm">
                {season.seasonName} · {season.divisionName}
                {season.role ? ` · ${roleDisplayName(season.role)}` : ''}
              </Text>
            </>
          ) : (
            <Text size="sm" tone="muted">
              Not on a league team this season
            </Text>
          )}
          {profile.isDummy ? <Badge>Demo player</Badge> : null}
        </Inline>
        <nav aria-label={`${profile.alias} elsewhere`}>
          <Inline gap="sm">
            {playerLinks(profile.steamid, profile.leagueProfileUrl).map((link) => (
              <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            ))}
          </Inline>
        </nav>
      </Stack>
    </Inline>
  );
}
