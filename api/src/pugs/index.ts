/**
 * Pugs: the live pug actors (PugService), their routes and the result feed the game-server
 * feature drives, offered to later features as `pugs` and `pugResults` (see results.ts).
 */
export { pugsFeature, type PugsFeature } from './feature.ts';
export type { CredentialsProvider, PugCredentials, PugEndedListener, PugOutcome, PugResults, PugStartingListener, SubAcceptedListener } from './results.ts';
export type { PugService } from './pug-service.ts';
export { toPugWire } from './pug-doc.ts';
