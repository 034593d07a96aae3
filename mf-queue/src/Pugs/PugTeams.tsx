import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  ClassIcon,
  ConfirmDialog,
  Heading,
  Inline,
  PlayerCard,
  Stack,
  Text,
  Tiles,
  type HeadingLevel,
  type PlayerCardMenuItem,
  type TextTone,
} from '@pug/design-system';
import {
  pugLabel,
  pugStatusLabel,
  acceptSubRefusal,
  openSeatRefusal,
  displayElo,
  displayEloDelta,
  offersSubVote,
  onServerLabel,
  type OnServerKind,
  roleDisplayName,
  seatsInRoleOrder,
  seatTakesSub,
  subVoteProgress,
  subVoteRefusal,
  teamMeanElo,
  type Pug,
  type PugTeamPlayer,
  type SteamId,
  type TeamName,
} from '@pug/domain';
import { useHatHonk } from '@pug/platform';
import { aliasOf, avatarOf, hatOf, type UserDirectory } from '../users/playerDisplay.ts';
import { PlayerName } from '../users/PlayerName.tsx';

export interface PugTeamsProps {
  pug: Pug;
  users: UserDirectory;
  viewer: SteamId | null;
  /** Whether the viewer is seated in another running pug (they cannot sub in here then). */
  viewerInAnotherPug?: boolean;
  /** Whether the viewer is under a ban: "Sub in" is disabled and says why (the api refuses with 403). */
  viewerBanned?: boolean;
  onVoteSub?(target: SteamId): void;
  onAcceptSub?(playerId: SteamId): void;
  /** Admins only: open a seated player's seat for a sub, no vote (asks first). */
  onForceSub?(playerId: SteamId): void;
  onViewProfile?(steamid: SteamId): void;
  /** The level of the BLU/RED headings under the page's own (default 3). */
  headingLevel?: HeadingLevel;
  /** More entries of a player card's menu (Report). */
  extraMenuItems?(steamid: SteamId, alias: string): PlayerCardMenuItem[];
  /** While the pug runs, each player's status on its game server (the pug page). */
  showOnServer?: boolean;
}

const TEAM_LABEL: Record<TeamName, string> = { blu: 'BLU', red: 'RED' };

// On their own team's colour is good news (green), whichever colour; the wrong team and leaving are problems.
const ON_SERVER_TONE: Record<OnServerKind, TextTone> = {
  notJoined: 'muted',
  connecting: 'muted',
  blu: 'success',
  red: 'success',
  wrongTeam: 'error',
  left: 'error',
};

/** "Server: Joined BLU" (Not joined, Connecting, Joined RED (wrong team), Left): what the server's log saw of the player. */
function OnServerStatus({ pug, steamid }: { pug: Pug; steamid: SteamId }) {
  const { label, kind } = onServerLabel(pug, steamid);
  return (
    <Text size="xs" tone={ON_SERVER_TONE[kind]} data-testid={`on-server-${steamid}`}>
      Server: {label}
    </Text>
  );
}

/**
 * A seat's elo as an integer, after the pug when its change is stored ("1612 (+14)"), beside the
 * class icon: outside the card's subtitle, which a narrow card cuts short.
 */
function SeatBadge({ seat, steamid }: { seat: PugTeamPlayer; steamid: SteamId }) {
  const delta = seat.eloDelta;
  return (
    <Inline gap="xs" wrap={false}>
      {seat.elo !== undefined ? (
        <Text as="span" mono size="sm" data-testid={`seat-elo-${steamid}`}>
          {displayElo(seat.elo + (delta ?? 0))}
          {delta !== undefined ? (
            <Text as="span" mono size="sm" tone={delta >= 0 ? 'success' : 'error'}>
              {` (${displayEloDelta(delta)})`}
            </Text>
          ) : null}
        </Text>
      ) : null}
      <ClassIcon cls={seat.role} size={20} title={roleDisplayName(seat.role)} />
    </Inline>
  );
}

