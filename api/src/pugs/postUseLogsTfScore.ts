/**
 * POST /api/pug/{id}/useLogsTfScore {score} (admin): a completed pug whose recorded score logs.tf
 * disagrees with (logs-tf-check.ts) takes logs.tf's score. `score` is logs.tf's score the admin saw;
 * the change is claimed with one conditional write (the check still disagrees, logs.tf's score and
 * the recorded one are still those), so a second click, another admin's or a stale page gets 409
 * and changes nothing. Then each player's elo change is computed again with the new score
 * (elo/correct-elo.ts), the action is audited, the players' pages get the pug (pugUpdate) and their
 * elo toast (eloChanges), and the admins' notices about it are withdrawn. Its balance report is
 * made again from the new score.
 */
import { balanceReportOf, idParamsSchema } from '@pug/domain';
import { pugTarget, recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { correctPugElo } from '../elo/correct-elo.ts';
import type { FeatureContext } from '../framework/feature.ts';
import { conflict } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { withdrawNotificationsForAll } from '../notifications/notify.ts';
import { toPugWire } from './pug-doc.ts';
import type { PugService } from './pug-service.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postUseLogsTfScore(
  pugs: PugService,
  ctx: Pick<FeatureContext, 'collections' | 'now' | 'realtime' | 'events' | 'config'>,
): BodyHandler<'useLogsTfScore'> {
  return async (koa, { score }) => {
    const admin = sessionUser(koa);
    const { id } = parseParams(koa, idParamsSchema);
    const doc = await pugs.get(id);
    const check = doc.reconciliation;
    const recorded = doc.data.score;
    if (doc.phase !== 'Complete' || !recorded || check?.state !== 'disagrees' || !check.logsTfScore) {
      throw conflict("This pug's score does not disagree with logs.tf's", 'NO_DISAGREEMENT');
    }
    const [lblu, lred] = check.logsTfScore;
    if (score[0] !== lblu || score[1] !== lred) throw conflict(`logs.tf's score is ${lblu}–${lred}: check it and try again`);
    const at = ctx.now();
    const claimed = await ctx.collections.pugs.findOneAndUpdate(
      {
        _id: doc._id,
        phase: 'Complete',
        'data.score': recorded,
        'reconciliation.state': 'disagrees',
        'reconciliation.logsTfScore': [lblu, lred],
        'reconciliation.corrected': { $exists: false },
      },
      {
        $set: {
          'data.score': [lblu, lred],
          'reconciliation.state': 'agrees',
          'reconciliation.corrected': { by: admin.steamid, ...(admin.alias ? { byAlias: admin.alias } : {}), at, from: [recorded[0], recorded[1]] },
        },
      },
      { returnDocument: 'after' },
    );
    if (!claimed) throw conflict("This pug's score does not disagree with logs.tf's", 'NO_DISAGREEMENT');
    const changes = await correctPugElo(ctx.collections, claimed, [recorded[0], recorded[1]], at);
    // The balance report follows the corrected score (domain pug/balanceReport.ts).
    const balance = balanceReportOf(claimed, ctx.config.blowoutMargins);
    if (balance) await ctx.collections.pugs.updateOne({ _id: doc._id }, { $set: { balance } });
    await recordAdminAction(ctx, admin, {
      action: 'useLogsTfScore',
      target: pugTarget(claimed),
      details: { from: `${recorded[0]}-${recorded[1]}`, to: `${lblu}-${lred}`, logId: claimed.data.logId ?? null, eloChanged: changes.length },
    });
    const pug = toPugWire((await ctx.collections.pugs.findOne({ _id: doc._id })) ?? claimed);
    ctx.realtime.toAll().emit('pugUpdate', pug);
    if (changes.length > 0) {
      ctx.realtime.toAll().emit('eloChanges', changes);
      await ctx.events.publish('elo/applied', { pugId: doc._id, changes });
    }
    await withdrawNotificationsForAll(ctx, `reconciliation:${doc._id}`);
    koa.body = pug;
  };
}
