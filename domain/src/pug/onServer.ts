/**
 * Who of a pug's seated players is on its game server, from the server's log:
 * `connected` -> connected, `joined team "Blue"` -> joined BLU, `disconnected` -> left. The api
 * stores it on the pug (`onServer`); the pug page shows `onServerLabel` per player, and a seated
 * player the log never saw within the join deadline gets a sub automatically (`notOnServerBy`).
 */
import type { PlayerOnServer, Pug, SteamId, TeamName, Timestamp } from '../entities.ts';

export type ServerSighting = { kind: 'connected' | 'disconnected'; steamid: SteamId } | { kind: 'joinedTeam'; steamid: SteamId; team?: TeamName | null };

/** The seated player's new status after a sighting; a team of null (Spectator, Unassigned) is connected without a team. */
export function onServerAfter(sighting: ServerSighting, at: Timestamp): PlayerOnServer {
  if (sighting.kind === 'disconnected') return { state: 'left', at };
  if (sighting.kind === 'joinedTeam' && sighting.team) return { state: 'joined', team: sighting.team, at };
  return { state: 'connected', at };
}

const seatedTeamOf = (pug: Pick<Pug, 'teams'>, steamid: SteamId): TeamName | null =>
  Object.hasOwn(pug.teams.blu, steamid) ? 'blu' : Object.hasOwn(pug.teams.red, steamid) ? 'red' : null;

/**
 * Whether the pug's teams play on swapped colours now (stopwatch maps swap at half time): more of
 * the players on the server joined the other team's colour than their own; on a tie, not swapped.
 */
function swapped(pug: Pick<Pug, 'teams' | 'onServer'>): boolean {
  let own = 0;
  let other = 0;
  for (const team of ['blu', 'red'] as const) {
    for (const steamid of Object.keys(pug.teams[team])) {
      const seen = pug.onServer?.[steamid];
      if (seen?.state !== 'joined' || !seen.team) continue;
      if (seen.team === team) own++;
      else other++;
    }
  }
  return other > own;
}

/**
 * The pug page's status of a seated player: Not joined, Connecting, Joined BLU/RED (wrong team when
 * not their team's colour now: after a stopwatch half time the teams are on each other's colours), Left.
 */
export function onServerLabel(pug: Pick<Pug, 'teams' | 'onServer'>, steamid: SteamId): { label: string; kind: OnServerKind } {
  const seen = pug.onServer?.[steamid];
  if (!seen) return { label: 'Not joined', kind: 'notJoined' };
  if (seen.state === 'left') return { label: 'Left', kind: 'left' };
  if (seen.state === 'connected' || !seen.team) return { label: 'Connecting', kind: 'connecting' };
  const colour = seen.team === 'blu' ? 'BLU' : 'RED';
  const team = seatedTeamOf(pug, steamid);
  const expected = team === null ? null : swapped(pug) ? (team === 'blu' ? 'red' : 'blu') : team;
  const wrong = expected !== null && expected !== seen.team;
  return wrong ? { label: `Joined ${colour} (wrong team)`, kind: 'wrongTeam' } : { label: `Joined ${colour}`, kind: seen.team };
}

/** What the status is, for its colour: not seen, connected without a team, on their own team's colour, on the other, left. */
export type OnServerKind = 'notJoined' | 'connecting' | TeamName | 'wrongTeam' | 'left';

/**
 * The seated players the automatic sub takes out: the server was ready `deadlineMs` ago or more and
 * the log never saw them (a player who joined and left is not one of them), seat not already open.
 * A sub who took a seat later has the same time, counted from when they took it.
 */
export function notOnServerBy(
  pug: Pick<Pug, 'teams' | 'onServer' | 'autoSubOff' | 'phase' | 'subbedPlayers'>,
  readyAt: Timestamp,
  now: Timestamp,
  deadlineMs: number,
): SteamId[] {
  const seated = [...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red)];
  return seated.filter((steamid) => {
    const by = joinDeadlineOf(pug, steamid, readyAt, deadlineMs);
    return by !== null && now >= by;
  });
}

/**
 * When a seated player not yet seen on the server gets the automatic sub: `deadlineMs` after the
 * server was ready (a sub: after they took the seat). Null when nothing is counting for them: not
 * seated, seen on the server already, seat already open, the pug not live, or an admin turned the
 * automatic sub off. The pug page counts down to it ("join within 4:32 or a sub is called").
 */
export function joinDeadlineOf(
  pug: Pick<Pug, 'teams' | 'onServer' | 'autoSubOff' | 'phase' | 'subbedPlayers'>,
  steamid: SteamId,
  readyAt: Timestamp,
  deadlineMs: number,
): Timestamp | null {
  if (pug.autoSubOff || (pug.phase !== 'Pregame' && pug.phase !== 'Playing')) return null;
  const team = seatedTeamOf(pug, steamid);
  const seat = team ? pug.teams[team][steamid] : undefined;
  if (!seat || seat.needsSub || pug.onServer?.[steamid]) return null;
  // A sub's time counts from when they took the seat.
  const since = Math.max(readyAt, ...pug.subbedPlayers.filter((s) => s.replacedBy === steamid).map((s) => s.at));
  return since + deadlineMs;
}
