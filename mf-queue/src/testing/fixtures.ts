/**
 * Lobby states for tests, made by the real domain lobby machine (so the wire shapes are the
 * server's own): `lobbyAt(config, players, steps)` runs JOIN/READY/... and returns the wire view.
 */
import { createActor } from 'xstate';
import {
  legalPicks,
  MAP_VOTE_S,
  playersPerPug,
  queueableRoles,
  queueLobbyMachine,
  toQueueWire,
  type LobbyContext,
  type LobbyEvent,
  type Pug,
  type QueueConfig,
  type QueuesResponse,
  type Role,
  type SteamId,
  type Timestamp,
  type YourPickPayload,
} from '@pug/domain';
import { SIXES, SIXES_ROLES, sid } from '@pug/domain/testing';

export { HL as HIGHLANDER, PL as PROLANDER, SIXES, sid } from '@pug/domain/testing';

export const T0: Timestamp = Date.UTC(2025, 0, 1, 20, 0, 0);
const MAPS = ['cp_process_final', 'cp_gullywash_f9', 'cp_snakewater_final1', 'koth_product_final', 'cp_sunshine'];

export type QueueView = QueuesResponse[number];

/** Runs the domain's lobby machine through `events`: its context and the queue as GET /api/queues shows it. */
export function runLobby(config: QueueConfig, events: LobbyEvent[], now: Timestamp = T0): { context: LobbyContext; view: QueueView } {
  const actor = createActor(queueLobbyMachine, { input: { config, mapPool: MAPS, seed: 7, now: T0 } }).start();
  for (const ev of events) actor.send(ev);
  const context = actor.getSnapshot().context;
  actor.stop();
  return { context, view: { ...config, playersNeeded: playersPerPug(config), state: toQueueWire(context, now) } };
}

export function lobbyAt(config: QueueConfig, events: LobbyEvent[], now: Timestamp = T0): QueueView {
  return runLobby(config, events, now).view;
}

/** JOIN events that fill every seat of a queue: player n (1-based) per seat, elo 1500 + n. */
export function fillEvents(config: QueueConfig, { from = 1, count = playersPerPug(config), captains = [] as number[] } = {}): LobbyEvent[] {
  const roles: Role[] = [];
  for (const slot of config.roles) {
    const classes: Role[] = slot.role === 'flex' ? [...(slot.classes ?? [])] : [slot.role];
    for (let i = 0; i < slot.perTeam * 2; i++) roles.push(classes[i % classes.length]!);
  }
  if (!roles.every((r) => queueableRoles(config).includes(r))) throw new Error('fixture roles out of sync');
  return roles.slice(0, count).map((role, i) => ({
    type: 'JOIN' as const,
    steamid: sid(from + i),
    role,
    now: T0 + i,
    elo: 1500 + from + i,
    shouldCaptain: captains.includes(from + i),
  }));
}

/** READY events for the listed players. */
export const readyEvents = (ids: SteamId[], now: Timestamp = T0 + 1000): LobbyEvent[] =>
  ids.map((steamid) => ({ type: 'READY' as const, steamid, isReady: true, now }));

/** A running pug between players 1..2n (odd on BLU, even on RED). */
export function pugFixture(over: Partial<Pug> = {}, perTeam = 6): Pug {
  const team = (offset: number) =>
    Object.fromEntries(
      Array.from({ length: perTeam }, (_, i) => [
        sid(2 * i + offset),
        { role: SIXES_ROLES[i % SIXES_ROLES.length]!, needsSub: false, subVotes: [], elo: 1500 },
      ]),
    );
  return {
    _id: 'pug-1',
    queueName: 'sixes',
    phase: 'Playing',
    startAt: T0,
    endAt: null,
    gameStartAt: T0 + 60_000,
    teams: { blu: team(1), red: team(2) },
    subbedPlayers: [],
    shorthand: '6S',
    map: 'cp_process_final',
    data: { logId: null, score: [2, 1] },
    countdownInfo: null,
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    ...over,
  };
}

/**
 * A sixes captains' draft made by the domain machine: players 11 and 12 (the medics) captain,
 * after `picks`; with the yourPick offer the captain whose turn it is would get.
 */
export function draftFixture(picks: [captain: number, player: number][] = []) {
  const players = Array.from({ length: 12 }, (_, i) => sid(i + 1));
  const start = T0 + 1000 + MAP_VOTE_S * 1000 + 1;
  const { context, view } = runLobby(SIXES, [
    ...fillEvents(SIXES, { captains: [11, 12] }),
    ...readyEvents(players, T0 + 1000),
    { type: 'DEADLINE', now: start },
    ...picks.map(([captain, player], i) => ({ type: 'PICK' as const, captain: sid(captain), steamid: sid(player), now: start + i })),
  ]);
  const draft = context.draft;
  if (!draft || !view.state.draft) throw new Error('the fixture lobby did not reach the draft');
  const team = view.state.draft.turn;
  const offer: YourPickPayload = {
    queueName: 'sixes',
    captain: draft.captains[team],
    team,
    options: legalPicks(draft).map((s) => ({ steamid: s.steamid, role: s.role })),
    countdownInfo: { secondsRemaining: 30, deadline: view.state.draft.pickDeadline },
  };
  return { state: view.state, offer, draft, players, start };
}
