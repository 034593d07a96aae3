/**
 * The public read-only api (/api/v1; domain contracts/publicApi.ts, docs/public-api.md): pugs,
 * players, the queues and the ladder for anyone, anonymous, CORS open for GET, rate-limited per
 * client address (PUBLIC_API_RATE_LIMIT), each answer passed through its response schema, so a
 * field it does not name is never sent; its OpenAPI document at /api/v1/openapi.json.
 */
import { routes } from '@pug/domain';
import type { Feature, FeatureContext } from '../framework/feature.ts';
import { getOpenApi } from './getOpenApi.ts';
import { getPublicLadder } from './getPublicLadder.ts';
import { getPublicPlayer } from './getPublicPlayer.ts';
import { getPublicPug } from './getPublicPug.ts';
import { getPublicPugs } from './getPublicPugs.ts';
import { getPublicQueues, type QueueStateOf } from './getPublicQueues.ts';
import { publicOnly } from './public-only.ts';

export function publicApiFeature(ctx: FeatureContext, services: { queueState: QueueStateOf | undefined }): Feature {
  const { collections, config } = ctx;
  return {
    name: 'public-api',
    middleware: [publicOnly(config.publicApiRateLimit, ctx.now)],
    routes(router) {
      router.get(routes.publicPugs.path, getPublicPugs(collections));
      router.get(routes.publicPug.path, getPublicPug(collections));
      router.get(routes.publicPlayer.path, getPublicPlayer(collections));
      router.get(routes.publicQueues.path, getPublicQueues(config.queues, services.queueState));
      router.get(routes.publicLadder.path, getPublicLadder(collections));
      router.get(routes.publicOpenApi.path, getOpenApi(ctx.publicOrigin));
    },
  };
}
