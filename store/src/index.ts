/**
 * @pug/store: a MongoDB-wire-compatible server on bson + mingo (README.md). The one entry other
 * packages import: start a store, and build the URI a driver connects to it with.
 */
export { startEmbeddedStore, type EmbeddedStore, type EmbeddedStoreOptions } from './server.ts';
export { connectionUri, createStoreCredential, type StoreCredential } from './auth.ts';
export type { StoreLogger } from './datadir.ts';
