/**
 * GET /api/profile/:id/pugs?page= — the player's pugs, newest first, a page at a time (the pugs'
 * `by_player` index), each with how it went for them and its elo change (the pug's `eloChanges`).
 */
import {
  PLAYER_PUGS_PAGE_SIZE,
  playerPugsQuerySchema,
  steamIdParamsSchema,
  winnerFromScore,
  type PlayerPugRow,
  type PlayerPugsResponse,
  type TeamName,
} from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections, PugDoc } from '../db/index.ts';
import { parseParams, parseWith } from '../framework/validate.ts';

function playerPugRow(doc: PugDoc, steamid: string): PlayerPugRow {
  const team: TeamName | null = steamid in doc.teams.blu ? 'blu' : steamid in doc.teams.red ? 'red' : null;
  const seat = team ? doc.teams[team][steamid] : undefined;
  const subbed = doc.subbedPlayers.find((s) => s.steamid === steamid);
  const change = doc.eloChanges?.[steamid];
  const score = doc.data.score ?? null;
  const winner = doc.aborted ? null : winnerFromScore(score);
  const side = team ?? subbed?.team ?? null;
  return {
    _id: doc._id,
    ...(doc.number ? { number: doc.number } : {}),
    queueName: doc.queueName,
    shorthand: doc.shorthand,
    map: doc.map,
    startAt: doc.startAt,
    score,
    team: side,
    role: seat?.role ?? subbed?.role ?? null,
    result: !winner || !team ? null : winner === 'draw' ? 'draw' : winner === team ? 'win' : 'loss',
    eloBefore: change?.from ?? seat?.elo ?? null,
    eloDelta: change?.delta ?? null,
    subbedOut: !team && !!subbed,
  };
}

export function getPlayerPugs(collections: Collections): Middleware {
  return async (ctx) => {
    const { id } = parseParams(ctx, steamIdParamsSchema);
    const { page } = parseWith(playerPugsQuerySchema, ctx.query, 'query');
    const filter = { players: id, phase: 'Complete' as const };
    const [docs, total] = await Promise.all([
      collections.pugs
        .find(filter, {
          sort: { startAt: -1 },
          skip: (page - 1) * PLAYER_PUGS_PAGE_SIZE,
          limit: PLAYER_PUGS_PAGE_SIZE,
          projection: { snapshot: 0, matchLog: 0 },
        })
        .toArray(),
      collections.pugs.countDocuments(filter),
    ]);
    const body: PlayerPugsResponse = { pugs: docs.map((d) => playerPugRow(d, id)), page, pageSize: PLAYER_PUGS_PAGE_SIZE, total };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
