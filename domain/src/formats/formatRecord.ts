/**
 * What a game format is: one record per format (sixes.ts, highlander.ts, prolander.ts), listed
 * once in formats.ts FORMAT_RECORDS; every table keyed by format derives from that list
 * (formatTables.ts). Also the class and role vocabulary the records are written in.
 */

/** The 9 base classes. */
export const BASE_CLASSES = ['scout', 'soldier', 'pyro', 'demoman', 'heavy', 'engineer', 'medic', 'sniper', 'spy'] as const;
export type BaseClass = (typeof BASE_CLASSES)[number];

/** The standard list of 13 roles: the 9 classes plus roamer/pocket variants. */
export const ROLES = ['roamerscout', 'pocketscout', 'roamersoldier', 'pocketsoldier', ...BASE_CLASSES] as const;
export type Role = (typeof ROLES)[number];

/** Every role in class order, roamer and pocket variants before their class (scout first, spy last). */
export const CLASS_ORDER: readonly string[] = BASE_CLASSES.flatMap((c) => [`roamer${c}`, `pocket${c}`, c]);

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

/** Everything that is one format's. Wire values (`format`, `eloKey`, `name`, `shorthand`) are stored: never rename them. */
export interface FormatRecord {
  /** The format as queues, pugs and maps store it ('SIXES'). */
  readonly format: string;
  /** Key of its elo tables, elos[eloKey][role] ('sixes'). */
  readonly eloKey: string;
  /** How players read it ('Sixes'); also the format name its league and custom seasons carry. */
  readonly name: string;
  /** A pug's short label ('6S'). */
  readonly shorthand: string;
  /** Name of the queue a fresh install runs for it ('sixes'). */
  readonly queueName: string;
  /** The slots each team fields, in the order the queue and the pug page list them. */
  readonly roles: readonly QueueRoleConfig[];
  /** The maps of a fresh install, and the pool while an admin has left the format with no active map. */
  readonly mapPool: readonly string[];
  /**
   * The config a game server execs for a map without a stored setting: `<prefix>_<mode>`, the mode
   * by the map's game mode; `controlPoints` is the mode of a symmetric cp_ map (mapConfig.ts).
   */
  readonly serverConfig: { readonly prefix: string; readonly controlPoints: '5cp' | 'stopwatch' };
  /** How league seasons of this format are recognised (formats are tried smallest team first). */
  readonly league: {
    /** Matches a season's format name, lower-cased (the league's `formatName` or a custom season's). */
    readonly formatName: RegExp;
    /** Matches a season's name, lower-cased, when the league gives no format name ('sixes season 14'). */
    readonly seasonName: RegExp;
    /** The elo keys a season of this format sets base elos for, its own first. */
    readonly setsBaseElos: readonly string[];
  };
  /** Classes a custom season of this format may declare (Roster Rider is always allowed); absent: no custom seasons of it. */
  readonly seasonClasses?: readonly BaseClass[];
  /**
   * Classes a queued medic may mark as their friend (kept on the medic's team by balancing,
   * domain/src/lobby/friends.ts); absent: no friends in this format.
   */
  readonly friendClasses?: readonly BaseClass[];
}

/** A format record with its literal values kept (so `Format`, `EloFormat` and the rest are unions of them). */
export function defineFormat<const R extends FormatRecord>(record: R): R {
  return record;
}
