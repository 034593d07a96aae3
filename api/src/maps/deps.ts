import type { Collections } from '../db/index.ts';
import type { EventBus } from '../framework/events.ts';

export interface MapsDeps {
  collections: Collections;
  now: () => number;
  /** `maps/poolChanged` after a pool change is stored. */
  events: EventBus;
}
