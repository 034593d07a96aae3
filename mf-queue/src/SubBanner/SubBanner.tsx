import { useEffect, useRef, useState } from 'react';
import { Box, Button, Callout, ConfirmDialog, Stack, Text } from '@pug/design-system';
import { useToast } from '@pug/platform';
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

const sameSeat = (a: OpenSeat, b: OpenSeat) => a.pug._id === b.pug._id && a.steamid === b.steamid;

/**
 * "A sub is needed" on every page, for signed-in players not in a running pug:
 * one line per open seat with "Sub in", which asks first, then takes the seat. A seat someone else
 * took while the viewer was asked closes the question with a neutral notice (an info toast).
 */
export function SubBanner({ pugs, users, viewer, viewerBanned = false, onAccept }: SubBannerProps) {
  const toast = useToast();
  const [confirming, setConfirming] = useState<OpenSeat | null>(null);
  const accepting = useRef(false);
  const seats = openSubSeatsFor(pugs, viewer, viewerBanned);
  const gone = confirming !== null && !accepting.current && !seats.some((seat) => sameSeat(seat, confirming));
  useEffect(() => {
    if (!gone || !confirming) return;
    toast.show({ variant: 'info', title: 'A sub was found', description: `Another player took ${aliasOf(confirming.steamid, users)}'s seat.` });
    setConfirming(null);
  }, [gone, confirming, users, toast]);
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
            accepting.current = true;
            try {
              await onAccept(confirming.pug._id, confirming.steamid);
            } finally {
              accepting.current = false;
            }
          }}
        />
      ) : null}
    </Box>
  );
}
