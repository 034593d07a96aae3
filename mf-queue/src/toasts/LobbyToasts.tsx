import type { QueuesResponse, SteamId } from '@pug/domain';
import { usePickForYouToast } from './usePickForYouToast.ts';
import { useReadyUpMissedToast } from './useReadyUpMissedToast.ts';

export interface LobbyToastsProps {
  viewer: SteamId | null;
  queues: () => QueuesResponse;
  aliasOf: (steamid: SteamId) => string;
}

/** The lobby's toasts (pickForYou, readyUpMissed): they answer socket events, which only come after the lobby is interactive. */
export default function LobbyToasts({ viewer, queues, aliasOf }: LobbyToastsProps): null {
  usePickForYouToast(aliasOf);
  useReadyUpMissedToast(viewer, queues, aliasOf);
  return null;
}
