/** GET /api/admin/players/{id} (admin): one player, their whole discipline history and the reports about them, newest first. */
import { medicStandingOf, steamIdSchema, type AdminPlayerResponse, type ReliabilityRules } from '@pug/domain';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { Collections } from '../db/index.ts';
import { notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { adminReliability } from '../reliability/strikes.ts';
import { adminDiscipline, adminPlayerRow, adminReports, aliasesOf } from './views.ts';

const REPORTS_SHOWN = 100;
const params = z.object({ id: steamIdSchema });

export function getAdminPlayer(deps: {
  collections: Collections;
  adminSteamids: readonly string[];
  now: () => number;
  reliability: ReliabilityRules;
}): Middleware {
  return async (ctx) => {
    const { id } = parseParams(ctx, params);
    const { collections } = deps;
    const user = await collections.users.findOne({ _id: id });
    if (!user) throw notFound(`No player ${id}`);
    const [history, reports] = await Promise.all([
      collections.discipline.find({ userId: id }).sort({ date: -1 }).toArray(),
      collections.reports.find({ player: id }).sort({ createdAt: -1 }).limit(REPORTS_SHOWN).toArray(),
    ]);
    const issuers = await aliasesOf(
      collections,
      history.flatMap((d) => (d.issuedBy ? [d.issuedBy] : [])),
    );
    const body: AdminPlayerResponse = {
      player: {
        ...adminPlayerRow(user, history, deps.adminSteamids, deps.now()),
        createdAt: user.createdAt,
        ...(user.lastSeenAt ? { lastSeenAt: user.lastSeenAt } : {}),
      },
      disciplineHistory: history.map((d) => adminDiscipline(d, issuers)),
      reports: await adminReports(collections, reports),
      ...(user.reliability ? { reliability: await adminReliability(collections, id, user.reliability, deps.now(), deps.reliability) } : {}),
      ...(user.medicCredit ? { medic: medicStandingOf(user.medicCredit) } : {}),
    };
    ctx.body = body;
  };
}
