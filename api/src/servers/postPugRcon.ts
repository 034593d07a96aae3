/**
 * POST /api/pug/{id}/rcon (admin): the RCON console on a live pug's server. One command (one
 * printable line, at most 256 characters) goes to the server; its answer comes back. Never a
 * command naming a secret cvar (domain `rconCommandRefusal`: 400, audited, not sent); the RCON
 * password, the players' password and the log secret are masked (`***`) in the answer, in the
 * audit entry and in the server's log. At most 10 commands a minute per admin (429; per api
 * process). 409 unless the pug is in Pregame or Playing with a server; 409 when the server does
 * not answer.
 */
import { idParamsSchema, rconCommandRefusal, type PugRconAnswer } from '@pug/domain';
import { sessionUser } from '../auth/guards.ts';
import { badRequest, conflict, tooManyRequests } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { maskSecrets } from './logs/mask-secrets.ts';
import { runRcon } from './protocol/rcon-client.ts';
import { auditPugServer, heldServer, livePug, type PugServerControlDeps } from './pug-server-control.ts';
import type { BodyHandler } from '../framework/mount.ts';

const COMMANDS_PER_MINUTE = 10;
const MINUTE_MS = 60_000;
/** A long answer (cvarlist) is cut: the console is for a look, not a dump. */
const ANSWER_MAX_CHARS = 16_000;

export function postPugRcon(deps: PugServerControlDeps): BodyHandler<'pugRcon'> {
  /** When each admin sent their recent commands (this process). */
  const sent = new Map<string, number[]>();
  const spend = (steamid: string) => {
    const now = deps.now();
    const recent = (sent.get(steamid) ?? []).filter((at) => now - at < MINUTE_MS);
    if (recent.length >= COMMANDS_PER_MINUTE) throw tooManyRequests(`At most ${COMMANDS_PER_MINUTE} console commands a minute: wait a moment`);
    recent.push(now);
    sent.set(steamid, recent);
  };

  return async (ctx, { command }) => {
    const { id: pugId } = parseParams(ctx, idParamsSchema);
    spend(sessionUser(ctx).steamid);
    const pug = await livePug(deps.collections, pugId);
    const server = await heldServer(deps.collections, pugId);
    const known = [server.rconPassword, server.password, server.logSecret];
    const shown = maskSecrets(command, known);
    const refusal = rconCommandRefusal(command);
    if (refusal) {
      await auditPugServer(deps, ctx, 'pugRcon', pug, { command: shown, refused: true });
      throw badRequest(refusal, 'RCON_COMMAND_REFUSED');
    }
    await auditPugServer(deps, ctx, 'pugRcon', pug, { command: shown, server: server.name ?? server.ipport });
    let answer: string;
    try {
      [answer = ''] = await deps.service.controlPug(pugId, () => runRcon(deps.service.rcon(server), [command]));
    } catch (err) {
      throw conflict(`The server did not answer: ${maskSecrets((err as Error).message, known)}`, 'SERVER_UNREACHABLE');
    }
    await deps.logBook.append(server, 'config', `Console (${sessionUser(ctx).alias}): ${shown}`);
    const body: PugRconAnswer = { command: shown, answer: maskSecrets(answer.slice(0, ANSWER_MAX_CHARS), known) };
    ctx.body = body;
  };
}
