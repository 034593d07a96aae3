/**
 * Who plays the next pug (docs/product.md "Rules"): per role the earliest `queuedAt` first, and the first
 * 2 players added to the queue always play. Players queued for several roles get one seat each.
 *
 * Method: players are taken in `queuedAt` order; each is added to a seat matching (slot
 * capacities = 2 x perTeam) by an augmenting path, which may move an earlier player to another
 * of their queued roles but never drops them. This is the greedy algorithm on a transversal
 * matroid, so the chosen set is the earliest-queued set that can fill every seat, and the first
 * two players (who can always both be seated) are always in it.
 *
 * Reselection during a round passes `preferred` (the current seats): players still queued in their
 * seat's role are placed first and locked to it, so seats are stable. A leaver's seat goes to the
 * earliest-queued player who can take it, and a player who switches class mid-round never bumps
 * someone already seated. Only when the locked seating cannot fill the pug may kept players move
 * to another role they queued (and then they must ready up again in their new seat).
 *
 * Nobody is always left out: players still queued when a pug of the queue starts (its reserves) get
 * `priority` (lobbyRound.ts `finishRound`) until they play one pug or leave the queue. The order
 * players are taken in is `seatingOrder`: the first two queued, then priority players, then the
 * rest, each by `queuedAt`. Players holding medic credit (players/medicCredit.ts) come right after the
 * first two, before the priority players.
 *
 * Medic immunity: among the players chosen, an immune player (`medicImmuneUntil` after the
 * snapshot's `now`) is kept off the medic seat whenever the chosen players can still fill every
 * seat without them there (immune players tried in seating order); who plays does not change.
 */
import type { QueuePlayer, SteamId } from '../entities.ts';
import { seatsPerTeam, slotOf, type QueueConfig, type Role, type SlotKey } from '../formats/formats.ts';
import { MEDIC_ROLE } from '../players/medicCredit.ts';

export interface QueueSnapshot {
  playersByRole: Record<string, SteamId[]>;
  _queuePlayers: Record<SteamId, QueuePlayer>;
  /** The time medic immunity is judged at; absent: nobody is immune. */
  now?: number;
}

export interface SelectedPlayer {
  steamid: SteamId;
  role: Role;
  slot: SlotKey;
}

/** Players in `seatingOrder`, each with the roles they queued, in config order. */
export function queueOrder(queue: QueueSnapshot, config: Pick<QueueConfig, 'roles'>): { steamid: SteamId; roles: Role[] }[] {
  const rolesOf = new Map<SteamId, Role[]>();
  const ordered = Object.keys(queue.playersByRole).sort(
    (a, b) => config.roles.findIndex((s) => s.role === slotOf(config, a)) - config.roles.findIndex((s) => s.role === slotOf(config, b)),
  );
  for (const role of ordered) {
    if (slotOf(config, role) === undefined) continue;
    for (const steamid of queue.playersByRole[role] ?? []) {
      if (!queue._queuePlayers[steamid]) continue;
      const list = rolesOf.get(steamid) ?? [];
      if (!list.includes(role as Role)) list.push(role as Role);
      rolesOf.set(steamid, list);
    }
  }
  const rank = new Map(seatingOrder(Object.values(queue._queuePlayers).filter((p) => rolesOf.has(p.steamid))).map((s, i) => [s, i]));
  return [...rolesOf.entries()].map(([steamid, roles]) => ({ steamid, roles })).sort((a, b) => rank.get(a.steamid)! - rank.get(b.steamid)!);
}

/** Number of players, earliest queued, who always play the next pug whatever else is queued. */
export const ALWAYS_PLAY = 2;

/**
 * The order players are offered seats in: the first `ALWAYS_PLAY` by `queuedAt` (they always play),
 * then players with medic credit, then players with `priority` (left out of the queue's last pug),
 * then everyone else; each group by `queuedAt`, ties by steamid.
 */
export function seatingOrder(players: readonly QueuePlayer[]): SteamId[] {
  const byTime = [...players].sort((a, b) => a.queuedAt - b.queuedAt || (a.steamid < b.steamid ? -1 : a.steamid > b.steamid ? 1 : 0));
  const first = byTime.slice(0, ALWAYS_PLAY);
  const later = byTime.slice(ALWAYS_PLAY);
  const group = (p: QueuePlayer) => (p.medicCredit ? 0 : p.priority ? 1 : 2);
  return [...first, ...[0, 1, 2].flatMap((g) => later.filter((p) => group(p) === g))].map((p) => p.steamid);
}

/** The players immune to the medic seat at the snapshot's `now`. */
function immuneOf(queue: QueueSnapshot): Set<SteamId> {
  const now = queue.now;
  if (now === undefined) return new Set();
  return new Set(Object.values(queue._queuePlayers).flatMap((p) => (p.medicImmuneUntil !== undefined && p.medicImmuneUntil > now ? [p.steamid] : [])));
}

/**
 * The players of the next pug with their roles, or null while the queue cannot fill every seat.
 * `preferred` (steamid -> role): current seats, kept first (see above).
 */
