/**
 * Medic credit and immunity (docs/product.md "Rules", domain players/medicCredit.ts): spent as a
 * pug starts, given as it completes (credit.ts), on one line so a pug's start is dealt with before
 * its end. The queues read it at the add (queues/join.ts); the player sees it in their self user
 * (players/self-user.ts), admins on the player page (moderation/getAdminPlayer.ts).
 */
import type { FeatureFactory } from '../framework/feature.ts';
import { grantMedicCredit, spendMedicCredit } from './credit.ts';

export const medicsFeature: FeatureFactory = (ctx) => ({
  name: 'medics',
  subscriptions: {
    'pug/started': { 'medics/credit': ({ pug }) => spendMedicCredit(ctx, pug) },
    'pug/completed': { 'medics/credit': ({ pug }) => grantMedicCredit(ctx, pug) },
  },
});
