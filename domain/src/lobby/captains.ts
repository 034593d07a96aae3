/**
 * Captain choice (docs/product.md "Rules"): among the selected players flagged `shouldCaptain`, the two
 * with the highest elo (ties: earlier in the captain list), never one with an active captain
 * restriction. Decision: the higher-rated captain leads BLU, the other RED, and RED (the lower-rated
 * captain) picks first.
 */
import type { SteamId } from '../entities.ts';
import type { Seat } from './seats.ts';

export interface CaptainPair {
  blu: Seat;
  red: Seat;
}

export function chooseCaptains(players: readonly Seat[], candidates: readonly SteamId[], restricted: readonly SteamId[] = []): CaptainPair | null {
  const eligible = candidates
    .map((steamid, order) => ({ seat: players.find((p) => p.steamid === steamid), order }))
    .filter((c): c is { seat: Seat; order: number } => c.seat !== undefined && !restricted.includes(c.seat.steamid))
    .sort((a, b) => b.seat.elo - a.seat.elo || a.order - b.order);
  const [first, second] = eligible;
  return first && second ? { blu: first.seat, red: second.seat } : null;
}
