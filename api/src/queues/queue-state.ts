import { playersPerPug, type Queue, type QueueConfig, type QueuesResponse } from '@pug/domain';

/** GET /api/queues item: the queue's configuration, players a pug needs, and its live lobby state. */
export type QueueView = QueuesResponse[number];

/** Where live lobby state comes from; absent (or answering undefined) means an idle lobby. */
export type QueueStateSource = (queueName: string) => Promise<Queue | undefined> | Queue | undefined;

/** The wire state (spec §3 "Queue") of a lobby nobody has joined. */
export function emptyQueueState(config: QueueConfig): Queue {
  return {
    name: config.name,
    format: config.format,
    region: config.region,
    phase: 'Waiting For Players',
    roles: config.roles.map(({ role, perTeam, classes }) =>
      classes ? { role, perTeam, classes: [...classes] } : { role, perTeam },
    ),
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
  };
}

export function describeQueue(config: QueueConfig, state: Queue | undefined): QueueView {
  return { ...config, playersNeeded: playersPerPug(config), state: state ?? emptyQueueState(config) };
}
