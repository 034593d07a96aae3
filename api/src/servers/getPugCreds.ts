/**
 * GET /api/pugCreds/{id}: how to join the pug's game server, for the players seated in it only
 * (a sub who came in included; 403 for anyone else: a player who was subbed out, and admins who
 * do not play in it; 401 signed out). A seated player who is banned gets 403 with
 * the ban's reason: their seat is open for a sub (docs/decisions.md "A ban during a live pug").
 * The game-server feature answers it: the pug as players see it (pugs/pug-doc.ts), the connect
 * details from the server claimed for it; until a server is ready `connect` is null.
 * With voice configured the answer also has the player's team's voice channel (`voice`): on Mumble
 * (community/voice-link.ts) or, once made, on Discord (community/discord-voice.ts).
 * `joinBy`: while the server's log has not seen the player, when the automatic sub takes their seat
 * (domain `joinDeadlineOf`; absent when nothing counts: on the server, or the automatic sub is off).
 */
import { idParamsSchema, joinDeadlineOf, type Pug, type SteamId } from '@pug/domain';
import type { Middleware } from 'koa';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { conflict, forbidden, notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { assertNotBanned } from '../players/standing.ts';
import { toPugWire } from '../pugs/pug-doc.ts';
import type { GameServers } from './game-servers.ts';

/** The voice channel of a seated player's team (features.ts passes the community feature's). */
type VoiceLink = { url: string; team: 'blu' | 'red' } | null;
export type VoiceLinkOf = (pug: Pug, steamid: SteamId) => VoiceLink | Promise<VoiceLink>;

export function getPugCreds(
  service: GameServers,
  deps: { collections: Collections; now: () => number; voiceLink?: VoiceLinkOf | undefined; joinDeadlineMs: number },
): Middleware {
  return async (ctx) => {
    const user = sessionUser(ctx);
    const { id } = parseParams(ctx, idParamsSchema);
    const doc = await deps.collections.pugs.findOne({ _id: id });
    if (!doc) throw notFound('That pug does not exist');
    const pug = toPugWire(doc);
    const seated = Object.hasOwn(pug.teams.blu, user.steamid) || Object.hasOwn(pug.teams.red, user.steamid);
    if (!seated) throw forbidden('Only the players of this pug get its server details');
    if (pug.phase === 'Complete') throw conflict('This pug is over');
    await assertNotBanned(deps.collections, user.steamid, deps.now());
    const creds = await service.connectDetails(pug._id);
    const voice = await deps.voiceLink?.(pug, user.steamid);
    const joinBy = creds?.readyAt ? joinDeadlineOf(pug, user.steamid, creds.readyAt, deps.joinDeadlineMs) : null;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      ...(creds
        ? {
            pugId: pug._id,
            connect: creds.connect,
            password: creds.password,
            steamUrl: creds.url,
            server: { name: creds.server, ipport: creds.ipport },
            ...(joinBy !== null ? { joinBy } : {}),
          }
        : { pugId: pug._id, connect: null }),
      ...(voice ? { voice } : {}),
    };
  };
}
