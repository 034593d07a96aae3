/**
 * The pugs feature: the pug routes of docs/product.md "HTTP routes" (+ the sub vote), `endPug`, and resuming pugs at
 * start. Its reactions are the `subscriptions` block below (`npm run reactions` lists every
 * feature's). A pug with too many seats waiting for a sub for too long is called off
 * (too-many-subs.ts).
 */
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
import { postAcceptSub, postVoteSub } from './postSubs.ts';
import { postForceSub } from './postForceSub.ts';
import { announceNeededSub } from './on-sub-requested.ts';
import { tellSubbedOutPlayer } from './on-sub-accepted.ts';
import { PugService } from './pug-service.ts';
import { numberExistingPugs } from './pug-numbers.ts';
import { followMatches } from './on-match-events.ts';
import { cancelPugWithoutServer } from './on-no-server-timeout.ts';
import { recordWhoIsOnServer } from './on-match-player.ts';
import { tellAdminsOfStalledPugs } from './on-match-stalled.ts';
import { tellAdminsOfBlowouts } from './on-blowout.ts';
import { subPlayersNotOnServer } from './on-player-not-joined.ts';
import { pugSocketCommands } from './socket-commands.ts';
import { RealignmentSchedule } from '../elo/schedule.ts';
import { TooManySubsWatch } from './too-many-subs.ts';

/** The running app's pug feature: what features.ts hands the queues and the game servers, and tests drive. */
export interface PugsFeature extends Feature {
  /** The live pugs (the lobby creates pugs through it). */
  service: PugService;
  /** Calls off pugs with too many seats waiting for a sub (tests run its check after moving the clock). */
  tooManySubs: TooManySubsWatch;
  /** Checks completed pugs' scores against logs.tf's (tests wait for it). */
  logsTfCheck: LogsTfCheck;
}

export function pugsFeature(ctx: FeatureContext): PugsFeature {
  const pugs = new PugService(ctx);
  const match = followMatches(pugs);
  const stalled = tellAdminsOfStalledPugs(ctx, pugs);
  const logsTfCheck = new LogsTfCheck(ctx);
  const realign = new RealignmentSchedule(ctx);
  const tooManySubs = new TooManySubsWatch(ctx, pugs, ctx.config.tooManySubs);
  const deps = { collections: ctx.collections, now: ctx.now };
  return {
    name: 'pugs',
    service: pugs,
    tooManySubs,
    logsTfCheck,
    subscriptions: {
      'player/banned': { 'pugs/PugService.playerBanned': ({ steamid }) => pugs.playerBanned(steamid) },
      'match/started': { 'pugs/on-match-events': match.started },
      'match/score': { 'pugs/on-match-events': match.score },
      'match/over': { 'pugs/on-match-events': match.over },
      // Which server plays the pug is stored on it (`serverId`).
      'server/assigned': {
        'pugs/record-server': async ({ pugId, serverId }) => void (await ctx.collections.pugs.updateOne({ _id: pugId }, { $set: { serverId } })),
      },
      'server/noServerTimeout': { 'pugs/on-no-server-timeout': cancelPugWithoutServer(ctx, pugs) },
      'match/player': { 'pugs/on-match-player': recordWhoIsOnServer(ctx, pugs) },
      'match/silent': { 'pugs/on-match-stalled': stalled.silent },
      'match/overlong': { 'pugs/on-match-stalled': stalled.overlong },
      'match/notJoined': { 'pugs/on-player-not-joined': subPlayersNotOnServer(ctx, pugs) },
      'pug/subRequested': { 'pugs/on-sub-requested': announceNeededSub(ctx) },
      'pug/subAccepted': { 'pugs/on-sub-accepted': tellSubbedOutPlayer(ctx) },
      // A pug whose log was uploaded to logs.tf has its score checked against logs.tf's.
      'pug/completed': {
        'pugs/LogsTfCheck.schedule': ({ pug }) => {
          if (pug.data.logId && pug.data.score) logsTfCheck.schedule(pug._id, pug.data.logId);
        },
        'pugs/on-blowout': tellAdminsOfBlowouts(ctx),
      },
    },
    routes(mount) {
      mount('pug', getPug(pugs));
      mount('pugHistoryDict', postPugHistoryDict(ctx.collections));
      mount('pugStats', getPugStats(ctx.collections));
      mount('voteSub', postVoteSub(pugs, deps));
      mount('acceptSub', postAcceptSub(pugs, deps));
      mount('cancelPug', postCancelPug(pugs, deps));
      mount('endPugWithScore', postEndPugWithScore(pugs, deps));
      mount('pugAutoSub', postPugAutoSub(pugs, deps));
      mount('useLogsTfScore', postUseLogsTfScore(pugs, ctx));
      mount('forceSub', postForceSub(pugs, deps));
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
