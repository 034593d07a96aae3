/**
 * Exact team balancing (docs/product.md "Rules"): enumerate every legal split of the selected players
 * (each slot sends perTeam of its players to each team) and keep the one with the smallest gap
 * in mean elo. Without fixed players the mirror image of a split is the same split, so the first
 * player of the first slot is held on BLU: 32 splits for sixes, 256 for highlander. Medics' friends
 * (friends.ts): only the splits that keep every seated pair on one team count, and the best of
 * those is exact; when no legal split keeps them all together, the pairs are ignored. Provisional
 * players (a seat's `provisional`): among the splits whose gap is within
 * BALANCE_PROVISIONAL_TOLERANCE of the smallest, the ones whose teams' counts of provisional players
 * differ least win, then the smallest gap (docs/decisions.md "Provisional players are spread").
 */
import { BALANCE_PROVISIONAL_TOLERANCE } from '../constants.ts';
import type { FriendPair, SteamId, TeamName } from '../entities.ts';
import { DomainError } from '../errors.ts';
import { seatsPerTeam, type QueueConfig } from '../formats/formats.ts';
import { randomIndex, type Rng } from '../rng.ts';
import type { Seat } from './seats.ts';

export interface Teams {
  blu: Seat[];
  red: Seat[];
}

export interface FixedTeams {
  blu: SteamId[];
  red: SteamId[];
}

const EPSILON = 1e-9;

function mean(seats: readonly Seat[]): number {
  return seats.length === 0 ? 0 : seats.reduce((s, p) => s + p.elo, 0) / seats.length;
}

/** How unevenly the teams share the provisional players: |provisional on BLU - provisional on RED|. */
export function provisionalSpread(teams: Teams): number {
  const count = (seats: readonly Seat[]) => seats.filter((p) => p.provisional).length;
  return Math.abs(count(teams.blu) - count(teams.red));
}

/** Gap in mean elo between the teams. */
export function eloGap(teams: Teams): number {
  return Math.abs(mean(teams.blu) - mean(teams.red));
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [head, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [head!, ...c]), ...combinations(rest, k)];
}

/** Every legal split, respecting `fixed` players; throws when the players cannot fill the seats exactly. */
export function* enumerateSplits(players: readonly Seat[], config: Pick<QueueConfig, 'roles'>, fixed?: FixedTeams): Generator<Teams> {
  const perTeam = seatsPerTeam(config);
  if (new Set(players.map((p) => p.steamid)).size !== players.length) throw new DomainError('BAD_REQUEST', 'A player cannot hold two seats');
  const bySlot = [...perTeam.keys()].map((slot) => players.filter((p) => p.slot === slot));
  for (const [i, slot] of [...perTeam.keys()].entries()) {
    if (bySlot[i]!.length !== perTeam.get(slot)! * 2) {
      throw new DomainError('BAD_REQUEST', `Slot ${slot} needs ${perTeam.get(slot)! * 2} players, has ${bySlot[i]!.length}`);
    }
  }
  const onBlu = new Set(fixed?.blu ?? []);
  const onRed = new Set(fixed?.red ?? []);
  const mirror = !fixed || (onBlu.size === 0 && onRed.size === 0);
  const choices = bySlot.map((group, i) => {
    const need = perTeam.get([...perTeam.keys()][i]!)!;
    return combinations(group, need).filter((blu) => {
      const names = new Set(blu.map((p) => p.steamid));
      if (mirror && i === 0 && !names.has(group[0]!.steamid)) return false;
      return group.every((p) => (onBlu.has(p.steamid) ? names.has(p.steamid) : onRed.has(p.steamid) ? !names.has(p.steamid) : true));
    });
  });
  const walk = function* (i: number, blu: Seat[]): Generator<Teams> {
    if (i === bySlot.length) {
      const names = new Set(blu.map((p) => p.steamid));
      yield { blu, red: players.filter((p) => !names.has(p.steamid)) };
      return;
    }
    for (const pick of choices[i]!) yield* walk(i + 1, [...blu, ...pick]);
  };
  yield* walk(0, []);
}

export interface Balanced extends Teams {
  gap: number;
  splitsConsidered: number;
  /** The pairs the split keeps together: the seated ones, or none when no legal split keeps them all. */
  pairsKept: FriendPair[];
}

/** The pairs both of whose players hold a seat. */
export function seatedPairs(players: readonly Seat[], pairs: readonly FriendPair[]): FriendPair[] {
  const seated = new Set(players.map((p) => p.steamid));
  return pairs.filter((p) => seated.has(p.medic) && seated.has(p.friend));
}

/** The split puts each pair's two players on one team. */
export function keepsPairs(split: Teams, pairs: readonly FriendPair[]): boolean {
  return pairs.every((p) => teamOf(split, p.medic) === teamOf(split, p.friend));
}

/**
 * The best-balanced legal split; ties (equal gaps) are broken with the injected RNG. With provisional
 * players, a split within `tolerance` of the smallest gap that spreads them more evenly wins.
 */
export function balanceTeams(
  players: readonly Seat[],
  config: Pick<QueueConfig, 'roles'>,
  rng: Rng,
  fixed?: FixedTeams,
  pairs: readonly FriendPair[] = [],
  tolerance: number = BALANCE_PROVISIONAL_TOLERANCE,
): Balanced {
  const kept = seatedPairs(players, pairs);
  if (kept.length > 0) {
    const together = [...enumerateSplits(players, config, fixed)].some((split) => keepsPairs(split, kept));
    if (together) return bestSplit(players, config, rng, fixed, kept, tolerance);
  }
  return bestSplit(players, config, rng, fixed, [], tolerance);
}

function bestSplit(
  players: readonly Seat[],
  config: Pick<QueueConfig, 'roles'>,
  rng: Rng,
  fixed: FixedTeams | undefined,
  pairs: FriendPair[],
  tolerance: number,
): Balanced {
  const scored: { split: Teams; gap: number; spread: number }[] = [];
  let smallest = Infinity;
  for (const split of enumerateSplits(players, config, fixed)) {
    if (!keepsPairs(split, pairs)) continue;
    const gap = eloGap(split);
    smallest = Math.min(smallest, gap);
    scored.push({ split, gap, spread: provisionalSpread(split) });
  }
  if (scored.length === 0) throw new DomainError('CONFLICT', 'No legal split of these players exists');
  const near = scored.filter((s) => s.gap <= smallest + Math.max(tolerance, 0) + EPSILON);
  const spread = Math.min(...near.map((s) => s.spread));
  const even = near.filter((s) => s.spread === spread);
  const gap = Math.min(...even.map((s) => s.gap));
  const best = even.filter((s) => Math.abs(s.gap - gap) <= EPSILON);
  const chosen = best[randomIndex(rng, best.length)]!.split;
  return { ...chosen, gap, splitsConsidered: scored.length, pairsKept: pairs };
}

/** Which team a player is on. */
export function teamOf(teams: Teams, steamid: SteamId): TeamName | undefined {
  if (teams.blu.some((p) => p.steamid === steamid)) return 'blu';
  if (teams.red.some((p) => p.steamid === steamid)) return 'red';
  return undefined;
}
