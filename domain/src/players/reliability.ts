/**
 * Reliability (docs/product.md "Rules"): a missed ready-up, a no-show on the server and leaving a
 * live match each add a strike; strikes raise a level, the level sets a queue cooldown, and the
 * level decays by one per `decayPugs` clean pugs or per `decayMs` without a strike. The api
 * records strikes and refuses a join in cooldown with `cooldownRefusal`; the lobby's Add option
 * (lobbyClarity.ts) says the same.
 */
import { isLivePhase } from '../constants.ts';
import { DomainError } from '../errors.ts';
import type { Cooldown, Pug, SteamId, StrikeKind, Timestamp } from '../entities.ts';

/** One strike: what happened, in which pug (or ready-up round), when. */
export interface Strike {
  kind: StrikeKind;
  /** The pug's id, or `readyUp:<queue>:<deadline>` for a missed ready-up (no pug exists yet). */
  pugId: string;
  at: Timestamp;
}

export interface ReliabilityRules {
  /** Cooldown per level (level 1 first); levels beyond the list use the last. */
  levelsMs: readonly number[];
  /** Clean pugs that take one level off (0 = never). */
  decayPugs: number;
  /** Time without a strike that takes one level off (0 = never). */
  decayMs: number;
  /** From this level on a strike is announced to admins. */
  announceLevel: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNITS: Record<string, number> = { m: MINUTE, h: HOUR, d: DAY, w: 7 * DAY };

export const DEFAULT_RELIABILITY_RULES: ReliabilityRules = {
  levelsMs: [10 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR, 3 * DAY, 7 * DAY],
  decayPugs: 3,
  decayMs: 7 * DAY,
  announceLevel: 4,
};

/** "10m,30m,2h,12h,3d,1w" as milliseconds, or null when a part is not a whole number and unit (m, h, d, w). */
export function parseCooldownLevels(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim());
  const out: number[] = [];
  for (const part of parts) {
    const match = /^(\d{1,4})([mhdw])$/.exec(part);
    if (!match || Number(match[1]) === 0) return null;
    out.push(Number(match[1]) * UNITS[match[2]!]!);
  }
  return out.length > 0 ? out : null;
}

/** "10 min", "2 h", "3 days", "1 week". */
export function durationText(ms: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (ms >= 7 * DAY && ms % (7 * DAY) === 0) return plural(ms / (7 * DAY), 'week');
  if (ms >= DAY && ms % DAY === 0) return plural(ms / DAY, 'day');
  if (ms >= HOUR && ms % HOUR === 0) return `${ms / HOUR} h`;
  return `${Math.max(1, Math.round(ms / MINUTE))} min`;
}

/**
 * The level at `now`: strikes after `liftedAt` (an admin lift clears what came before) each add
 * one; between events the level loses one per `decayMs` since the last strike or decay, and one
 * per `decayPugs` clean pugs (pugs finished after the last strike).
 */
export function reliabilityLevel(
  strikes: readonly Strike[],
  cleanPugsAt: readonly Timestamp[],
  now: Timestamp,
  rules: ReliabilityRules,
  liftedAt: Timestamp | null = null,
): number {
  const after = (t: Timestamp) => liftedAt === null || t > liftedAt;
  const events = [
    ...strikes.filter((s) => after(s.at) && s.at <= now).map((s) => ({ at: s.at, strike: true })),
    ...cleanPugsAt.filter((t) => after(t) && t <= now).map((at) => ({ at, strike: false })),
  ].sort((a, b) => a.at - b.at || Number(a.strike) - Number(b.strike));
  let level = 0;
  let anchor = 0;
  let clean = 0;
  const decayTo = (t: Timestamp) => {
    if (level === 0 || rules.decayMs <= 0) return;
    const steps = Math.floor((t - anchor) / rules.decayMs);
    if (steps <= 0) return;
    level = Math.max(0, level - steps);
    anchor += steps * rules.decayMs;
  };
  for (const ev of events) {
    decayTo(ev.at);
    if (ev.strike) {
      level++;
      anchor = ev.at;
      clean = 0;
    } else if (level > 0 && rules.decayPugs > 0 && ++clean >= rules.decayPugs) {
      level--;
      clean = 0;
      anchor = ev.at;
    }
  }
  decayTo(now);
  return level;
}

/** The cooldown a strike at `at` starts, at the level the strike brought the player to. */
export function cooldownAt(level: number, at: Timestamp, kind: StrikeKind, rules: ReliabilityRules): Cooldown {
  const ms = rules.levelsMs[Math.min(level, rules.levelsMs.length) - 1] ?? 0;
  return { level, until: at + ms, kind };
}

const WHY: Record<StrikeKind, string> = {
  missedReadyUp: 'You missed a ready-up',
  noShow: 'You did not join your pug’s server in time',
  leftMatch: 'You left a live match',
};

export const STRIKE_LABELS: Record<StrikeKind, string> = {
  missedReadyUp: 'Missed ready-up',
  noShow: 'No-show on the server',
  leftMatch: 'Left a live match',
};

/** "2026-11-28 14:05 UTC": the same text from the api and every page. */
export function cooldownEndText(until: Timestamp): string {
  const iso = new Date(until).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The cooldown still running at `now`, or null. */
export function activeCooldown(cooldown: Cooldown | null | undefined, now: Timestamp): Cooldown | null {
  return cooldown && cooldown.until > now ? cooldown : null;
}

/** What the lobby and the profile call a running cooldown (the reason and end time follow it). */
export const COOLDOWN_TITLE = 'You are in a queue cooldown';

/** A player in cooldown cannot queue: 403 with why and until when (null when they may queue). */
export function cooldownRefusal(cooldown: Cooldown | null | undefined, now: Timestamp): DomainError | null {
  const active = activeCooldown(cooldown, now);
  if (!active) return null;
  return new DomainError('FORBIDDEN', `${WHY[active.kind]}: you can queue again at ${cooldownEndText(active.until)} (cooldown level ${active.level}).`);
}

/**
 * The seated players who left a live pug's server and stayed away `graceMs`: a strike each. Not a
 * player whose seat waits for a sub (they asked, or a vote or an admin opened it) nor one subbed
 * out (no longer seated), nor one who never joined (that is the join deadline's no-show).
 */
export function leftLiveMatch(pug: Pick<Pug, 'phase' | 'teams' | 'onServer'>, now: Timestamp, graceMs: number): SteamId[] {
  if (!isLivePhase(pug.phase)) return [];
  return (['blu', 'red'] as const).flatMap((team) =>
    Object.entries(pug.teams[team])
      .filter(([steamid, seat]) => {
        const seen = pug.onServer?.[steamid];
        return !seat.needsSub && seen?.state === 'left' && now - seen.at >= graceMs;
      })
      .map(([steamid]) => steamid),
  );
}

/**
 * Whether a missed ready-up is the player's fault: not when the site was the cause, that is when
 * the countdown was resumed after the api restarted during it, or when the player had no page of
 * the site open (no socket) as it ended.
 */
export function missedReadyUpIsStrike(round: { resumedAfterRestart: boolean; socketOpen: boolean }): boolean {
  return !round.resumedAfterRestart && round.socketOpen;
}
