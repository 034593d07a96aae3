/**
 * With and against (docs/product.md "With and against"): a player's record beside and facing each other
 * player, per format, from their finished pugs. Who counts is the elo's rule (docs/decisions.md
 * "With and against: who counts"): a pug with a result (not called off, a score), the players
 * seated at its end (a sub counts, the player they replaced does not), a player banned while seated
 * left out. The api folds a player's pugs with `tallyMates`; the page says a record with `recordText`.
 */
import { winnerFromScore } from '../elo/elo.ts';
import type { PugTeamPlayer, SteamId } from '../entities.ts';
import type { Format } from '../formats/formats.ts';

/** Wins, losses and draws. */
export interface WinLoss {
  w: number;
  l: number;
  d: number;
}

/** What `tallyMates` reads of a pug (a stored pug has these fields). */
export interface MatesPug {
  format: Format;
  phase: string;
  aborted?: boolean;
  teams: { blu: Record<SteamId, Pick<PugTeamPlayer, 'role'>>; red: Record<SteamId, Pick<PugTeamPlayer, 'role'>> };
  data: { score?: readonly [number, number] | null };
  bannedPlayers?: readonly SteamId[];
}

/** One format's tally: how many pugs counted, and the record with and against each other player. */
export interface FormatTally {
  pugs: number;
  with: Map<SteamId, WinLoss>;
  against: Map<SteamId, WinLoss>;
}

const emptyRecord = (): WinLoss => ({ w: 0, l: 0, d: 0 });

function add(into: Map<SteamId, WinLoss>, steamid: SteamId, outcome: keyof WinLoss): void {
  const record = into.get(steamid) ?? emptyRecord();
  record[outcome] += 1;
  into.set(steamid, record);
}

/** The team `steamid` finished `pug` in, or null when they do not count in it (subbed out, banned, absent). */
function countedTeam(pug: MatesPug, steamid: SteamId): 'blu' | 'red' | null {
  if (pug.bannedPlayers?.includes(steamid)) return null;
  return steamid in pug.teams.blu ? 'blu' : steamid in pug.teams.red ? 'red' : null;
}

/** The player's tally per format over `pugs` (any order); pugs that do not count are skipped. */
export function tallyMates(pugs: Iterable<MatesPug>, steamid: SteamId): Map<Format, FormatTally> {
  const out = new Map<Format, FormatTally>();
  for (const pug of pugs) {
    if (pug.phase !== 'Complete' || pug.aborted) continue;
    const winner = winnerFromScore(pug.data.score);
    const team = winner ? countedTeam(pug, steamid) : null;
    if (!winner || !team) continue;
    const outcome: keyof WinLoss = winner === 'draw' ? 'd' : winner === team ? 'w' : 'l';
    const tally: FormatTally = out.get(pug.format) ?? { pugs: 0, with: new Map<SteamId, WinLoss>(), against: new Map<SteamId, WinLoss>() };
    tally.pugs += 1;
    const banned = new Set(pug.bannedPlayers ?? []);
    for (const side of ['blu', 'red'] as const) {
      for (const other of Object.keys(pug.teams[side])) {
        if (other === steamid || banned.has(other)) continue;
        add(side === team ? tally.with : tally.against, other, outcome);
      }
    }
    out.set(pug.format, tally);
  }
  return out;
}

/** Pugs in a record. */
export function gamesOf(record: WinLoss): number {
  return record.w + record.l + record.d;
}

/**
 * The `limit` most-played of a tally's records, most pugs first, then most wins, then steamid
 * (the same order on every request).
 */
export function mostPlayed(records: ReadonlyMap<SteamId, WinLoss>, limit: number): [SteamId, WinLoss][] {
  return [...records].sort(([a, ra], [b, rb]) => gamesOf(rb) - gamesOf(ra) || rb.w - ra.w || (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit);
}

/** "12–7", with the draws when there were any ("12–7–1"): wins–losses(–draws). */
export function recordText(record: WinLoss): string {
  return record.d > 0 ? `${record.w}–${record.l}–${record.d}` : `${record.w}–${record.l}`;
}

/** The win rate in whole percent (draws count as played, not won); null with no pugs. */
export function winRate(record: WinLoss): number | null {
  const games = gamesOf(record);
  return games === 0 ? null : Math.round((record.w / games) * 100);
}
