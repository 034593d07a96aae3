/**
 * Subs (docs/product.md "Rules"): POST /api/voteSub/{id} {playerId}: a pug participant votes that a
 * player needs a sub (3 votes set needsSub; not when banned: 403 with the reason). POST /api/acceptSub/{id} {playerId}: the signed-in
 * player takes that seat (first eligible wins; not when banned or seated in another live pug).
 */
import { acceptSubRefusal, idParamsSchema } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import { sessionUser } from '../auth/guards.ts';
import { parseParams } from '../framework/validate.ts';
import { assertNotBanned, isBanned, livePugOf } from '../players/standing.ts';
import type { PugService } from './pug-service.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postVoteSub(pugs: PugService, deps: { collections: Collections; now: () => number }): BodyHandler<'voteSub'> {
  return async (ctx, { playerId }) => {
    const user = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    await assertNotBanned(deps.collections, user.steamid, deps.now());
    ctx.body = await pugs.send(id, () => ({ type: 'VOTE_SUB', voter: user.steamid, target: playerId }));
  };
}

export function postAcceptSub(pugs: PugService, deps: { collections: Collections; now: () => number }): BodyHandler<'acceptSub'> {
  return async (ctx, { playerId }) => {
    const user = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const doc = await pugs.get(id);
    const isBannedNow = await isBanned(deps.collections, user.steamid, deps.now());
    const inAnotherPug = (await livePugOf(deps.collections, user.steamid, id)) !== null;
    const candidate = { steamid: user.steamid, isBanned: isBannedNow, inAnotherPug };
    // The domain's rule first, as the page's "Sub in" reads it: a pug that ended (completed, ended by
    // an admin, cancelled) keeps its seats' needsSub, but none can be taken (409). The machine checks again.
    const refusal = acceptSubRefusal(doc, playerId, candidate);
    if (refusal) throw refusal;
    ctx.body = await pugs.send(id, (now) => ({ type: 'ACCEPT_SUB', playerId, candidate, now }));
  };
}
