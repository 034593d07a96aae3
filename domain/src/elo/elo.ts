/**
 * Elo per format and class (docs/product.md "Rules"): logistic expectation on the team means, K = 32
 * (configurable), K x 2 for a player's first 10 pugs in that class; stored unrounded.
 */
import { ELO_K, ELO_PROVISIONAL_FACTOR, ELO_PROVISIONAL_PUGS } from '../constants.ts';
import { DEFAULT_DIVISION_BASE, divisionBase } from './divisions.ts';
import type { EloChange, EloFormat, Elos, SteamId, TeamName } from '../entities.ts';
import { DomainError } from '../errors.ts';
import { formatRecordOf, type Format, type Role } from '../formats/formats.ts';

/** The elos[...] key of a format ('HIGHLANDER' -> 'hl'). */
export function eloFormatOf(format: Format): EloFormat {
  return formatRecordOf(format).eloKey;
}

export type PugWinner = TeamName | 'draw';

/** Winner from a [blu, red] score: a team wins when its score is higher; equal is a draw; no score -> null. */
export function winnerFromScore(score: readonly [number, number] | null | undefined): PugWinner | null {
  if (!score) return null;
  const [blu, red] = score;
  if (!Number.isFinite(blu) || !Number.isFinite(red)) return null;
  return blu > red ? 'blu' : red > blu ? 'red' : 'draw';
}

/** Whether a player on `team` won a pug with this score (docs/product.md "Rules"). */
export function didWin(team: TeamName, score: readonly [number, number] | null | undefined): boolean {
  return winnerFromScore(score) === team;
}

/** Expected score of a side with mean `a` against mean `b`. */
export function expectedScore(a: number, b: number): number {
  return 1 / (1 + 10 ** ((b - a) / 400));
}

export interface EloPlayer {
  steamid: SteamId;
  role: Role;
  elo: number;
  /** Completed pugs in this format and role before this one. */
  pugsPlayed: number;
}

/** Still provisional in a class (docs/product.md "Rules"): fewer than ELO_PROVISIONAL_PUGS completed pugs in it; K is multiplied and captains see "New". */
export function isProvisional(pugsPlayed: number | undefined, provisionalPugs: number = ELO_PROVISIONAL_PUGS): boolean {
  return (pugsPlayed ?? 0) < provisionalPugs;
}

export interface EloOptions {
  k?: number;
  provisionalFactor?: number;
  provisionalPugs?: number;
}

/**
 * Elo changes of a finished pug. Only the players seated at the end are given (a subbed-out player
 * gets no change). Returns nothing when there is no score.
 */
export function computeEloChanges(
  input: { format: Format; blu: readonly EloPlayer[]; red: readonly EloPlayer[]; score: readonly [number, number] | null | undefined },
  options: EloOptions = {},
): EloChange[] {
  const { k = ELO_K, provisionalFactor = ELO_PROVISIONAL_FACTOR, provisionalPugs = ELO_PROVISIONAL_PUGS } = options;
  const winner = winnerFromScore(input.score);
  if (!winner) return [];
  if (input.blu.length === 0 || input.red.length === 0) throw new DomainError('BAD_REQUEST', 'Both teams need players');
  const mean = (ps: readonly EloPlayer[]) => ps.reduce((s, p) => s + p.elo, 0) / ps.length;
  const key = eloFormatOf(input.format);
  const side = (team: TeamName, players: readonly EloPlayer[], against: readonly EloPlayer[]) => {
    const expected = expectedScore(mean(players), mean(against));
    const actual = winner === 'draw' ? 0.5 : winner === team ? 1 : 0;
    return players.map((p): EloChange => {
      const factor = isProvisional(p.pugsPlayed, provisionalPugs) ? provisionalFactor : 1;
      const delta = k * factor * (actual - expected);
      return { steamid: p.steamid, format: key, role: p.role, delta, from: { [key]: { [p.role]: p.elo } }, to: { [key]: { [p.role]: p.elo + delta } } };
    });
  };
  return [...side('blu', input.blu, input.red), ...side('red', input.red, input.blu)];
}

/** Elos with the changes applied (a copy). */
export function applyEloChanges(elos: Elos, changes: readonly EloChange[]): Elos {
  const out: Elos = structuredCloneElos(elos);
  for (const c of changes) {
    const to = c.to[c.format]?.[c.role];
    if (to === undefined) continue;
    out[c.format] = { ...out[c.format], [c.role]: to };
  }
  return out;
}

function structuredCloneElos(elos: Elos): Elos {
  return Object.fromEntries(Object.entries(elos).map(([f, roles]) => [f, { ...roles }]));
}

/** Signed delta with 2 decimals for the elo toast ('+16.03', '-4.10'). */
export function formatEloDelta(delta: number): string {
  const fixed = Math.abs(delta).toFixed(2);
  return `${delta < 0 && fixed !== '0.00' ? '-' : '+'}${fixed}`;
}

/**
 * Signed delta rounded to an integer, halves away from zero so a pug's +12.5 and -12.5 read +13 and
 * -13, for tables and cards ('+14', '-3', '+0'); the toast keeps 2 decimals (formatEloDelta).
 */
export function displayEloDelta(delta: number): string {
  const size = Math.round(Math.abs(delta));
  return `${delta < 0 && size !== 0 ? '-' : '+'}${size}`;
}

/** Elo as shown: rounded to an integer. */
export function displayElo(elo: number): number {
  return Math.round(elo);
}

/** A new player's elo: the base of their highest recent division; Newcomer's base when none is known. */
export function startingElo(divisionNames: readonly string[]): number {
  const bases = divisionNames.map((d) => divisionBase(d)).filter((b): b is number => b !== undefined);
  return bases.length ? Math.max(...bases) : DEFAULT_DIVISION_BASE;
}