/** The pug's BLU and RED teams with the score; players vote subs and others accept them (domain rules). */
export function PugTeams({
  pug,
  users,
  viewer,
  viewerInAnotherPug = false,
  viewerBanned = false,
  onVoteSub,
  onAcceptSub,
  onForceSub,
  onViewProfile,
  headingLevel = 3,
  extraMenuItems,
  showOnServer = false,
}: PugTeamsProps) {
  const hatHovered = useHatHonk();
  const [forcing, setForcing] = useState<SteamId | null>(null);
  const score = pug.data.score;
  const team = (name: TeamName, index: 0 | 1) => {
    const mean = teamMeanElo(pug.teams[name]);
    return (
      <Card as="section" tone={name} aria-label={`${TEAM_LABEL[name]} team`} data-testid={`team-${name}`}>
        <Stack gap="xs">
          <Inline gap="sm" justify="between">
            <Inline gap="sm">
              <Heading level={headingLevel}>{TEAM_LABEL[name]}</Heading>
              {mean !== null ? (
                <Text tone="muted" size="sm" data-testid={`mean-elo-${name}`}>
                  mean elo {mean}
                </Text>
              ) : null}
            </Inline>
            <Text mono weight="bold" size="lg" aria-label={`${TEAM_LABEL[name]} score`}>
              {score ? score[index] : '–'}
            </Text>
          </Inline>
          {seatsInRoleOrder(pug.teams[name], pug.format).map(([steamid, seat]) => {
            const voteRefusal = viewer ? subVoteRefusal(pug, viewer, steamid) : null;
            const subRefusal = viewer ? acceptSubRefusal(pug, steamid, { steamid: viewer, isBanned: viewerBanned, inAnotherPug: viewerInAnotherPug }) : null;
            const alias = aliasOf(steamid, users);
            const progress = subVoteProgress(pug, steamid);
            // Only a running pug's open seat: an ended, cancelled or completed pug offers no sub.
            const subbable = seatTakesSub(pug, steamid);
            return (
              <Stack key={steamid} gap="xs">
                <PlayerCard
                  alias={alias}
                  name={<PlayerName steamid={steamid} users={users} format={pug.format} role={seat.role} />}
                  avatarSrc={avatarOf(steamid, users)}
                  hat={hatOf(steamid, users)}
                  onHatHover={hatHovered}
                  subtitle={roleDisplayName(seat.role)}
                  badge={<SeatBadge seat={seat} steamid={steamid} />}
                  captain={seat.isCaptain ?? false}
                  self={steamid === viewer}
                  menuItems={[
                    ...(onViewProfile ? [{ label: 'View profile', onSelect: () => onViewProfile(steamid) }] : []),
                    // Only your own team's players (yourself included: "I need a sub"), while the pug runs.
                    ...(onVoteSub && viewer && offersSubVote(pug, viewer, steamid)
                      ? [{ label: steamid === viewer ? 'I need a sub' : 'Vote for a sub', onSelect: () => onVoteSub(steamid), disabled: voteRefusal !== null }]
                      : []),
                    ...(onForceSub && openSeatRefusal(pug, steamid) === null ? [{ label: 'Force a sub', onSelect: () => setForcing(steamid) }] : []),
                    ...(extraMenuItems?.(steamid, alias) ?? []),
                  ]}
                />
                {showOnServer && pug.phase !== 'Complete' ? <OnServerStatus pug={pug} steamid={steamid} /> : null}
                {/* Under the card, not in it: a badge beside the name left it no room ("D."). */}
                {subbable ? <Badge tone="warning">Needs sub</Badge> : progress && progress.votes > 0 ? <Badge>{progress.label}</Badge> : null}
                {subbable && onAcceptSub && viewer ? (
                  <Button
                    size="sm"
                    disabled={subRefusal !== null}
                    title={subRefusal?.message}
                    aria-label={`Sub in for ${alias}`}
                    onClick={() => onAcceptSub(steamid)}
                  >
                    Sub in
                  </Button>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      </Card>
    );
  };

  return (
    <Stack gap="sm">
      <Inline gap="sm">
        <Badge>{pug.shorthand}</Badge>
        <Text weight="bold" data-testid="pug-label">
          {pugLabel(pug)}
        </Text>
        <Text weight="bold">{pug.map}</Text>
        <Badge tone={pug.phase !== 'Complete' ? 'success' : pugStatusLabel(pug) === 'Complete' ? 'neutral' : 'warning'}>{pugStatusLabel(pug)}</Badge>
      </Inline>
      <Tiles wide>
        {team('blu', 0)}
        {team('red', 1)}
      </Tiles>
      {pug.subbedPlayers.length ? (
        <Text tone="muted" size="sm">
          Subs: {pug.subbedPlayers.map((s) => `${aliasOf(s.replacedBy, users)} for ${aliasOf(s.steamid, users)}`).join(', ')}
        </Text>
      ) : null}
      {forcing && onForceSub ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setForcing(null);
          }}
          title={`Force a sub for ${aliasOf(forcing, users)}?`}
          description="Their seat needs a sub at once, with no vote: every player not in a pug is told and the first to accept takes it."
          confirmLabel="Force a sub"
          tone="danger"
          onConfirm={() => onForceSub(forcing)}
        />
      ) : null}
    </Stack>
  );
}
