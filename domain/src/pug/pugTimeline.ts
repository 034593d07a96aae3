/**
 * A pug's events in time order, for its page, from what the pug document stores with a time:
 * `startAt` (the pug started on its voted map), `gameStartAt` (the server's log saw the match
 * start), `onServer` (each seated player's last sighting on the server: joined a team, or left),
 * `subbedPlayers` (who took whose seat, and when) and `endAt` with the score and how it ended. A
 * live pug's score has no time: it is the last entry, "so far". Rebuilt from each `pugUpdate`.
 */
import type { Pug, SteamId, TeamName, Timestamp } from '../entities.ts';
import { roleDisplayName } from '../formats/roles.ts';
import { pugStatusLabel } from './pugName.ts';
import { scoreResultText } from './pugResult.ts';

type TimedEvent =
  | { kind: 'started'; at: Timestamp; map: string }
  | { kind: 'matchStarted'; at: Timestamp; map: string }
  | { kind: 'joined'; at: Timestamp; steamid: SteamId; team: TeamName }
  | { kind: 'left'; at: Timestamp; steamid: SteamId }
  | { kind: 'subbed'; at: Timestamp; steamid: SteamId; replacedBy: SteamId; team: TeamName; role: string }
  | { kind: 'ended'; at: Timestamp; status: string; score: [number, number] | null; reason: string | null };

export type PugTimelineEvent = TimedEvent | { kind: 'scoreSoFar'; at: null; score: [number, number] };

type TimelinePug = Pick<
  Pug,
  'phase' | 'startAt' | 'gameStartAt' | 'endAt' | 'map' | 'onServer' | 'subbedPlayers' | 'data' | 'endedBy' | 'resultByAdmin' | 'endReason'
>;

/** The pug's events, oldest first (events at the same time keep the order above). */
export function pugTimeline(pug: TimelinePug): PugTimelineEvent[] {
  const events: TimedEvent[] = [{ kind: 'started', at: pug.startAt, map: pug.map }];
  if (pug.gameStartAt) events.push({ kind: 'matchStarted', at: pug.gameStartAt, map: pug.map });
  for (const [steamid, seen] of Object.entries(pug.onServer ?? {})) {
    if (seen.state === 'joined' && seen.team) events.push({ kind: 'joined', at: seen.at, steamid, team: seen.team });
    else if (seen.state === 'left') events.push({ kind: 'left', at: seen.at, steamid });
  }
  for (const sub of pug.subbedPlayers)
    events.push({ kind: 'subbed', at: sub.at, steamid: sub.steamid, replacedBy: sub.replacedBy, team: sub.team, role: sub.role });
  const score = pug.data.score ?? null;
  const timed = events.map((event, index) => ({ event, index })).sort((a, b) => a.event.at - b.event.at || a.index - b.index);
  const ordered: PugTimelineEvent[] = timed.map(({ event }) => event);
  if (pug.phase === 'Complete') {
    ordered.push({ kind: 'ended', at: pug.endAt ?? timed[timed.length - 1]!.event.at, status: pugStatusLabel(pug), score, reason: pug.endReason ?? null });
  } else if (score) {
    ordered.push({ kind: 'scoreSoFar', at: null, score });
  }
  return ordered;
}

const TEAM: Record<TeamName, string> = { blu: 'BLU', red: 'RED' };

/** One event as a line of text; `alias` names a player. */
export function pugTimelineText(event: PugTimelineEvent, alias: (steamid: SteamId) => string): string {
  switch (event.kind) {
    case 'started':
      return `Pug started on ${event.map}`;
    case 'matchStarted':
      return `Match started on the server (${event.map})`;
    case 'joined':
      return `${alias(event.steamid)} joined ${TEAM[event.team]} on the server`;
    case 'left':
      return `${alias(event.steamid)} left the server`;
    case 'subbed':
      return `${alias(event.replacedBy)} subbed in for ${alias(event.steamid)} (${TEAM[event.team]} ${roleDisplayName(event.role)})`;
    case 'scoreSoFar':
      return `Score so far: BLU ${event.score[0]}, RED ${event.score[1]}`;
    case 'ended': {
      const result = event.score ? scoreResultText(event.score) : 'no result';
      const how = event.status === 'Complete' ? 'Pug over' : event.status;
      return `${how}: ${result}${event.reason ? `. ${event.reason}` : ''}`;
    }
  }
}
