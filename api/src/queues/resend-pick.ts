/**
 * A captain the draft waits on gets `yourPick` again (the same offer as the original, with the
 * countdown as it stands now) when:
 * - their socket connects (a reload, a reconnect, a second tab): sent to that socket;
 * - they load the lobby (GET /api/queues, which the client does on start and on every reconnect):
 *   sent to their sockets. A page whose lobby UI is loaded after its socket connected (the host
 *   opens the socket before a remote mounts) would otherwise miss the on-connect offer.
 * Without this a captain who reloaded mid-draft could not pick.
 */
import { routes, yourPickOffer, type YourPickPayload } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Realtime, PugSocket } from '../framework/sockets.ts';
import type { Lobbies } from './lobbies.ts';

function offersFor(lobbies: Lobbies, steamid: string, now: number): YourPickPayload[] {
  return lobbies
    .all()
    .map((lobby) => yourPickOffer(lobby.context(), now))
    .filter((offer): offer is YourPickPayload => offer !== null && offer.captain === steamid);
}

/** Whether a draft waits on a captain's pick now (then loading the lobby re-offers it to them). */
export function waitsOnAPick(lobbies: Lobbies, now: number): boolean {
  return lobbies.all().some((lobby) => yourPickOffer(lobby.context(), now) !== null);
}

/** onSocket: offer the pick to a captain's newly connected socket. */
export function resendYourPick(lobbies: Lobbies, now: () => number) {
  return (socket: PugSocket): void => {
    const steamid = socket.data.steamid;
    if (!steamid) return;
    for (const offer of offersFor(lobbies, steamid, now())) socket.emit('yourPick', offer);
  };
}

/** Middleware: after a signed-in captain's GET /api/queues, offer the pick to their sockets. */
export function reofferOnLobbyLoad(lobbies: Lobbies, realtime: Realtime, now: () => number): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' || ctx.path !== routes.queues.path || ctx.status !== 200) return;
    const steamid = (ctx.state as { user?: { steamid?: string } }).user?.steamid;
    if (!steamid) return;
    for (const offer of offersFor(lobbies, steamid, now())) realtime.toUser(steamid).emit('yourPick', offer);
  };
}
