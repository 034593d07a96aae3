/**
 * Pugs: the live pug actors (PugService) and their routes; features.ts hands the service to the
 * queues (they create pugs). The game servers move pugs through `match/*` and `server/*` events only.
 */
export { pugsFeature } from './feature.ts';
