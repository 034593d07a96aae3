/**
 * GET /api/admin/players/{id}/ratings (admin): each class of each format the player has an elo or a
 * change in, with pugs played, whether still provisional (domain elo/elo.ts `isProvisional`) and
 * its changes newest first, each with the pug behind it or the admin and reason of an adjustment
 * (contracts/ratings.ts). An unknown player is 404.
 */
import {
  ELO_FORMATS,
  ELO_ROLES_BY_FORMAT,
  isProvisional,
  knownElo,
  RATING_HISTORY_LIMIT,
  startingElo,
  steamIdSchema,
  type AdminRatingsResponse,
  type RatingChange,
  type RatingClass,
} from '@pug/domain';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { Collections, EloHistoryDoc } from '../db/index.ts';
import { notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { aliasesOf } from './views.ts';

const params = z.object({ id: steamIdSchema });

export function getAdminRatings(deps: { collections: Collections }): Middleware {
  return async (ctx) => {
    const { id } = parseParams(ctx, params);
    const { collections } = deps;
    const user = await collections.users.findOne({ _id: id });
    if (!user) throw notFound(`No player ${id}`);
    const classCount = ELO_FORMATS.reduce((n, f) => n + ELO_ROLES_BY_FORMAT[f].length, 0);
    const docs = await collections.eloHistory
      .find({ steamid: id })
      .sort({ at: -1 })
      .limit(classCount * RATING_HISTORY_LIMIT)
      .toArray();
    const pugIds = [...new Set(docs.flatMap((d) => (d.pugId ? [d.pugId] : [])))];
    const numbers = new Map(
      pugIds.length === 0
        ? []
        : (await collections.pugs.find({ _id: { $in: pugIds } }, { projection: { number: 1 } }).toArray()).map((p) => [p._id, p.number] as const),
    );
    const admins = await aliasesOf(
      collections,
      docs.flatMap((d) => (d.by ? [d.by] : [])),
    );
    const change = (d: EloHistoryDoc): RatingChange => {
      const number = d.pugId ? numbers.get(d.pugId) : undefined;
      const byAlias = d.by ? admins.get(d.by)?.alias : undefined;
      return {
        _id: d._id,
        at: d.at,
        reason: d.reason,
        from: d.from,
        to: d.to,
        delta: d.delta,
        pugId: d.pugId,
        ...(number !== undefined ? { pugNumber: number } : {}),
        ...(d.by ? { by: d.by } : {}),
        ...(byAlias ? { byAlias } : {}),
        ...(d.note ? { note: d.note } : {}),
      };
    };
    const classes: RatingClass[] = [];
    for (const format of ELO_FORMATS) {
      for (const role of ELO_ROLES_BY_FORMAT[format]) {
        const history = docs.filter((d) => d.format === format && d.role === role).slice(0, RATING_HISTORY_LIMIT);
        const elo = knownElo(user, format, role) ?? null;
        if (elo === null && history.length === 0) continue;
        const pugsPlayed = user.pugCounts?.[format]?.[role] ?? 0;
        classes.push({ format, role, elo, pugsPlayed, provisional: isProvisional(pugsPlayed), history: history.map(change) });
      }
    }
    const body: AdminRatingsResponse = { startingElo: startingElo((user.playerHistory?.data ?? []).map((s) => s.divisionName)), classes };
    ctx.body = body;
  };
}
