/**
 * The public read-only api (/api/v1; domain contracts/publicApi.ts, docs/public-api.md): pugs,
 * players, the queues and the ladder for anyone, anonymous, CORS open for GET, rate-limited per
 * client address (PUBLIC_API_RATE_LIMIT), each answer passed through its response schema, so a
 * field it does not name is never sent; its OpenAPI document at /api/v1/openapi.json.
 */
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
    routes(mount) {
      mount('publicPugs', getPublicPugs(collections));
      mount('publicPug', getPublicPug(collections));
      mount('publicPlayer', getPublicPlayer(collections));
      mount('publicQueues', getPublicQueues(config.queues, services.queueState));
      mount('publicLadder', getPublicLadder(collections));
      mount('publicOpenApi', getOpenApi(ctx.publicOrigin));
    },
  };
}
