/**
 * The lobby as this browser knows it, as data: what a (re)load brings and how each server event
 * changes it (pure functions). lobbyClientMachine.ts runs them as an XState machine; lobbyClient.ts
 * runs the same functions until that machine has loaded (it is not on the lobby's first paint).
 */
import type {
  CountdownInfo,
  PickForYouPayload,
  Pug,
  Queue,
  QueuesResponse,
  ServerToClientEvents,
  SteamId,
  Timestamp,
  User,
  YourPickPayload,
} from '@pug/domain';
import {
  applyCaptains,
  applyCountdown,
  applyPartialInfo,
  applyPicked,
  applyPlayerQueued,
  applyPlayerReady,
  applyPugStarted,
  applyReadyUp,
  applyVoteForMap,
  clearLobby,
} from './queueEvents.ts';

/** What a (re)load brings: every queue with its state, the live pugs, and when it arrived (local ms). */
export interface LobbySnapshot {
  queues: QueuesResponse;
  livePugs: Pug[];
  at: Timestamp;
}

/** The server events the lobby follows. */
export const LOBBY_SERVER_EVENTS = [
  'partialInfo',
  'deleteLobby',
  'playerQueued',
  'playerReady',
  'countdownInfo',
  'captains',
  'readyUp!',
  'voteForMap!',
  'yourPick',
  'pickForYou',
  'pickedBlu!',
  'pickedRed!',
  'pugStarted',
  'pugUpdate',
  'pugDestroy',
  'userUpdate',
] as const satisfies readonly (keyof ServerToClientEvents)[];
type LobbyServerEventName = (typeof LOBBY_SERVER_EVENTS)[number];

/** A server event as the machine receives it: its payload and the local time it arrived. */
export type ServerEvent = {
  [K in LobbyServerEventName]: { type: K; payload: Parameters<ServerToClientEvents[K]>[0]; at: Timestamp };
}[LobbyServerEventName];

export type LobbyClientEvent =
  | ServerEvent
  | { type: 'RECONNECTED' }
  | { type: 'RETRY' }
  | { type: 'USERS'; users: Record<SteamId, Partial<User>> }
  | { type: 'VIEW_PUG'; pugId: string | null };

export interface LobbyClientContext {
  queues: QueuesResponse;
  users: Record<SteamId, Partial<User>>;
  /** Pugs this page has seen start or change, by _id (the current pugs list). */
  pugs: Record<string, Pug>;
  /** The pug shown in the team view (spec §4: the first of `pugStarted`). */
  viewedPugId: string | null;
  /** The pick offered to this user as captain, while it is their turn. */
  myPick: YourPickPayload | null;
  /** The last pick the server made for a captain whose time ran out. */
  lastAutoPick: PickForYouPayload | null;
  /** Estimated server time minus local time, in ms. */
  clockOffset: number;
  error: string | null;
}

/** Server time minus local time, estimated from a countdown received at local time `at`. */
export function estimateClockOffset(info: CountdownInfo | null | undefined, at: Timestamp): number | null {
  if (!info || info.secondsRemaining <= 0) return null;
  // secondsRemaining is rounded down: the server's "now" lies in the second before deadline - s.
  const serverNow = info.deadline - info.secondsRemaining * 1000 - 500;
  return serverNow - at;
}

function mapQueue(queues: QueuesResponse, name: string, change: (q: Queue) => Queue): QueuesResponse {
  return queues.map((q) => (q.name === name ? { ...q, state: change(q.state) } : q));
}

function offsetFrom(ctx: LobbyClientContext, info: CountdownInfo | null | undefined, at: Timestamp): number {
  return estimateClockOffset(info, at) ?? ctx.clockOffset;
}

function pugPlayers(pug: Pug): SteamId[] {
  return [...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red)];
}

