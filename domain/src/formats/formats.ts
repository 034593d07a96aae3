/** Game formats as the spec names them (spec §4), with the roles each plays per team (ARCHITECTURE §4). */
export const FORMATS = ['SIXES', 'PROLANDER', 'HIGHLANDER'] as const;
export type Format = (typeof FORMATS)[number];

/** The 9 base classes (spec §9). */
export const BASE_CLASSES = ['scout', 'soldier', 'pyro', 'demoman', 'heavy', 'engineer', 'medic', 'sniper', 'spy'] as const;
export type BaseClass = (typeof BASE_CLASSES)[number];

/** The standard list of 13 roles: the 9 classes plus roamer/pocket variants (spec §9). */
export const ROLES = ['roamerscout', 'pocketscout', 'roamersoldier', 'pocketsoldier', ...BASE_CLASSES] as const;
export type Role = (typeof ROLES)[number];

/**
 * A role slot of a queue: how many players of that role each team fields.
 * Prolander's flex slot (decision): players never queue as "flex"; they queue as one of the slot's
 * `classes` (pyro, heavy, engineer, spy), so their elo stays per class. Everyone queued in any of
 * those classes competes for the slot's seats (2 per team, 4 in all) in `queuedAt` order; classes
 * may repeat inside the flex seats (no per-class limit).
 */
export interface QueueRoleConfig {
  role: Role | 'flex';
  perTeam: number;
  /** For a flex slot: the classes that may fill it. */
  classes?: readonly BaseClass[];
}

export interface QueueConfig {
  name: string;
  format: Format;
  region: string;
  roles: QueueRoleConfig[];
}

const sixesRoles: QueueRoleConfig[] = [
  { role: 'roamerscout', perTeam: 1 },
  { role: 'pocketscout', perTeam: 1 },
  { role: 'roamersoldier', perTeam: 1 },
  { role: 'pocketsoldier', perTeam: 1 },
  { role: 'demoman', perTeam: 1 },
  { role: 'medic', perTeam: 1 },
];

const highlanderRoles: QueueRoleConfig[] = BASE_CLASSES.map((role) => ({ role, perTeam: 1 }));

const prolanderRoles: QueueRoleConfig[] = [
  { role: 'scout', perTeam: 1 },
  { role: 'soldier', perTeam: 1 },
  { role: 'demoman', perTeam: 1 },
  { role: 'medic', perTeam: 1 },
  { role: 'sniper', perTeam: 1 },
  { role: 'flex', perTeam: 2, classes: ['pyro', 'heavy', 'engineer', 'spy'] },
];

/** The queues a fresh install runs; configuration (QUEUES_FILE / QUEUES_JSON) may replace them. */
export const DEFAULT_QUEUES: QueueConfig[] = [
  { name: 'sixes', format: 'SIXES', region: 'na', roles: sixesRoles },
  { name: 'highlander', format: 'HIGHLANDER', region: 'na', roles: highlanderRoles },
  { name: 'prolander', format: 'PROLANDER', region: 'na', roles: prolanderRoles },
];

/** Players a queue needs to launch a pug: both teams, every slot. */
export function playersPerPug(queue: Pick<QueueConfig, 'roles'>): number {
  return queue.roles.reduce((sum, r) => sum + r.perTeam * 2, 0);
}

/** Key of the seat group a role fills in a queue: the role itself, or 'flex' for a flex class. */
export type SlotKey = string;

/** The slot a role fills in this queue, or undefined when the queue does not take that role. */
export function slotOf(queue: Pick<QueueConfig, 'roles'>, role: string): SlotKey | undefined {
  for (const slot of queue.roles) {
    if (slot.role === 'flex') {
      if ((slot.classes as readonly string[] | undefined)?.includes(role)) return 'flex';
    } else if (slot.role === role) return slot.role;
  }
  return undefined;
}

/** The roles a player may queue as in this queue (flex slots contribute their classes). */
export function queueableRoles(queue: Pick<QueueConfig, 'roles'>): Role[] {
  return queue.roles.flatMap((slot) => (slot.role === 'flex' ? [...(slot.classes ?? [])] : [slot.role]));
}

/** Seats per team of each slot. */
export function seatsPerTeam(queue: Pick<QueueConfig, 'roles'>): Map<SlotKey, number> {
  return new Map(queue.roles.map((slot) => [slot.role, slot.perTeam]));
}
