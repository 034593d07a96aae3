import { Card, Heading, Inline, MapCard, Stack, Text } from '@pug/design-system';
import { pathOf, routes, tallyMapVotes, type Queue, type SteamId, type Timestamp } from '@pug/domain';
import { secondsUntil } from '@pug/domain/countdown';
import { readPlatformConfig } from '@pug/platform';

export interface MapVoteProps {
  state: Queue;
  viewer: SteamId | null;
  serverNow: Timestamp;
  onVote(map: string): void;
}

/** A map's picture: the one an admin uploaded, else the card the api draws for it. */
function mapImageSrc(map: string): string {
  return `${readPlatformConfig().apiOrigin}${pathOf(routes.mapImage, { id: map })}`;
}

/** The map vote of a lobby: a card per candidate with its picture and votes; players of the pug vote (again to change). */
export function MapVote({ state, viewer, serverNow, onVote }: MapVoteProps) {
  if (state.phase !== 'Picking Map' || state.draft || state.mapCandidates.length === 0) return null;
  const tally = new Map(tallyMapVotes(state.mapCandidates, state.mapVotes).map((t) => [t.map, t.votes]));
  const canVote = viewer !== null && state.readiedPlayers.includes(viewer);
  const mine = viewer ? state.mapVotes[viewer] : undefined;
  const seconds = state.countdownInfo ? secondsUntil(state.countdownInfo.deadline, serverNow) : null;
  return (
    <section aria-labelledby="map-vote-heading">
      <Card>
        <Stack gap="sm">
          <Inline gap="sm" justify="between">
            <Heading level={2} id="map-vote-heading">
              Vote for a map
            </Heading>
            {seconds !== null ? (
              <Text mono role="timer" aria-label={`${seconds} seconds left to vote`}>
                {seconds} s
              </Text>
            ) : null}
          </Inline>
          {!canVote ? (
            <Text tone="muted" size="sm">
              The players of this pug are choosing the map.
            </Text>
          ) : null}
          <Inline gap="sm">
            {state.mapCandidates.map((map) => {
              const votes = tally.get(map) ?? 0;
              return (
                <MapCard
                  key={map}
                  name={map}
                  imageSrc={mapImageSrc(map)}
                  detail={`${votes} ${votes === 1 ? 'vote' : 'votes'}`}
                  selected={mine === map}
                  disabled={!canVote}
                  onSelect={() => onVote(map)}
                  label={`${map}, ${votes} ${votes === 1 ? 'vote' : 'votes'}`}
                />
              );
            })}
          </Inline>
        </Stack>
      </Card>
    </section>
  );
}
