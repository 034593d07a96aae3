/**
 * What one finished pug adds to the statistics page and the hall of fame (docs/product.md
 * "Statistics and hall of fame"): only a pug that reached Complete with a score counts; a pug
 * called off (cancelled, no server) counts nowhere. Days and hours are UTC. The players counted are
 * the ones seated at the end, as for elo (a subbed-out player's pug is the sub's; a player banned
 * during it gets nothing).
 */
import { eloFormatOf, winnerFromScore } from '../elo/elo.ts';
import type { PugOutcome } from '../elo/roleStats.ts';
import type { Pug, SteamId, Timestamp } from '../entities.ts';
import type { EloFormat, SlotKey } from '../formats/formats.ts';

const DAY_MS = 86_400_000;

export interface TalliedPlayer {
  steamid: SteamId;
  /** Played medic in it (the "most medic pugs" list). */
  medic: boolean;
  /** A draw is not a win: it ends a win streak. */
  outcome: PugOutcome;
}

/** What the lobby round that made the pug tells (stored on the pug from its start: lobby/roundFacts.ts). */
export interface PugRoundFacts {
  /** The round's first add (epoch ms); absent on pugs stored before it was kept. */
  roundStartedAt?: Timestamp | null;
  /** When the ready-up that made the pug began. */
  readyUpAt?: Timestamp | null;
  /** The classes still missing just before the add that filled the pug ([]: it filled at once). */
  waitedFor?: SlotKey[] | null;
}

export interface PugTally {
  format: EloFormat;
  /** The UTC day it ended ('2026-12-07'). */
  day: string;
  /** Hour of the week it ended, UTC: Monday 00:00-00:59 is 0, Sunday 23:00 is 167. */
  hourOfWeek: number;
  map: string;
  /** First add of the round to the ready-up, or null when the pug does not say. */
  fillMs: number | null;
  /** The classes the queue waited for last; null when the pug does not say. */
  waitedFor: SlotKey[] | null;
  players: TalliedPlayer[];
}

type TalliedPug = Pick<Pug, 'format' | 'phase' | 'map' | 'teams' | 'data' | 'startAt' | 'endAt'> & {
  aborted?: boolean;
  bannedPlayers?: readonly SteamId[];
} & PugRoundFacts;

/** The UTC day of a time ('2026-12-07'). */
export function utcDay(at: Timestamp): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The hour of the week of a time, UTC, Monday first (0-167). */
export function utcHourOfWeek(at: Timestamp): number {
  const d = new Date(at);
  return ((d.getUTCDay() + 6) % 7) * 24 + d.getUTCHours();
}

/** The last `days` UTC days up to `now`'s, oldest first. */
export function lastUtcDays(now: Timestamp, days: number): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: days }, (_, i) => utcDay(today - (days - 1 - i) * DAY_MS));
}

/** What the pug adds, or null when it does not count (not Complete, called off, no score). */
export function tallyPug(pug: TalliedPug): PugTally | null {
  const winner = winnerFromScore(pug.data.score);
  if (pug.phase !== 'Complete' || pug.aborted || !winner || !pug.format) return null;
  const at = pug.endAt ?? pug.startAt;
  const banned = new Set(pug.bannedPlayers ?? []);
  const players: TalliedPlayer[] = [];
  for (const team of ['blu', 'red'] as const) {
    for (const [steamid, seat] of Object.entries(pug.teams[team])) {
      if (banned.has(steamid)) continue;
      players.push({ steamid, medic: seat.role === 'medic', outcome: winner === 'draw' ? 'draw' : winner === team ? 'win' : 'loss' });
    }
  }
  const fillMs =
    typeof pug.roundStartedAt === 'number' && typeof pug.readyUpAt === 'number' && pug.readyUpAt >= pug.roundStartedAt
      ? pug.readyUpAt - pug.roundStartedAt
      : null;
  return {
    format: eloFormatOf(pug.format),
    day: utcDay(at),
    hourOfWeek: utcHourOfWeek(at),
    map: pug.map,
    fillMs,
    waitedFor: Array.isArray(pug.waitedFor) ? [...pug.waitedFor] : null,
    players,
  };
}
