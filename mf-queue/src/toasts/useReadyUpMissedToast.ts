import type { QueuesResponse, SteamId } from '@pug/domain';
import { useSocketEvent, useToast } from '@pug/platform';
import { formatLabel } from '../formatLabel.ts';
import { readyUpMissedToast } from './readyUpMissed.ts';

/** `readyUpMissed`: the removed player, and the players who keep their places, are told what happened. */
export function useReadyUpMissedToast(viewer: SteamId | null, queues: () => QueuesResponse, aliasOf: (s: SteamId) => string): void {
  const toast = useToast();
  useSocketEvent('readyUpMissed', (payload) => {
    const queue = queues().find((q) => q.name === payload.queueName);
    if (!queue) return;
    const message = readyUpMissedToast(payload, viewer, {
      queueLabel: formatLabel(queue),
      stillQueued: viewer !== null && viewer in queue.state._queuePlayers,
      aliasOf,
    });
    if (message) toast.show(message);
  });
}
