/**
 * Wires the game servers to the pugs feature's result feed: a pug entering Pregame gets a server,
 * the match start, live score and game over move the pug, a pug that ended in any way (game over,
 * an admin's endPug) releases its server, a pug that waited too long for a server is cancelled, an accepted sub changes the server password, and
 * GET /api/pugCreds asks us for connect details.
 */
import type { FeatureContext } from '../framework/feature.ts';
import { notifyAdmins } from '../notifications/notify.ts';
import type { PugResults } from '../pugs/index.ts';
import type { GameServers } from './game-servers.ts';

export function linkPugs(ctx: FeatureContext, service: GameServers, results: PugResults): () => void {
  const formats = new Map(ctx.config.queues.map((q) => [q.name, q.format]));
  const fail = (what: string, pugId: string) => (err: unknown) => ctx.logger.error({ err, pugId }, what);

  const offStarting = results.onPugStarting(async (pug) => {
    const format = formats.get(pug.queueName);
    if (!format) return void ctx.logger.error({ pugId: pug._id, queueName: pug.queueName }, 'pug of an unknown queue');
    const server = await service.assign({ _id: pug._id, queueName: pug.queueName, map: pug.map, format });
    if (server) await results.setServer(pug._id, server._id);
  });
  const offEnded = results.onPugEnded((pug) => service.release(pug._id));
  const offSubbed = results.onSubAccepted((pug) => service.rotatePassword(pug._id));
  results.provideCredentials(async (pug) => {
    const creds = await service.connectDetails(pug._id);
    if (!creds) return null;
    return { connect: creds.connect, password: creds.password, steamUrl: creds.url, server: { name: creds.server, ipport: creds.ipport } };
  });

  const onStarted = ({ pugId }: { pugId: string }) => void results.gameStarted(pugId).catch(fail('could not start the pug', pugId));
  const onScore = ({ pugId, score }: { pugId: string; score: [number, number] }) =>
    void results.updateScore(pugId, score).catch(fail('could not update the score', pugId));
  const onGameOver = ({ pugId, score, logId, demoUrl }: { pugId: string; score: [number, number]; logId: string | null; demoUrl: string | null }) =>
    void results.gameOver(pugId, { score, ...(logId ? { logId } : {}), ...(demoUrl ? { demoUrl } : {}) }).catch(fail('could not finish the pug', pugId));
  const onNoServer = ({ pugId, waitedMs }: { pugId: string; waitedMs: number }) =>
    void (async () => {
      const minutes = Math.round(waitedMs / 60_000);
      const pug = await results.cancel(pugId, `no game server was free after ${minutes} minute${minutes === 1 ? '' : 's'}`);
      await notifyAdmins(
        { ...ctx, adminSteamids: ctx.config.auth.adminSteamids },
        {
          msg: `Pug ${pugId} (${pug.queueName}, ${pug.map}) was cancelled: no game server was free after ${minutes} min. Add or fix a server.`,
          variant: 'error',
          url: '/admin/servers',
        },
      );
    })().catch(fail('could not cancel a pug without a server', pugId));
  service.on('noServerTimeout', onNoServer);
  service.on('matchStarted', onStarted);
  service.on('score', onScore);
  service.on('gameOver', onGameOver);

  return () => {
    offStarting();
    offEnded();
    offSubbed();
    results.provideCredentials(async () => null);
    service.off('noServerTimeout', onNoServer);
    service.off('matchStarted', onStarted);
    service.off('score', onScore);
    service.off('gameOver', onGameOver);
  };
}
