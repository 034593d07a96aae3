/**
 * Who gets a server's connect address and SourceTV (SERVER_INFO_VISIBILITY; the matrix is the
 * domain's, pug/serverInfo.ts): GET /api/serverList answers each viewer their own view, and a
 * `serverUpdate` goes out as several emits by room (framework/sockets.ts): the full server to the
 * admins' room and the hosted pug's seated players' rooms, and to the other signed-in sockets when
 * the setting lets spectators see it; the redacted one (address and SourceTV null,
 * `addressHidden` saying why) to every other socket, signed out or not. Each socket gets one.
 */
import { serverAddressHidden, type PublicServer, type ServerInfoVisibility } from '@pug/domain';
import type { Collections, ServerDoc } from '../db/index.ts';
import { SIGNED_IN_ROOM, userRoom, type PugServer } from '../framework/sockets.ts';
import { ADMIN_ROOM } from './server-log.ts';
import { publicServer, redactedServer } from './views.ts';

interface HostedPug {
  seated: Set<string>;
  /** Being played (Playing): the `live` setting hides the address from spectators then. */
  playing: boolean;
}

async function hostedPugs(collections: Collections, servers: readonly ServerDoc[]): Promise<Map<string, HostedPug>> {
  const ids = [...new Set(servers.flatMap((s) => (s.pugId ? [s.pugId] : [])))];
  if (ids.length === 0) return new Map();
  const pugs = await collections.pugs.find({ _id: { $in: ids } }, { projection: { teams: 1, phase: 1 } }).toArray();
  return new Map(
    pugs.map((p) => [p._id, { seated: new Set([...Object.keys(p.teams?.blu ?? {}), ...Object.keys(p.teams?.red ?? {})]), playing: p.phase === 'Playing' }]),
  );
}

/** The servers as this viewer (null: signed out) may see them. */
export async function serversForViewer(
  collections: Collections,
  servers: readonly ServerDoc[],
  setting: ServerInfoVisibility,
  viewer: { steamid: string; isAdmin: boolean } | null,
): Promise<PublicServer[]> {
  if (viewer?.isAdmin) return servers.map(publicServer);
  const hosted = await hostedPugs(collections, servers);
  return servers.map((doc) => {
    const pug = doc.pugId ? hosted.get(doc.pugId) : undefined;
    const hidden = serverAddressHidden(
      setting,
      { signedIn: viewer !== null, isAdmin: false, seated: !!viewer && !!pug?.seated.has(viewer.steamid) },
      !!pug?.playing,
    );
    return hidden ? redactedServer(doc, hidden) : publicServer(doc);
  });
}

/** `serverUpdate` for one server: each socket gets the view it may see. */
export async function announceServer(io: PugServer, collections: Collections, doc: ServerDoc, setting: ServerInfoVisibility): Promise<void> {
  const pug = (await hostedPugs(collections, [doc])).get(doc.pugId ?? '');
  const allowed = [ADMIN_ROOM, ...[...(pug?.seated ?? [])].map(userRoom)];
  const full = publicServer(doc);
  const playing = !!pug?.playing;
  io.to(allowed).emit('serverUpdate', full);
  const spectator = serverAddressHidden(setting, { signedIn: true, isAdmin: false, seated: false }, playing);
  if (spectator) {
    io.except(allowed).emit('serverUpdate', redactedServer(doc, spectator));
    return;
  }
  io.to(SIGNED_IN_ROOM).except(allowed).emit('serverUpdate', full);
  const signedOut = serverAddressHidden(setting, { signedIn: false, isAdmin: false, seated: false }, playing) ?? 'signIn';
  io.except([SIGNED_IN_ROOM, ...allowed]).emit('serverUpdate', redactedServer(doc, signedOut));
}
