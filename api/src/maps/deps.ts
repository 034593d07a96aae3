import type { Format } from '@pug/domain';
import type { Collections } from '../db/index.ts';

/** Who wants to hear that the pools of some formats changed (the queue lobbies, built later). */
export interface MapPoolChanged {
  subscribe(listener: (formats: readonly Format[]) => Promise<void>): void;
  notify(formats: readonly Format[]): Promise<void>;
}

export function mapPoolListeners(onError: (err: unknown) => void): MapPoolChanged {
  const listeners: Array<(formats: readonly Format[]) => Promise<void>> = [];
  return {
    subscribe: (listener) => void listeners.push(listener),
    notify: async (formats) => {
      for (const listener of listeners) await listener(formats).catch(onError);
    },
  };
}

export interface MapsDeps {
  collections: Collections;
  now: () => number;
  mapPoolChanged: MapPoolChanged;
}
