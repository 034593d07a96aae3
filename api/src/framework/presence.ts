/**
 * Which players have a page of the site open, in any api process. Each process answers from its
 * own `user:<steamid>` rooms, and only Steam IDs cross Redis. (Socket.IO's `fetchSockets()` would
 * bring back every matching socket of the other processes with its handshake, `Cookie:
 * pug_session=…` included, through the Redis adapter's pub/sub, where anything that can
 * subscribe to that Redis reads it.)
 */
import { z } from 'zod';
import { userRoom, type PugServer } from './sockets.ts';

/** The inter-process event (framework/socket-events.ts InterServerEvents). */
const PRESENCE = 'presence';
const PRESENCE_ALL = 'presenceAll';
/** A question or answer over this is malformed (anything may publish on a shared Redis). */
const MAX_STEAMIDS = 10_000;
const steamidsSchema = z.array(z.string().regex(/^\d{1,20}$/)).max(MAX_STEAMIDS);

/** This process answers the others' presence questions (each api process, once, at start). */
export function answerPresence(io: PugServer): void {
  io.on(PRESENCE, (steamids, answer) => {
    if (typeof answer !== 'function') return;
    const asked = steamidsSchema.safeParse(steamids);
    answer(asked.success ? presentHere(io, asked.data) : []);
  });
}

function presentHere(io: PugServer, steamids: readonly string[]): string[] {
  const rooms = io.of('/').adapter.rooms;
  return steamids.filter((steamid) => (rooms.get(userRoom(steamid))?.size ?? 0) > 0);
}

/**
 * The players among `steamids` with a socket open here or in another api process (with Redis).
 * Rejects when another process does not answer in time (the adapter's request timeout).
 */
export async function presentPlayers(io: PugServer, steamids: readonly string[]): Promise<Set<string>> {
  const present = new Set(presentHere(io, steamids));
  const nsp = io.of('/');
  if ((await nsp.adapter.serverCount()) <= 1) return present;
  const asked = new Set(steamids);
  for (const answer of await nsp.serverSideEmitWithAck(PRESENCE, [...steamids])) {
    const parsed = steamidsSchema.safeParse(answer);
    if (parsed.success) for (const steamid of parsed.data) if (asked.has(steamid)) present.add(steamid);
  }
  return present;
}

/** The Steam IDs of every signed-in socket open in this process (its `user:<steamid>` rooms). */
function everyoneHere(io: PugServer): string[] {
  const prefix = userRoom('');
  const here: string[] = [];
  for (const [room, members] of io.of('/').adapter.rooms) {
    if (members.size > 0 && room.startsWith(prefix)) here.push(room.slice(prefix.length));
    if (here.length >= MAX_STEAMIDS) break;
  }
  return here;
}

/** This process answers the others' "who is here at all" questions (the online feature, once per process). */
export function answerOnlineList(io: PugServer): void {
  io.on(PRESENCE_ALL, (answer) => {
    if (typeof answer === 'function') answer(everyoneHere(io));
  });
}

/**
 * Every player with a socket open here or in another api process (with Redis), each once. Rejects
 * when another process does not answer in time (the adapter's request timeout).
 */
export async function onlineSteamids(io: PugServer): Promise<Set<string>> {
  const online = new Set(everyoneHere(io));
  const nsp = io.of('/');
  if ((await nsp.adapter.serverCount()) <= 1) return online;
  for (const answer of await nsp.serverSideEmitWithAck(PRESENCE_ALL)) {
    const parsed = steamidsSchema.safeParse(answer);
    if (parsed.success) for (const steamid of parsed.data) online.add(steamid);
  }
  return online;
}
