import { lazy, Suspense } from 'react';
import { Box, Button, Card, Heading, Inline, Spinner, Stack, Text, type PlayerCardMenuItem } from '@pug/design-system';
import { isInPug, pugLabel, type Pug, type SteamId } from '@pug/domain';
import { useInteractive } from '@pug/platform';
import type { UserDirectory } from '../users/playerDisplay.ts';
import type { PugCommands } from './usePugCommands.ts';

// Loaded when a pug is shown, once the lobby above is interactive (they are not part of it).
const PugTeams = lazy(() => import('./PugTeams.tsx').then((m) => ({ default: m.PugTeams })));
const PugServerSection = lazy(() => import('../PugServer/PugServerSection.tsx').then((m) => ({ default: m.PugServerSection })));

export interface CurrentPugsProps {
  pugs: Pug[];
  viewedPugId: string | null;
  users: UserDirectory;
  viewer: SteamId | null;
  /** The viewer is under a ban: no "Sub in" for them (PugTeams says why). */
  viewerBanned?: boolean;
  commands: PugCommands;
  onView(pugId: string): void;
  onViewProfile?(steamid: SteamId): void;
  /** More entries of a player card's menu (Report). */
  extraMenuItems?(steamid: SteamId, alias: string): PlayerCardMenuItem[];
  /** The viewer's own pug is shown at the top of the page (and not listed here). */
  viewerHasOwnPug?: boolean;
}

const scoreText = (pug: Pug) => (pug.data.score ? `${pug.data.score[0]} – ${pug.data.score[1]}` : 'no score yet');

/** The pugs being played now, and the teams of the one being viewed. */
export function CurrentPugs({
  pugs,
  viewedPugId,
  users,
  viewer,
  viewerBanned = false,
  commands,
  onView,
  onViewProfile,
  extraMenuItems,
  viewerHasOwnPug = false,
}: CurrentPugsProps) {
  const viewed = pugs.find((p) => p._id === viewedPugId) ?? null;
  const live = pugs.filter((p) => p.phase !== 'Complete');
  const lobbyInteractive = useInteractive();
  return (
    <section aria-labelledby="current-pugs-heading">
      <Stack gap="md">
        <Heading level={2} id="current-pugs-heading">
          {viewerHasOwnPug ? 'Other pugs' : 'Current pugs'}
        </Heading>
        {live.length === 0 && !viewed ? (
          <Text tone="muted">{viewerHasOwnPug ? 'No other pug is being played right now.' : 'No pug is being played right now.'}</Text>
        ) : null}
        {live.length > 0 ? (
          <Inline gap="sm" role="list" aria-label="Pugs being played">
            {live.map((pug) => (
              <Box role="listitem" key={pug._id} maxWidth="100%">
                <Button
                  variant={pug._id === viewedPugId ? 'primary' : 'secondary'}
                  size="sm"
                  wrap
                  aria-pressed={pug._id === viewedPugId}
                  onClick={() => onView(pug._id)}
                >
                  {pugLabel(pug)} · {pug.shorthand} · {pug.map} · {scoreText(pug)}
                  {viewer && isInPug(pug, viewer) ? ' · your pug' : ''}
                </Button>
              </Box>
            ))}
          </Inline>
        ) : null}
        {viewed ? (
          <Card>
            <Suspense fallback={<Spinner label="Loading the teams…" />}>
              {lobbyInteractive ? (
                <>
                  <PugTeams
                    pug={viewed}
                    users={users}
                    viewer={viewer}
                    viewerBanned={viewerBanned}
                    viewerInAnotherPug={viewerHasOwnPug || (viewer !== null && live.some((p) => p._id !== viewed._id && isInPug(p, viewer)))}
                    onVoteSub={(target) => void commands.voteSub(viewed._id, target)}
                    onAcceptSub={(playerId) => void commands.acceptSub(viewed._id, playerId)}
                    onViewProfile={onViewProfile}
                    extraMenuItems={extraMenuItems}
                  />
                  <PugServerSection pug={viewed} viewer={viewer} />
                </>
              ) : (
                <Spinner label="Loading the teams…" />
              )}
            </Suspense>
          </Card>
        ) : null}
      </Stack>
    </section>
  );
}
