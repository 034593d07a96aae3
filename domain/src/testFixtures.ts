/** Fixtures shared by the domain tests and the benches (`@pug/domain/testing`; never in the main entry). */
import type { QueuePlayer, SteamId } from './entities.ts';
import { DEFAULT_QUEUES, queueableRoles, slotOf, type QueueConfig, type Role } from './formats/formats.ts';
import type { Seat } from './lobby/seats.ts';

export const SIXES: QueueConfig = DEFAULT_QUEUES[0]!;
export const HL: QueueConfig = DEFAULT_QUEUES[1]!;
export const PL: QueueConfig = DEFAULT_QUEUES[2]!;
/** Sixes' six roles in config order: roamerscout, pocketscout, roamersoldier, pocketsoldier, demoman, medic. */
export const SIXES_ROLES: Role[] = queueableRoles(SIXES);

/** Steamid number n: 76561198000000000 + n. */
export const sid = (n: number): SteamId => String(76561198000000000n + BigInt(n));

/** A queue snapshot from [steamid, roles, queuedAt] rows. */
export function snapshot(rows: [SteamId, Role[], number][]) {
  const playersByRole: Record<string, SteamId[]> = {};
  const _queuePlayers: Record<SteamId, QueuePlayer> = {};
  for (const [steamid, roles, queuedAt] of rows) {
    _queuePlayers[steamid] = { steamid, queuedAt };
    for (const role of roles) (playersByRole[role] ??= []).push(steamid);
  }
  return { playersByRole, _queuePlayers };
}

/** Two players per seat of a queue, one role each, elos from the list (cycled). */
export function fullSeats(config: QueueConfig, elos: number[] = [1500]): Seat[] {
  const seats: Seat[] = [];
  let n = 0;
  for (const slot of config.roles) {
    const roles: Role[] = slot.role === 'flex' ? [...slot.classes!] : [slot.role];
    for (let i = 0; i < slot.perTeam * 2; i++) {
      const role = roles[i % roles.length]!;
      seats.push({ steamid: sid(n + 1), role, slot: slotOf(config, role)!, elo: elos[n % elos.length]! });
      n++;
    }
  }
  return seats;
}
