import type { ReactNode } from 'react';
import { Badge, Callout, Card, Heading, Inline, PlayerCard, Spinner, Stack, Text } from '@pug/design-system';
import {
  bluWinChance,
  divisionShorthand,
  ELO_PROVISIONAL_PUGS,
  draftStanding,
  roleDisplayName,
  type DraftWire,
  type Queue,
  type Role,
  type SteamId,
  type TeamName,
  type Timestamp,
  type YourPickPayload,
} from '@pug/domain';
import { secondsUntil } from '@pug/domain/countdown';
import { aliasOf, avatarOf, type UserDirectory } from '../users/playerDisplay.ts';
import { friendText } from '../Friends/friendText.ts';
import { OddsLine } from '../Balance/OddsLine.tsx';

export interface DraftViewProps {
  state: Queue;
  users: UserDirectory;
  viewer: SteamId | null;
  /** An admin sees the "New" marks as the captains do. */
  viewerIsAdmin?: boolean;
  /** The server's offer to this captain while it is their turn (only legal picks). */
  myPick: YourPickPayload | null;
  serverNow: Timestamp;
  onPick(steamid: SteamId, role: Role): void;
}

const TEAM_LABEL: Record<TeamName, string> = { blu: 'BLU', red: 'RED' };

/** The class a player plays, with their elo in it ("Scout · 1450 elo"), and their division for it as a badge. */
function standingOf(draft: DraftWire, steamid: SteamId, role: string): { subtitle: string; badge: ReactNode } {
  const standing = draftStanding(draft, steamid);
  if (!standing) return { subtitle: roleDisplayName(role), badge: undefined };
  return {
    subtitle: `${roleDisplayName(role)} · ${standing.elo} elo`,
    badge: <Badge division={divisionShorthand(standing.division)} title={`${standing.division} in ${roleDisplayName(role)}`} />,
  };
}

/**
 * A provisional player's "New" mark beside their division (draft.provisional): only the captains and
 * admins are given it (docs/decisions.md "Provisional players are spread").
 */
function withNew(standing: { subtitle: string; badge: ReactNode }, isNew: boolean, role: string): { subtitle: string; badge: ReactNode } {
  if (!isNew) return standing;
  return {
    ...standing,
    badge: (
      <Inline gap="xxs">
        {standing.badge}
        <Badge tone="info" title={`Provisional in ${roleDisplayName(role)}: fewer than ${ELO_PROVISIONAL_PUGS} pugs, elo still settling`}>
          New
        </Badge>
      </Inline>
    ),
  };
}

/** The standing with the player's pair named after it (friends: the captains see the pair; picking one never picks the other). */
function withPair(standing: { subtitle: string; badge: ReactNode }, pair: string | null): { subtitle: string; badge: ReactNode } {
  return pair ? { ...standing, subtitle: `${standing.subtitle} · ${pair}` } : standing;
}

/** Players of the round not drafted yet, with the role each plays (from the lobby's queue). */
function undrafted(state: Queue): { steamid: SteamId; role: string }[] {
  const draft = state.draft!;
  const taken = new Set([...Object.keys(draft.blu), ...Object.keys(draft.red)]);
  const roleOf = (steamid: SteamId) => Object.entries(state.playersByRole).find(([, list]) => list.includes(steamid))?.[0] ?? '';
  return state.readiedPlayers.filter((s) => !taken.has(s)).map((steamid) => ({ steamid, role: roleOf(steamid) }));
}

