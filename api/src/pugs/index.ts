/**
 * Pugs: the live pug actors (PugService), their routes and the result feed the game-server
 * feature drives, offered to later features as `pugs` and `pugResults` (see results.ts).
 */
export { pugsFeature } from './feature.ts';
export type { PugResults } from './results.ts';
