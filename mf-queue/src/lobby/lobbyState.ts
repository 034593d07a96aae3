/**
 * The lobby as this browser knows it, as data: what a (re)load brings and how each server event
 * changes it (pure functions; a lobby's wire state changes by the domain's wireAppliers.ts), and
 * whether an event or a snapshot fits the lobby's version this copy is at.
 * lobbyClientMachine.ts runs them.
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
import { applyPugStarted, applyWireEvent, lobbyOf, type LobbyWireEvent } from '@pug/domain';

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
  /** The pug shown in the team view (docs/product.md "Rules": the first of `pugStarted`). */
  viewedPugId: string | null;
  /** The pick offered to this user as captain, while it is their turn. */
  myPick: YourPickPayload | null;
  /** The last pick the server made for a captain whose time ran out. */
  lastAutoPick: PickForYouPayload | null;
  /** Estimated server time minus local time, in ms. */
  clockOffset: number;
  error: string | null;
  /** By queue: the highest lobby version an event brought (applied or not). */
  seenVersions: Record<string, number>;
  /** By queue: the version of the last snapshot loaded (its own events are already in it). */
  loadedVersions: Record<string, number>;
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

/** A server event that changes a lobby's wire state, as the domain's appliers take it. */
type LobbyServerEvent = Extract<ServerEvent, { type: LobbyWireEvent['event'] }>;
const LOBBY_WIRE_EVENTS = new Set<string>([
  'partialInfo',
  'deleteLobby',
  'playerQueued',
  'playerReady',
  'countdownInfo',
  'captains',
  'readyUp!',
  'voteForMap!',
  'pickedBlu!',
  'pickedRed!',
  'pickForYou',
] satisfies LobbyWireEvent['event'][]);
const asWireEvent = (ev: LobbyServerEvent) => ({ event: ev.type, payload: ev.payload }) as LobbyWireEvent;

function isLobbyEvent(ev: LobbyClientEvent): ev is LobbyServerEvent {
  return LOBBY_WIRE_EVENTS.has(ev.type);
}

/** The event applied to its lobby (the domain's appliers), and its version noted as seen. */
function applyToQueue(ctx: LobbyClientContext, ev: LobbyServerEvent): Pick<LobbyClientContext, 'queues' | 'seenVersions'> {
  const wire = asWireEvent(ev);
  return { queues: mapQueue(ctx.queues, lobbyOf(wire), (q) => applyWireEvent(q, wire)), seenVersions: noteVersion(ctx, ev) };
}

/** The context's seen versions with this event's. */
export function noteVersion(ctx: LobbyClientContext, ev: LobbyClientEvent): Record<string, number> {
  if (!isLobbyEvent(ev) || ev.payload.version === undefined) return ctx.seenVersions;
  const name = lobbyOf(asWireEvent(ev));
  const seen = ctx.seenVersions[name];
  return seen !== undefined && seen >= ev.payload.version ? ctx.seenVersions : { ...ctx.seenVersions, [name]: ev.payload.version };
}

/**
 * How a lobby event fits the local copy of its lobby: `apply` (the copy's version or the next one,
 * or no versions to compare), `skip` (already in the copy: older, or of the loaded snapshot's own
 * write), or `gap` (an event in between was missed: the copy is stale, load again).
 */
export function versionFit(ctx: LobbyClientContext, ev: LobbyClientEvent): 'apply' | 'skip' | 'gap' {
  if (!isLobbyEvent(ev) || ev.payload.version === undefined) return 'apply';
  const name = lobbyOf(asWireEvent(ev));
  const local = ctx.queues.find((q) => q.name === name)?.state.version;
  if (local === undefined) return 'apply';
  const v = ev.payload.version;
  if (v < local || v <= (ctx.loadedVersions[name] ?? -1)) return 'skip';
  return v > local + 1 ? 'gap' : 'apply';
}

/** A snapshot older than an event this page already had (its lobby went on since): not to be shown. */
export function snapshotIsStale(ctx: LobbyClientContext, snap: LobbySnapshot): boolean {
  return snap.queues.some((q) => q.state.version !== undefined && q.state.version < (ctx.seenVersions[q.name] ?? -1));
}

/** The context after one server event. */
function applyServerEvent(ctx: LobbyClientContext, ev: ServerEvent): Partial<LobbyClientContext> {
  switch (ev.type) {
    case 'partialInfo':
    case 'countdownInfo':
    case 'readyUp!':
    case 'voteForMap!': {
      const info = ev.type === 'partialInfo' ? ev.payload.countdownInfo : ev.type === 'countdownInfo' ? ev.payload : ev.payload.countdownInfo;
      return { ...applyToQueue(ctx, ev), clockOffset: offsetFrom(ctx, info, ev.at), ...(ev.type === 'readyUp!' ? { myPick: null } : {}) };
    }
    case 'deleteLobby':
      return { ...applyToQueue(ctx, ev), myPick: null };
    case 'playerQueued': {
      const { userInfo } = ev.payload;
      return {
        ...applyToQueue(ctx, ev),
        users: userInfo ? { ...ctx.users, [userInfo.steamid]: { ...ctx.users[userInfo.steamid], ...userInfo } } : ctx.users,
      };
    }
    case 'playerReady':
    case 'captains':
      return applyToQueue(ctx, ev);
    case 'yourPick':
      return { myPick: ev.payload, clockOffset: offsetFrom(ctx, ev.payload.countdownInfo, ev.at) };
    case 'pickForYou':
    case 'pickedBlu!':
    case 'pickedRed!': {
      const p = ev.payload;
      const pickDone = ctx.myPick !== null && ctx.myPick.queueName === p.queueName && ctx.myPick.captain === p.captain;
      return {
        ...applyToQueue(ctx, ev),
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
  const loadedVersions: Record<string, number> = {};
  for (const q of snap.queues) if (q.state.version !== undefined) loadedVersions[q.name] = q.state.version;
  return {
    queues: snap.queues,
    loadedVersions,
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
  seenVersions: {},
  loadedVersions: {},
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