/** The captains' draft: both teams so far, whose turn it is, and (for the captain on turn) the legal picks. */
export function DraftView({ state, users, viewer, viewerIsAdmin = false, myPick, serverNow, onPick }: DraftViewProps) {
  const draft = state.draft;
  if (!draft) return null;
  const seesNew = viewerIsAdmin || (viewer !== null && (draft.captains.blu === viewer || draft.captains.red === viewer));
  const provisional = new Set(seesNew ? (draft.provisional ?? []) : []);
  const offer = myPick !== null && myPick.queueName === state.name && myPick.captain === viewer ? myPick : null;
  // Only the server's offer says which picks are legal. The api sends it on every turn and again
  // whenever the captain's socket (re)connects, so after a reload it is only a moment away.
  const myTurn = offer !== null;
  const awaitingOffer = !myTurn && viewer !== null && draft.captains[draft.turn] === viewer;
  const deadline = offer ? offer.countdownInfo.deadline : draft.pickDeadline;
  const seconds = secondsUntil(deadline, serverNow);
  const options = new Map((offer?.options ?? []).map((o) => [o.steamid, o.role]));
  const pool = undrafted(state);
  const onTurn = draft.captains[draft.turn];
  // The elo's own expectation on the teams so far (domain elo/odds.ts), from the elos the draft carries.
  const teamElos = (name: TeamName) => Object.keys(draft[name]).flatMap((steamid) => (draft.elos[steamid] === undefined ? [] : [draft.elos[steamid]]));
  const odds = bluWinChance(teamElos('blu'), teamElos('red'));

  const teamCard = (name: TeamName) => (
    <Card as="section" tone={name} aria-label={`${TEAM_LABEL[name]} team`} data-testid={`draft-${name}`}>
      <Stack gap="xs">
        <Heading level={3}>{TEAM_LABEL[name]}</Heading>
        {Object.entries(draft[name]).map(([steamid, role]) => (
          <PlayerCard
            key={steamid}
            alias={aliasOf(steamid, users)}
            avatarSrc={avatarOf(steamid, users)}
            {...withPair(withNew(standingOf(draft, steamid, role), provisional.has(steamid), role), friendText(state, steamid, users))}
            captain={draft.captains[name] === steamid}
            self={steamid === viewer}
          />
        ))}
      </Stack>
    </Card>
  );

  return (
    <section aria-labelledby="draft-heading">
      <Stack gap="md">
        <Inline gap="sm" justify="between">
          <Heading level={2} id="draft-heading">
            Captains' draft
          </Heading>
          <Text mono role="timer" aria-label={`${seconds} seconds left for this pick`}>
            {seconds} s
          </Text>
        </Inline>
        {myTurn ? (
          <Callout tone="warning" title="Your turn to pick">
            Pick a player for {TEAM_LABEL[offer.team]}. Only picks that leave both teams able to fill every role can be chosen.
          </Callout>
        ) : awaitingOffer ? (
          <Spinner label="Loading your pick options…" />
        ) : (
          <Text tone={draft.turn === 'blu' ? 'blu' : 'red'}>
            {TEAM_LABEL[draft.turn]} captain {aliasOf(onTurn, users)} is picking.
          </Text>
        )}
        <Inline gap="md" align="start">
          {teamCard('blu')}
          {teamCard('red')}
        </Inline>
        {odds !== null ? <OddsLine chance={odds} label="Odds as the teams stand" data-testid="draft-odds" /> : null}
        <Card as="section" aria-label="Players to pick">
          <Stack gap="xs">
            <Heading level={3}>Players to pick</Heading>
            <Inline gap="sm" align="start">
              {pool.map(({ steamid, role }) => {
                const option = options.get(steamid);
                const legal = option !== undefined;
                const pickRole = option ?? role;
                return (
                  <PlayerCard
                    key={steamid}
                    alias={aliasOf(steamid, users)}
                    avatarSrc={avatarOf(steamid, users)}
                    {...withPair(withNew(standingOf(draft, steamid, pickRole), provisional.has(steamid), pickRole), friendText(state, steamid, users))}
                    self={steamid === viewer}
                    disabled={myTurn && !legal}
                    onSelect={myTurn ? () => legal && onPick(steamid, option) : undefined}
                  />
                );
              })}
            </Inline>
            {pool.length === 0 ? <Text tone="muted">Everyone is picked.</Text> : null}
          </Stack>
        </Card>
      </Stack>
    </section>
  );
}