/** The context after one server event. */
function applyServerEvent(ctx: LobbyClientContext, ev: ServerEvent): Partial<LobbyClientContext> {
  switch (ev.type) {
    case 'partialInfo': {
      const { name, ...rest } = ev.payload;
      return { queues: mapQueue(ctx.queues, name, (q) => applyPartialInfo(q, rest)), clockOffset: offsetFrom(ctx, rest.countdownInfo, ev.at) };
    }
    case 'deleteLobby':
      return { queues: mapQueue(ctx.queues, ev.payload.queueName, clearLobby), myPick: null };
    case 'playerQueued': {
      const { userInfo } = ev.payload;
      return {
        queues: mapQueue(ctx.queues, ev.payload.queueName, (q) => applyPlayerQueued(q, ev.payload)),
        users: userInfo ? { ...ctx.users, [userInfo.steamid]: { ...ctx.users[userInfo.steamid], ...userInfo } } : ctx.users,
      };
    }
    case 'playerReady':
      return { queues: mapQueue(ctx.queues, ev.payload.queueName, (q) => applyPlayerReady(q, ev.payload)) };
    case 'countdownInfo':
      return { queues: mapQueue(ctx.queues, ev.payload.queueName, (q) => applyCountdown(q, ev.payload)), clockOffset: offsetFrom(ctx, ev.payload, ev.at) };
    case 'captains':
      return { queues: mapQueue(ctx.queues, ev.payload.queueName, (q) => applyCaptains(q, ev.payload)) };
    case 'readyUp!':
      return {
        queues: mapQueue(ctx.queues, ev.payload.queueName, (q) => applyReadyUp(q, ev.payload)),
        clockOffset: offsetFrom(ctx, ev.payload.countdownInfo, ev.at),
        myPick: null,
      };
    case 'voteForMap!':
      return {
        queues: mapQueue(ctx.queues, ev.payload.queueName, (q) => applyVoteForMap(q, ev.payload)),
        clockOffset: offsetFrom(ctx, ev.payload.countdownInfo, ev.at),
      };
    case 'yourPick':
      return { myPick: ev.payload, clockOffset: offsetFrom(ctx, ev.payload.countdownInfo, ev.at) };
    case 'pickForYou':
    case 'pickedBlu!':
    case 'pickedRed!': {
      const team = ev.type === 'pickedBlu!' ? 'blu' : ev.type === 'pickedRed!' ? 'red' : ev.payload.team;
      const p = ev.payload;
      const pickDone = ctx.myPick !== null && ctx.myPick.queueName === p.queueName && ctx.myPick.captain === p.captain;
      return {
        queues: mapQueue(ctx.queues, p.queueName, (q) => applyPicked(q, team, p)),
        myPick: pickDone ? null : ctx.myPick,
        ...(ev.type === 'pickForYou' ? { lastAutoPick: ev.payload } : {}),
      };
    }
    case 'pugStarted': {
      const pugs = { ...ctx.pugs };
      let queues = ctx.queues;
      for (const pug of ev.payload) {
        pugs[pug._id] = pug;
        queues = mapQueue(queues, pug.queueName, (q) => applyPugStarted(q, pugPlayers(pug)));
      }
      return { pugs, queues, viewedPugId: ev.payload[0]?._id ?? ctx.viewedPugId, myPick: null };
    }
    case 'pugUpdate':
      return { pugs: { ...ctx.pugs, [ev.payload._id]: ev.payload } };
    case 'pugDestroy': {
      const { [ev.payload._id]: _gone, ...pugs } = ctx.pugs;
      return { pugs, viewedPugId: ctx.viewedPugId === ev.payload._id ? null : ctx.viewedPugId };
    }
    case 'userUpdate': {
      const user = ev.payload;
      return { users: { ...ctx.users, [user.steamid]: { ...ctx.users[user.steamid], ...user } } };
    }
  }
}

export function fromSnapshot(ctx: LobbyClientContext, snap: LobbySnapshot): Partial<LobbyClientContext> {
  let clockOffset = ctx.clockOffset;
  for (const q of snap.queues) clockOffset = estimateClockOffset(q.state.countdownInfo, snap.at) ?? clockOffset;
  const pugs: Record<string, Pug> = {};
  for (const pug of snap.livePugs) pugs[pug._id] = pug;
  const stillLive = ctx.viewedPugId !== null && ctx.viewedPugId in pugs;
  // An offer survives a reload only while the loaded draft still waits on that captain (the api
  // resends it on reconnect, possibly before this load finished).
  const offered = ctx.myPick && snap.queues.find((q) => q.name === ctx.myPick!.queueName)?.state.draft;
  const myPick = offered && offered.captains[offered.turn] === ctx.myPick!.captain ? ctx.myPick : null;
  return {
    queues: snap.queues,
    pugs,
    clockOffset,
    error: null,
    myPick,
    viewedPugId: stillLive ? ctx.viewedPugId : (snap.livePugs[0]?._id ?? null),
  };
}

export const initialContext: LobbyClientContext = {
  queues: [],
  users: {},
  pugs: {},
  viewedPugId: null,
  myPick: null,
  lastAutoPick: null,
  clockOffset: 0,
  error: null,
};

/** The context after one of the events that change only the data (server events, USERS, VIEW_PUG). */
export function applyDataEvent(ctx: LobbyClientContext, event: Exclude<LobbyClientEvent, { type: 'RECONNECTED' | 'RETRY' }>): Partial<LobbyClientContext> {
  switch (event.type) {
    case 'USERS':
      return { users: { ...ctx.users, ...event.users } };
    case 'VIEW_PUG':
      return { viewedPugId: event.pugId };
    default:
      return applyServerEvent(ctx, event);
  }
}

/** The message a failed load leaves in the context. */
export function loadError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
