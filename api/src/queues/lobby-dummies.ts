/** Dummy players (admin test players) ready up at once and vote for the first map offered. */
import type { LobbyEvent, SteamId, queueLobbyMachine } from '@pug/domain';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<typeof queueLobbyMachine>;

export function answerForDummies(
  snapshot: Snapshot,
  prev: Snapshot | undefined,
  isDummy: (steamid: SteamId) => boolean,
  send: (make: (now: number) => LobbyEvent) => void,
): void {
  const ctx = snapshot.context;
  if (snapshot.hasTag('readying')) {
    for (const steamid of ctx.undeclaredPlayers.filter((s) => isDummy(s) && !prev?.context.undeclaredPlayers.includes(s))) {
      send((now) => ({ type: 'READY', steamid, isReady: true, now }));
    }
  }
  if (snapshot.hasTag('mapVote') && ctx.mapCandidates.length > 0 && prev && !prev.hasTag('mapVote')) {
    for (const seat of ctx.selection ?? []) {
      if (!isDummy(seat.steamid)) continue;
      send((now) => ({ type: 'VOTE_MAP', steamid: seat.steamid, map: ctx.mapCandidates[0]!, now }));
    }
  }
}
