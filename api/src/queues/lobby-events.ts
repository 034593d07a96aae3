/**
 * Which socket events a lobby transition sends (spec §7), from the contexts before and after.
 * Pure: the lobby actor delivers the emissions to their rooms.
 */
import {
  countdownInfoAt, draftTurn, legalPicks, lobbyStep, toQueueWire,
  type LobbyContext, type Queue, type ServerToClientEvents, type SteamId, type User, type YourPickPayload,
} from '@pug/domain';

export type Emission = {
  [E in keyof ServerToClientEvents]: { to: 'queue' | { user: SteamId }; event: E; payload: Parameters<ServerToClientEvents[E]>[0] };
}[keyof ServerToClientEvents];

/** Wire fields whose value changed (countdownInfo compared by its deadline). */
export function changedWire(prev: Queue, next: Queue): Partial<Queue> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof Queue)[]) {
    if (key === 'countdownInfo') {
      if ((prev.countdownInfo?.deadline ?? null) !== (next.countdownInfo?.deadline ?? null)) out[key] = next[key];
    } else if (JSON.stringify(prev[key]) !== JSON.stringify(next[key])) out[key] = next[key];
  }
  return out as Partial<Queue>;
}

const added = (before: readonly SteamId[], after: readonly SteamId[]) => after.filter((s) => !before.includes(s));

export interface EmitOptions {
  now: number;
  /** Public user info of queued players (playerQueued carries it). */
  userInfo: (steamid: SteamId) => User;
  /** The lobby was reset by an admin. */
  reset?: boolean;
}

export function lobbyEmissions(prev: LobbyContext, next: LobbyContext, opts: EmitOptions): Emission[] {
  const out: Emission[] = [];
  const queueName = next.config.name;
  const { now } = opts;
  if (opts.reset) out.push({ to: 'queue', event: 'deleteLobby', payload: { queueName } });

  const changes = changedWire(toQueueWire(prev, now), toQueueWire(next, now));
  if (Object.keys(changes).length > 0) out.push({ to: 'queue', event: 'partialInfo', payload: { name: queueName, ...changes } });

  // Joins and leaves, per role (a leave may come from the player, a missed ready-up or a launched pug).
  for (const [steamid, player] of Object.entries(next.players)) {
    const before = prev.players[steamid]?.roles ?? [];
    for (const role of player.roles.filter((r) => !before.includes(r))) {
      out.push({ to: 'queue', event: 'playerQueued', payload: { queueName, steamid, role, isQueue: true, queuedAt: player.queuedAt, userInfo: opts.userInfo(steamid) } });
    }
  }
  for (const [steamid, player] of Object.entries(prev.players)) {
    const after = next.players[steamid]?.roles ?? [];
    for (const role of player.roles.filter((r) => !after.includes(r))) {
      out.push({ to: 'queue', event: 'playerQueued', payload: { queueName, steamid, role, isQueue: false, queuedAt: player.queuedAt, userInfo: opts.userInfo(steamid) } });
    }
  }

  const countdown = next.deadline === null ? null : countdownInfoAt(next.deadline, now);
  const newlyAsked = added(prev.undeclaredPlayers, next.undeclaredPlayers);
  if (next.phase === 'Readying' && countdown && newlyAsked.length > 0) {
    out.push({ to: 'queue', event: 'readyUp!', payload: { queueName, players: newlyAsked, countdownInfo: countdown } });
  }
  for (const steamid of added(prev.readiedPlayers, next.readiedPlayers)) {
    out.push({ to: 'queue', event: 'playerReady', payload: { queueName, steamid, isReady: true } });
  }
  for (const steamid of added(prev.unreadiedPlayers, next.unreadiedPlayers)) {
    out.push({ to: 'queue', event: 'playerReady', payload: { queueName, steamid, isReady: false } });
  }
  if (countdown && next.deadline !== prev.deadline) {
    out.push({ to: 'queue', event: 'countdownInfo', payload: { queueName, phase: next.phase, ...countdown } });
  }

  const step = lobbyStep(next);
  if (step === 'mapVote' && countdown && JSON.stringify(prev.mapCandidates) !== JSON.stringify(next.mapCandidates)) {
    out.push({ to: 'queue', event: 'voteForMap!', payload: { queueName, maps: [...next.mapCandidates], countdownInfo: countdown } });
  }

  if (next.draft) out.push(...draftEmissions(prev, next, now));
  return out;
}

function draftEmissions(prev: LobbyContext, next: LobbyContext, now: number): Emission[] {
  const out: Emission[] = [];
  const queueName = next.config.name;
  const draft = next.draft!;
  if (!prev.draft) out.push({ to: 'queue', event: 'captains', payload: { queueName, captains: [draft.captains.blu, draft.captains.red] } });
  for (const team of ['blu', 'red'] as const) {
    const before = new Set((prev.draft?.teams[team] ?? []).map((s) => s.steamid));
    for (const seat of draft.teams[team]) {
      if (before.has(seat.steamid) || seat.steamid === draft.captains[team]) continue;
      out.push({
        to: 'queue',
        event: team === 'blu' ? 'pickedBlu!' : 'pickedRed!',
        payload: { queueName, captain: draft.captains[team], steamid: seat.steamid, role: seat.role },
      });
    }
  }
  const auto = next.lastAutoPick;
  if (auto && JSON.stringify(auto) !== JSON.stringify(prev.lastAutoPick)) {
    out.push({ to: { user: auto.captain }, event: 'pickForYou', payload: { queueName, captain: auto.captain, steamid: auto.steamid, role: auto.role, team: auto.team } });
  }
  const offer = yourPickOffer(next, now);
  if (offer && (draft.picks !== prev.draft?.picks || !prev.draft)) out.push({ to: { user: offer.captain }, event: 'yourPick', payload: offer });
  return out;
}

/**
 * The pick the draft waits on: the captain on turn, their legal options and the pick's countdown
 * (null when no draft is waiting on a pick). Sent as `yourPick` after each pick, and again to a
 * captain's socket that connects mid-draft.
 */
export function yourPickOffer(ctx: LobbyContext, now: number): YourPickPayload | null {
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
