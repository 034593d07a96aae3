/**
 * Pugs: the live pug actors (PugService), their routes and the result feed the game-server
 * feature drives: `pugResultsFor(ctx)` (see results.ts for the contract).
 */
export { pugsFeature, type PugsFeature } from './feature.ts';
export { pugResultsFor, pugServiceFor } from './registry.ts';
export type { CredentialsProvider, PugCredentials, PugEndedListener, PugOutcome, PugResults, PugStartingListener, SubAcceptedListener } from './results.ts';
export type { PugService } from './pug-service.ts';
export { toPugWire } from './pug-doc.ts';
