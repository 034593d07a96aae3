import type { FeatureFactory } from './framework/feature.ts';

/**
 * The api's capabilities, in the order their middleware runs. Sign-in comes first: its session
 * reader sets `ctx.state.user` for every later guard.
 */
export const FEATURES: FeatureFactory[] = [];
