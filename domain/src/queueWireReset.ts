import type { Queue } from './entities.ts';
import type { QueueConfig } from './formats.ts';

/** The wire state (spec §3 "Queue") of a lobby nobody has joined. */
export function idleQueueWire(config: QueueConfig): Queue {
  return withRoundCleared({
    name: config.name,
    format: config.format,
    region: config.region,
    phase: 'Waiting For Players',
    roles: config.roles.map(({ role, perTeam, classes }) => (classes ? { role, perTeam, classes: [...classes] } : { role, perTeam })),
    playersByRole: Object.fromEntries(config.roles.map((slot) => [slot.role, []])),
    _queuePlayers: {},
    prereadies: [],
    addedCaptains: [],
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    countdownInfo: null,
    mapCandidates: [],
    mapVotes: {},
    draft: null,
  });
}

/** The lobby back to waiting: no round in progress (no ready-up, map vote or draft); queued players stay. */
export function withRoundCleared(queue: Queue): Queue {
  return {
    ...queue,
    phase: 'Waiting For Players',
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    countdownInfo: null,
    mapCandidates: [],
    mapVotes: {},
    draft: null,
  };
}
