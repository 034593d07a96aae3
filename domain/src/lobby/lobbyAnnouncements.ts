/**
 * What the lobby announces (docs/product.md "HTTP routes" queue events), built by the machine's actions from the change
 * they make: `emit`ted, and sent by the api to `queue:<name>` (or to one captain). `playerQueued`
 * leaves out `userInfo`, which the api adds; `partialInfo` and `countdownInfo` follow the wire
 * state (queueWire.ts) and are sent by the api after each step.
 */
import { countdownInfoAt } from './countdown.ts';
import type {
  CaptainsPayload,
  PickedPayload,
  PickForYouPayload,
  PlayerQueuedPayload,
  PlayerReadyPayload,
  ReadyUpMissedPayload,
  ReadyUpPayload,
  VoteForMapPayload,
  YourPickPayload,
} from '../contracts/realtime.ts';
import { draftTurn, legalPicks } from './draft.ts';
import type { SteamId, Timestamp } from '../entities.ts';
import type { LobbyContext } from './lobbyContext.ts';

type To = 'queue' | { user: SteamId };
type Says<T extends string, P, D extends To = 'queue'> = { type: T; to: D; payload: P };

export type LobbyAnnouncement =
  | Says<'deleteLobby', { queueName: string }>
  | Says<'playerQueued', Omit<PlayerQueuedPayload, 'userInfo'>>
  | Says<'readyUp!', ReadyUpPayload>
  | Says<'playerReady', PlayerReadyPayload>
  | Says<'readyUpMissed', ReadyUpMissedPayload>
  | Says<'voteForMap!', VoteForMapPayload>
  | Says<'captains', CaptainsPayload>
  | Says<'pickedBlu!' | 'pickedRed!', PickedPayload>
  | Says<'pickForYou', PickForYouPayload, { user: SteamId }>
  | Says<'yourPick', YourPickPayload, { user: SteamId }>;

const added = (before: readonly SteamId[], after: readonly SteamId[]) => after.filter((s) => !before.includes(s));

/** `playerQueued` for each role a player gained (`isQueue`) or lost, players in `from`'s order. */
export function queuedChanges(from: LobbyContext, to: Pick<LobbyContext, 'players'>, isQueue: boolean): LobbyAnnouncement[] {
  const [was, now] = isQueue ? [from.players, to.players] : [to.players, from.players];
  return Object.values(now).flatMap((player) =>
    player.roles
      .filter((role) => !(was[player.steamid]?.roles ?? []).includes(role))
      .map((role): LobbyAnnouncement => ({
        type: 'playerQueued',
        to: 'queue',
        payload: {
          queueName: from.config.name,
          steamid: player.steamid,
          role,
          isQueue,
          queuedAt: player.queuedAt,
          ...(player.medicCredit ? { medicCredit: true as const } : {}),
          ...(player.medicImmuneUntil !== undefined ? { medicImmuneUntil: player.medicImmuneUntil } : {}),
        },
      })),
  );
}

/** Players (re)seated for ready-up: `readyUp!` for the newly asked, `playerReady` for the pre-readied. */
export function seatingChanges(prev: LobbyContext, next: LobbyContext, now: Timestamp): LobbyAnnouncement[] {
  const queueName = next.config.name;
  const out: LobbyAnnouncement[] = [];
  const asked = added(prev.undeclaredPlayers, next.undeclaredPlayers);
  if (asked.length > 0 && next.deadline !== null) {
    out.push({ type: 'readyUp!', to: 'queue', payload: { queueName, players: asked, countdownInfo: countdownInfoAt(next.deadline, now) } });
  }
  for (const steamid of added(prev.readiedPlayers, next.readiedPlayers)) out.push(playerReady(queueName, steamid, true));
  return out;
}

/**
 * The ready-up ended and the players who were not ready left the queue (`next.removedAtDeadline`):
 * `readyUpMissed` tells them, and the players who keep their places, what happened. A player whose
 * last answer (or earlier one) was "not ready" declined; the others ran out of time.
 */
export function readyUpMissed(prev: LobbyContext, next: LobbyContext, lastAnswer?: { steamid: SteamId; isReady: boolean }): LobbyAnnouncement[] {
  const removed = next.removedAtDeadline;
  if (removed.length === 0) return [];
  const declined = removed.filter((s) => prev.unreadiedPlayers.includes(s) || (lastAnswer?.steamid === s && !lastAnswer.isReady));
  const timedOut = removed.filter((s) => !declined.includes(s));
  return [{ type: 'readyUpMissed', to: 'queue', payload: { queueName: next.config.name, timedOut, declined } }];
}

export const playerReady = (queueName: string, steamid: SteamId, isReady: boolean): LobbyAnnouncement => ({
  type: 'playerReady',
  to: 'queue',
  payload: { queueName, steamid, isReady },
});

export function mapVoteStarted(ctx: LobbyContext, now: Timestamp): LobbyAnnouncement[] {
  if (ctx.deadline === null) return [];
  return [
    {
      type: 'voteForMap!',
      to: 'queue',
      payload: { queueName: ctx.config.name, maps: [...ctx.mapCandidates], countdownInfo: countdownInfoAt(ctx.deadline, now) },
    },
  ];
}

export function draftStarted(ctx: LobbyContext, now: Timestamp): LobbyAnnouncement[] {
  const { captains } = ctx.draft!;
  return [{ type: 'captains', to: 'queue', payload: { queueName: ctx.config.name, captains: [captains.blu, captains.red] } }, ...yourPick(ctx, now)];
}

/** A pick was made (by the captain, or for them when their time ran out). */
export function pickChanges(prev: LobbyContext, next: LobbyContext, now: Timestamp): LobbyAnnouncement[] {
  const draft = next.draft!;
  const queueName = next.config.name;
  const out: LobbyAnnouncement[] = [];
  for (const team of ['blu', 'red'] as const) {
    const before = new Set(prev.draft!.teams[team].map((s) => s.steamid));
    for (const seat of draft.teams[team].filter((s) => !before.has(s.steamid))) {
      const type = team === 'blu' ? 'pickedBlu!' : 'pickedRed!';
      out.push({ type, to: 'queue', payload: { queueName, captain: draft.captains[team], steamid: seat.steamid, role: seat.role } });
    }
  }
  const auto = next.lastAutoPick;
  if (auto && auto !== prev.lastAutoPick) out.push({ type: 'pickForYou', to: { user: auto.captain }, payload: { queueName, ...auto } });
  return [...out, ...yourPick(next, now)];
}

function yourPick(ctx: LobbyContext, now: Timestamp): LobbyAnnouncement[] {
  const offer = yourPickOffer(ctx, now);
  return offer ? [{ type: 'yourPick', to: { user: offer.captain }, payload: offer }] : [];
}

/**
 * The pick the draft waits on: the captain on turn, their legal options and the pick's countdown
 * (null when no draft is waiting on a pick). Sent as `yourPick` after each pick, and again to a
 * captain's socket that connects mid-draft.
 */
export function yourPickOffer(ctx: LobbyContext, now: Timestamp): YourPickPayload | null {
  const draft = ctx.draft;
  const team = draft ? draftTurn(draft) : null;
  if (!draft || !team || ctx.deadline === null) return null;
  return {
    queueName: ctx.config.name,
    captain: draft.captains[team],
    team,
    options: legalPicks(draft).map((s) => ({ steamid: s.steamid, role: s.role })),
    countdownInfo: countdownInfoAt(ctx.deadline, now),
  };
}
