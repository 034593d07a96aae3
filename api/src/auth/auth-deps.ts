/** What the sign-in routes share. */
import type { Collections } from '../db/index.ts';
import type { EventBus } from '../framework/events.ts';
import type { FeatureConfig } from '../framework/feature.ts';
import type { Logger } from '../framework/logger.ts';
import type { Realtime } from '../framework/sockets.ts';
import type { SessionSockets } from './session-sockets.ts';

export interface AuthDeps {
  config: FeatureConfig;
  collections: Collections;
  realtime: Realtime;
  logger: Logger;
  now: () => number;
  /** Where providers send the player back: configured (or the listening address in development), never the request's Host. */
  publicOrigin: () => string;
  /** Ending a session disconnects its sockets. */
  sessionSockets: SessionSockets;
  /** Ending a session drops it from every process's session cache (resolves once the others were told). */
  forgetSession(id: string): Promise<void>;
  /** `user/changed` when a sign-in changed the stored user (alias, avatar); `user/signedIn` after every sign-in. */
  events: EventBus;
}