export function selectPlayers(queue: QueueSnapshot, config: Pick<QueueConfig, 'roles'>, preferred: Record<SteamId, Role> = {}): SelectedPlayer[] | null {
  const order = queueOrder(queue, config);
  const immune = immuneOf(queue);
  const keeps = (p: { steamid: SteamId; roles: Role[] }) => preferred[p.steamid] !== undefined && p.roles.includes(preferred[p.steamid]!);
  const kept = order.filter(keeps);
  if (kept.length === 0) return seat(order, config, immune);
  const rest = order.filter((p) => !keeps(p));
  // First with everyone kept locked to their seat's role; only if that cannot fill the pug, let them move.
  const locked = kept.map((p) => ({ steamid: p.steamid, roles: [preferred[p.steamid]!] }));
  const movable = kept.map((p) => ({ steamid: p.steamid, roles: [preferred[p.steamid]!, ...p.roles.filter((r) => r !== preferred[p.steamid])] }));
  return seat([...locked, ...rest], config, immune) ?? seat([...movable, ...rest], config, immune);
}

/**
 * How many of the pug's seats the queue fills now (the rest of the queued players are reserves):
 * the same seating as the selection, so a third medic is a reserve while a seat of another class
 * is empty, and a player queued for two classes takes one seat.
 */
export function seatedCount(queue: QueueSnapshot, config: Pick<QueueConfig, 'roles'>): number {
  return fillSeats(queueOrder(queue, config), config).filled;
}

/**
 * The seats of the next pug no queued player can take now, per slot (a medic queued twice over
 * fills both medic seats; a reserve fills none): what "2 medics missing" counts.
 */
export function openSeats(queue: QueueSnapshot, config: Pick<QueueConfig, 'roles'>): Record<SlotKey, number> {
  const { seated } = fillSeats(queueOrder(queue, config), config);
  return Object.fromEntries([...seatsPerTeam(config)].map(([slot, n]) => [slot, n * 2 - (seated.get(slot)?.length ?? 0)]));
}

/**
 * The slot each queued player sits in under the same seating (a player added for several classes
 * sits in one); players left out are reserves.
 */
export function seatedSlots(queue: QueueSnapshot, config: Pick<QueueConfig, 'roles'>): Record<SteamId, SlotKey> {
  const { seated } = fillSeats(queueOrder(queue, config), config);
  return Object.fromEntries([...seated.entries()].flatMap(([slot, list]) => list.map((p) => [p.steamid, slot])));
}

/**
 * Greedy augmenting-path seating of players in the given order; null when the seats cannot all be
 * filled. Then each `immune` player seated (in order) loses the medic role when the same players
 * still fill every seat without it.
 */
function seat(
  order: readonly { steamid: SteamId; roles: Role[] }[],
  config: Pick<QueueConfig, 'roles'>,
  immune: ReadonlySet<SteamId> = new Set(),
): SelectedPlayer[] | null {
  const first = fillSeats(order, config);
  if (first.filled < first.total) return null;
  let seated = first.seated;
  if (immune.size > 0) {
    const chosen = new Set([...seated.values()].flatMap((list) => list.map((p) => p.steamid)));
    let players = order.filter((p) => chosen.has(p.steamid));
    for (let i = 0; i < players.length; i++) {
      const p = players[i]!;
      if (!immune.has(p.steamid) || !p.roles.includes(MEDIC_ROLE)) continue;
      const trial = players.map((q, j) => (j === i ? { ...q, roles: q.roles.filter((r) => r !== MEDIC_ROLE) } : q));
      const next = fillSeats(trial, config);
      if (next.filled === next.total) {
        players = trial;
        seated = next.seated;
      }
    }
  }
  return [...seated.entries()].flatMap(([slot, list]) => list.map(({ steamid, role }) => ({ steamid, role, slot })));
}

function fillSeats(order: readonly { steamid: SteamId; roles: Role[] }[], config: Pick<QueueConfig, 'roles'>) {
  const capacity = new Map([...seatsPerTeam(config)].map(([slot, n]) => [slot, n * 2]));
  const total = [...capacity.values()].reduce((a, b) => a + b, 0);
  const seated = new Map<SlotKey, { steamid: SteamId; role: Role }[]>([...capacity.keys()].map((k) => [k, []]));
  const rolesOf = new Map<SteamId, Role[]>();
  let filled = 0;

  const tryPlace = (steamid: SteamId, visited: Set<SlotKey>): boolean => {
    for (const role of rolesOf.get(steamid) ?? []) {
      const slot = slotOf(config, role)!;
      if (visited.has(slot)) continue;
      visited.add(slot);
      const here = seated.get(slot)!;
      if (here.length < capacity.get(slot)!) {
        here.push({ steamid, role });
        return true;
      }
      for (let i = 0; i < here.length; i++) {
        if (tryPlace(here[i]!.steamid, visited)) {
          here[i] = { steamid, role };
          return true;
        }
      }
    }
    return false;
  };

  for (const { steamid, roles } of order) {
    if (filled === total) break;
    rolesOf.set(steamid, roles);
    if (tryPlace(steamid, new Set())) filled++;
  }
  return { filled, total, seated };
}
