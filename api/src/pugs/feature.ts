/**
 * The pugs feature: the pug routes of spec §7 (+ the sub vote), `endPug`, and resuming pugs at
 * start. Reactions: a ban opens the banned player's seat in their live pug (on-player-banned.ts), a
 * seat needing a sub is announced to the players not in a pug (on-sub-requested.ts), the subbed-out
 * player is told (on-sub-accepted.ts), the
 * server's match events move the pug (on-match-events.ts), a pug without a server is cancelled
 * (on-no-server-timeout.ts), who is on the server is stored (on-match-player.ts), admins hear of a
 * silent or overlong pug (on-match-stalled.ts), a player not on the server in time gets a sub
 * (on-player-not-joined.ts), a completed pug's score is checked against logs.tf's (on-pug-completed.ts). A pug with too many seats waiting for a sub for too long is called off
 * (too-many-subs.ts).
 */
import { routes } from '@pug/domain';
import { requireAdmin, requireUser } from '../auth/guards.ts';
import { socketGuardFor } from '../auth/socket-command.ts';
import type { Feature, FeatureContext } from '../framework/feature.ts';
import { getPug } from './getPug.ts';
import { getPugStats } from './getPugStats.ts';
import { postPugHistoryDict } from './postPugHistoryDict.ts';
import { postCancelPug } from './postCancelPug.ts';
import { postEndPugWithScore } from './postEndPugWithScore.ts';
import { postPugAutoSub } from './postPugAutoSub.ts';
import { postUseLogsTfScore } from './postUseLogsTfScore.ts';
import { LogsTfCheck } from './logs-tf-check.ts';
import { checkScoreWithLogsTf } from './on-pug-completed.ts';
import { postAcceptSub, postVoteSub } from './postSubs.ts';
import { postForceSub } from './postForceSub.ts';
import { announceNeededSub } from './on-sub-requested.ts';
import { tellSubbedOutPlayer } from './on-sub-accepted.ts';
import { PugService } from './pug-service.ts';
import { numberExistingPugs } from './pug-numbers.ts';
import { followMatches } from './on-match-events.ts';
import { cancelPugWithoutServer } from './on-no-server-timeout.ts';
import { openSeatOnBan } from './on-player-banned.ts';
import { recordWhoIsOnServer } from './on-match-player.ts';
import { tellAdminsOfStalledPugs } from './on-match-stalled.ts';
import { subPlayersNotOnServer } from './on-player-not-joined.ts';
import { pugResultsOf, type PugResults } from './results.ts';
import { pugSocketCommands } from './socket-commands.ts';
import { RealignmentSchedule } from '../elo/schedule.ts';
import { TooManySubsWatch } from './too-many-subs.ts';

/** The running app's pug feature: what features.ts hands the queues and the game servers, and tests drive. */
export interface PugsFeature extends Feature {
  /** The live pugs (the lobby creates pugs through it). */
  service: PugService;
  /** The result feed the game servers drive (results.ts). */
  results: PugResults;
  /** Calls off pugs with too many seats waiting for a sub (tests run its check after moving the clock). */
  tooManySubs: TooManySubsWatch;
  /** Checks completed pugs' scores against logs.tf's (tests wait for it). */
  logsTfCheck: LogsTfCheck;
}

export function pugsFeature(ctx: FeatureContext): PugsFeature {
  const pugs = new PugService(ctx);
  const results = pugResultsOf(pugs, async (pugId, serverId) => {
    await pugs.get(pugId);
    await ctx.collections.pugs.updateOne({ _id: pugId }, { $set: { serverId } });
  });
  openSeatOnBan(ctx.events, pugs);
  followMatches(ctx.events, pugs);
  cancelPugWithoutServer(ctx, pugs);
  recordWhoIsOnServer(ctx, pugs);
  tellAdminsOfStalledPugs(ctx, pugs);
  subPlayersNotOnServer(ctx, pugs);
  announceNeededSub(ctx.events, ctx);
  tellSubbedOutPlayer(ctx.events, ctx);
  const logsTfCheck = new LogsTfCheck(ctx);
  checkScoreWithLogsTf(ctx.events, logsTfCheck);
  const realign = new RealignmentSchedule(ctx);
  const tooManySubs = new TooManySubsWatch(ctx, pugs, ctx.config.tooManySubs);
  const deps = { collections: ctx.collections, now: ctx.now };
  return {
    name: 'pugs',
    service: pugs,
    results,
    tooManySubs,
    logsTfCheck,
    routes(router) {
      router.get('/api/pug/:id', getPug(pugs));
      router.post('/api/pugHistoryDict', postPugHistoryDict(ctx.collections));
      router.get('/api/pugStats/:id', getPugStats(ctx.collections));
      router.post('/api/voteSub/:id', requireUser, postVoteSub(pugs, deps));
      router.post('/api/acceptSub/:id', requireUser, postAcceptSub(pugs, deps));
      router.post(routes.cancelPug.path, requireAdmin, postCancelPug(pugs, deps));
      router.post(routes.endPugWithScore.path, requireAdmin, postEndPugWithScore(pugs, deps));
      router.post(routes.pugAutoSub.path, requireAdmin, postPugAutoSub(pugs, deps));
      router.post(routes.useLogsTfScore.path, requireAdmin, postUseLogsTfScore(pugs, ctx));
      router.post(routes.forceSub.path, requireAdmin, postForceSub(pugs, deps));
    },
    onSocket: pugSocketCommands(pugs, { logger: ctx.logger, guard: socketGuardFor(ctx), collections: ctx.collections, now: ctx.now }),
    start: async () => {
      const numbered = await numberExistingPugs(ctx.collections, ctx.now());
      if (numbered > 0) ctx.logger.info({ numbered }, 'numbered the pugs stored before pug numbers');
      await pugs.resume();
      realign.start();
      tooManySubs.start();
    },
    stop: async () => {
      await logsTfCheck.stop();
      await tooManySubs.stop();
      await realign.stop();
    },
  };
}
