import { authFeature } from './auth/index.ts';
import { pugsFeature } from './pugs/index.ts';
import { queuesFeature } from './queues/index.ts';
import { gameServersFeature } from './servers/index.ts';
import type { FeatureFactory } from './framework/feature.ts';

/**
 * The api's capabilities, in the order their middleware runs. Sign-in comes first: its session
 * reader sets `ctx.state.user` for every later guard.
 */
export const FEATURES: FeatureFactory[] = [authFeature, queuesFeature, pugsFeature, gameServersFeature];
