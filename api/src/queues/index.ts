import { routes, type QueueConfig } from '@pug/domain';
import type { HotGets } from '../framework/hot-gets.ts';
import type { Mount } from '../framework/mount.ts';
import { getQueues } from './getQueues.ts';
import type { QueueStateSource } from './queue-state.ts';

export type { QueueStateSource } from './queue-state.ts';
export { queuesFeature } from './feature.ts';
/** The queue routes. */
export function queueRoutes(
  mount: Mount,
  deps: { queues: readonly QueueConfig[]; stateOf?: QueueStateSource; loadActsForViewer?: () => boolean },
  hot: HotGets,
): void {
  mount('queues', getQueues(deps.queues, deps.stateOf));
  // The answer is a function of the lobbies' wire states, each handed out as the same object
  // until it changes (getQueues.ts): those objects are the key of its replayed answer. It is the
  // same for every viewer; a signed-in request is replayed too unless loading the lobby does
  // something for its viewer now (a captain re-offered their pick, resend-pick.ts).
  hot.add(
    routes.queues.path,
    () => {
      const states: unknown[] = [];
      for (const config of deps.queues) {
        const state = deps.stateOf?.(config.name);
        if (state instanceof Promise) return undefined;
        states.push(state);
      }
      return states;
    },
    { anyViewer: () => !deps.loadActsForViewer?.() },
  );
}
