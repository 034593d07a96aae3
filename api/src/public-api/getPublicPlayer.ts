/**
 * GET /api/v1/players/{steamid}: a player's alias, avatar, elo per format and class (as the ladder
 * shows it) and wins and losses. An admin's test dummy is not a player here (404), as on the ladder.
 */
import { ELO_FORMATS, ROLES, publicPlayerParamsSchema, publicPlayerSchema, type PublicPlayer } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';
import { notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';

/** Only the formats and classes the site knows (a stray stored key is left out, never a 500). */
function perClass<T, U>(stored: Partial<Record<string, Partial<Record<string, T>>>> | undefined, map: (value: T) => U | undefined) {
  const out: Partial<Record<string, Partial<Record<string, U>>>> = {};
  for (const format of ELO_FORMATS) {
    const roles = stored?.[format];
    if (!roles) continue;
    const kept = Object.fromEntries(
      ROLES.flatMap((role) => (roles[role] === undefined ? [] : [[role, map(roles[role])] as const])).filter(([, v]) => v !== undefined),
    );
    if (Object.keys(kept).length > 0) out[format] = kept;
  }
  return out;
}

export function getPublicPlayer(collections: Collections): Middleware {
  return async (ctx) => {
    const { steamid } = parseParams(ctx, publicPlayerParamsSchema);
    const user = await collections.users.findOne(
      { _id: steamid, $or: [{ isDummy: { $ne: true } }, { isDemo: true }] },
      { projection: { _id: 0, steamid: 1, alias: 1, avatar: 1, elos: 1, rankings: 1 } },
    );
    if (!user) throw notFound('No such player');
    const body: PublicPlayer = publicPlayerSchema.parse({
      steamid: user.steamid,
      alias: user.alias,
      ...(user.avatar ? { avatar: user.avatar } : {}),
      elos: perClass(user.elos, (elo) => (typeof elo === 'number' ? elo : undefined)),
      record: perClass(user.rankings, (stats) => ({ w: stats.w ?? 0, l: stats.l ?? 0 })),
    });
    ctx.body = body;
  };
}
