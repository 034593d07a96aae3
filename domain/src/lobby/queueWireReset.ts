import type { Queue } from '../entities.ts';
import type { QueueConfig } from '../formats/formats.ts';

type RoundFields = Pick<
  Queue,
  'phase' | 'readiedPlayers' | 'unreadiedPlayers' | 'undeclaredPlayers' | 'countdownInfo' | 'mapCandidates' | 'mapVotes' | 'draft' | 'seats'
>;

/** No round in progress: no ready-up, map vote or draft. */
function noRound(): RoundFields {
  return {
    phase: 'Waiting For Players',
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    countdownInfo: null,
    mapCandidates: [],
    mapVotes: {},
    draft: null,
    seats: {},
  };
}

/** The wire state (docs/product.md "Entities" "Queue") of a lobby nobody has joined. */
export function idleQueueWire(config: QueueConfig): Queue {
  return {
    name: config.name,
    format: config.format,
    region: config.region,
    roles: config.roles.map(({ role, perTeam, classes }) => (classes ? { role, perTeam, classes: [...classes] } : { role, perTeam })),
    playersByRole: Object.fromEntries(config.roles.map((slot) => [slot.role, []])),
    _queuePlayers: {},
    prereadies: [],
    addedCaptains: [],
    friends: [],
    ...noRound(),
  };
}

/** The lobby back to waiting: no round in progress; queued players stay. */
export function withRoundCleared(queue: Queue): Queue {
  return { ...queue, ...noRound() };
}
