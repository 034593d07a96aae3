/**
 * Adding for the night (docs/product.md "Rules"): a player joins several queues at
 * once, with their roles in each, for a while. The first of those queues whose ready-up seats them
 * takes them and the others drop them; a reserve (asked nothing) stays in all. At `until` the add
 * ends: the player leaves the queues still holding them and is told.
 */
import { DomainError } from '../errors.ts';
import { formatDisplayName, queueableRoles, type QueueConfig } from '../formats/formats.ts';
import type { Timestamp } from '../entities.ts';
import type { NightAdd, NightAddQueue } from '../contracts/nightAdd.ts';

/** The durations offered are whole hours: 1 h, 2 h, … up to the site's most. */
export const NIGHT_ADD_STEP_MINUTES = 60;

export interface NightAddRules {
  enabled: boolean;
  /** The longest add, in minutes. */
  maxMinutes: number;
}

/** The durations a player may pick, in minutes: every whole hour up to the most (the most itself when under an hour). */
export function nightAddDurations(maxMinutes: number): number[] {
  if (maxMinutes < NIGHT_ADD_STEP_MINUTES) return [maxMinutes];
  const out: number[] = [];
  for (let m = NIGHT_ADD_STEP_MINUTES; m <= maxMinutes; m += NIGHT_ADD_STEP_MINUTES) out.push(m);
  return out;
}

/**
 * Why an add for the night is refused (null when it is fine), before any queue is touched: the
 * feature off (404), a queue twice or without roles, a role the queue lacks, a duration not offered
 * (400), a queue the site does not run (404). Who the player is (banned, cooldown, live pug) is the
 * same check as a join's (api/src/queues/join.ts).
 */
export function nightAddRefusal(
  request: { queues: readonly NightAddQueue[]; minutes: number },
  rules: NightAddRules,
  configs: readonly QueueConfig[],
): DomainError | null {
  if (!rules.enabled) return new DomainError('NOT_FOUND', 'Adding for the night is off on this site');
  if (request.queues.length === 0) return new DomainError('BAD_REQUEST', 'Pick at least one queue');
  if (!nightAddDurations(rules.maxMinutes).includes(request.minutes)) {
    return new DomainError('BAD_REQUEST', `Pick a duration of ${nightAddDurations(rules.maxMinutes).map(nightAddDurationText).join(', ')}`);
  }
  const seen = new Set<string>();
  for (const { queueName, roles } of request.queues) {
    if (seen.has(queueName)) return new DomainError('BAD_REQUEST', `The ${queueName} queue is named twice`);
    seen.add(queueName);
    const config = configs.find((c) => c.name === queueName);
    if (!config) return new DomainError('NOT_FOUND', `There is no ${queueName} queue`);
    if (roles.length === 0) return new DomainError('BAD_REQUEST', `Pick a class for ${queueName}`);
    const allowed = queueableRoles(config);
    const unknown = roles.filter((r) => !allowed.includes(r));
    if (unknown.length > 0) return new DomainError('BAD_REQUEST', `The ${queueName} queue has no ${unknown.join(', ')} role`);
  }
  return null;
}

/**
 * What a ready-up that asked the player does to their add: `take` (the first queue of the add to
 * seat them: it keeps them, the others drop them), `drop` (another queue of the add took them
 * first: this one lets them go), `none` (not a queue of the add, or it already took them).
 */
export function nightAddOutcome(add: Pick<NightAdd, 'queues' | 'takenBy'>, queueName: string): 'take' | 'drop' | 'none' {
  if (!add.queues.some((q) => q.queueName === queueName)) return 'none';
  if (add.takenBy === null) return 'take';
  return add.takenBy === queueName ? 'none' : 'drop';
}

/** The add is over at `until`. */
export const nightAddEnded = (add: Pick<NightAdd, 'until'>, now: Timestamp): boolean => now >= add.until;

/** "1 h", "2 h", "45 min". */
export function nightAddDurationText(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`;
}

/** How players read a queue: its format's name ("Sixes"). */
export function nightAddQueueName(queueName: string, configs: readonly Pick<QueueConfig, 'name' | 'format'>[]): string {
  const config = configs.find((c) => c.name === queueName);
  return config ? formatDisplayName(config.format) : queueName;
}

/** The lobby's line while an add runs: "Added to Sixes, Highlander until 23:40" (`untilText`: the local time). */
export function nightAddLine(names: readonly string[], untilText: string): string {
  return `Added to ${names.join(', ')} until ${untilText}`;
}

/** The notice (and DM) when the add ran out. */
export function nightAddEndedMessage(names: readonly string[]): string {
  return `Your add for the night ended: you left ${names.join(', ')}.`;
}

/** The DM when a queue of the add reaches ready-up with the player seated. */
export function nightAddReadyUpMessage(name: string, siteUrl: string): string {
  return `Your ${name} pug is ready: ready up on ${siteUrl} now.`;
}
