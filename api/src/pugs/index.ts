/**
 * Pugs: the live pug actors (PugService), their routes and the result feed the game-server
 * feature drives; features.ts hands both to the queues and the game servers (see results.ts).
 */
export { pugsFeature } from './feature.ts';
export type { PugResults } from './results.ts';
