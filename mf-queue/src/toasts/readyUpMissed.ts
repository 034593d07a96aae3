import type { ReadyUpMissedPayload, SteamId, ToastVariant } from '@pug/domain';

export interface ReadyUpMissedToast {
  title: string;
  description: string;
  variant: ToastVariant;
}

const names = (ids: readonly SteamId[], aliasOf: (s: SteamId) => string) => {
  const all = ids.map(aliasOf);
  return all.length <= 3 ? all.join(', ') : `${all.slice(0, 3).join(', ')} and ${all.length - 3} more`;
};

/**
 * What a page says when a ready-up ended with players who were not ready (`readyUpMissed`): the
 * player removed is told why; a player who keeps their place is told who left and that the pug
 * waits for new players; anyone else is told nothing.
 */
export function readyUpMissedToast(
  payload: ReadyUpMissedPayload,
  viewer: SteamId | null,
  opts: { queueLabel: string; stillQueued: boolean; aliasOf: (s: SteamId) => string },
): ReadyUpMissedToast | null {
  if (!viewer) return null;
  if (payload.timedOut.includes(viewer)) {
    return {
      title: 'You were removed from the queue',
      description: `You did not ready up in time, so you left the ${opts.queueLabel} queue. Add a class to queue again.`,
      // A neutral notice: nothing is wrong and nothing waits on them (warnings are for what needs acting on).
      variant: 'info',
    };
  }
  if (payload.declined.includes(viewer)) {
    return { title: 'You left the queue', description: `You are no longer queued for ${opts.queueLabel}.`, variant: 'info' };
  }
  if (!opts.stillQueued) return null;
  const gone = [...payload.timedOut, ...payload.declined];
  const verb = gone.length === 1 ? 'was not ready and left' : 'were not ready and left';
  return {
    title: 'The pug is waiting for players',
    description: `${names(gone, opts.aliasOf)} ${verb} the queue. You keep your place; the ready-up starts again when the queue fills.`,
    variant: 'info',
  };
}
