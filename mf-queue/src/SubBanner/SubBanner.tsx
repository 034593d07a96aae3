import { useState } from 'react';
import { Box, Button, Callout, ConfirmDialog, Stack, Text } from '@pug/design-system';
import { openSubSeatsFor, roleDisplayName, type OpenSubSeat, type Pug, type SteamId, type TeamName } from '@pug/domain';
import { aliasOf, type UserDirectory } from '../users/playerDisplay.ts';

export interface SubBannerProps {
  /** The pugs the page knows of (only running ones count). */
  pugs: readonly Pug[];
  users: UserDirectory;
  viewer: SteamId | null;
  /** The viewer is under a ban: they cannot sub in (the api refuses with 403), so no banner. */
  viewerBanned?: boolean;
  /** Takes the seat (POST /api/acceptSub/{id}); resolves whether it worked. */
  onAccept(pugId: string, playerId: SteamId): Promise<boolean>;
}

type OpenSeat = OpenSubSeat<Pug>;

const TEAM: Record<TeamName, string> = { blu: 'BLU', red: 'RED' };

/**
 * "A sub is needed" on every page (issue 25 item 3), for signed-in players not in a running pug:
 * one line per open seat with "Sub in", which asks first, then takes the seat.
 */
export function SubBanner({ pugs, users, viewer, viewerBanned = false, onAccept }: SubBannerProps) {
  const [confirming, setConfirming] = useState<OpenSeat | null>(null);
  const seats = openSubSeatsFor(pugs, viewer, viewerBanned);
  if (seats.length === 0 && !confirming) return null;
  return (
    <Box as="section" aria-label="Subs needed" marginBottom="md">
      <Stack gap="sm">
        {seats.map((seat) => {
          const alias = aliasOf(seat.steamid, users);
          return (
            <Callout
              key={`${seat.pug._id}:${seat.steamid}`}
              tone="warning"
              title="A sub is needed"
              action={
                <Button size="sm" variant="primary" aria-label={`Sub in for ${alias}`} onClick={() => setConfirming(seat)}>
                  Sub in
                </Button>
              }
            >
              <Text as="span">
                {seat.pug.shorthand} on {seat.pug.map}: {TEAM[seat.team]} needs a {roleDisplayName(seat.role)} in place of {alias}.
              </Text>
            </Callout>
          );
        })}
      </Stack>
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={`Sub in for ${aliasOf(confirming.steamid, users)}?`}
          description={`You join ${TEAM[confirming.team]} as ${roleDisplayName(confirming.role)} in the ${confirming.pug.shorthand} pug on ${confirming.pug.map}, and play it to the end.`}
          confirmLabel="Sub in"
          onConfirm={async () => {
            await onAccept(confirming.pug._id, confirming.steamid);
          }}
        />
      ) : null}
    </Box>
  );
}
