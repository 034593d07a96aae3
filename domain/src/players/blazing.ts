/**
 * Where a player's name blazes (docs/product.md "Constants"): the formats and classes of their win streaks long
 * enough for `isBlazing`. The api sends them with the player's public info (`User.blazing`) so a
 * lobby card or a pug's team shows the effect for the class played there, without the stats.
 */
import type { EloFormat, RoleStats, User } from '../entities.ts';
import { eloFormatOf } from '../elo/elo.ts';
import type { Format } from '../formats/formats.ts';
import { isBlazing } from './userRules.ts';

type Rankings = Partial<Record<EloFormat, Partial<Record<string, Pick<RoleStats, 'winStreak'> | undefined>>>>;

/** "sixes.medic" for each format and class the player's streak blazes in, sorted. */
export function blazingKeys(rankings: Rankings | undefined): string[] {
  const keys: string[] = [];
  for (const [format, roles] of Object.entries(rankings ?? {})) {
    for (const [role, stats] of Object.entries(roles ?? {})) if (stats && isBlazing(stats.winStreak)) keys.push(`${format}.${role}`);
  }
  return keys.sort();
}

/** Whether the player's name blazes on a card of `role` in a `format` pug or queue, for a viewer who may hide text effects. */
export function isBlazingAs(user: Pick<User, 'blazing'> | undefined, format: Format, role: string, hideTextEffects: boolean): boolean {
  return !hideTextEffects && (user?.blazing ?? []).includes(`${eloFormatOf(format)}.${role}`);
}
