/**
 * The queue lobby feature (core loop): one lobby actor per configured queue, the lobby's HTTP
 * calls and realtime commands, and GET /api/queues' live state. Pugs are created through the
 * pugs feature's PugService, which features.ts passes in.
 */
import { socketGuardFor } from '../auth/socket-command.ts';
import type { Feature, FeatureContext } from '../framework/feature.ts';
import type { PugService } from '../pugs/pug-service.ts';
import { AwayPlayers } from './away-players.ts';
import { Lobbies } from './lobbies.ts';
import { reloadLobbyStoredElsewhere } from './on-lobby-stored-elsewhere.ts';
import { postCaptain } from './postCaptain.ts';
import { postMarkFriend, postRefuseFriend } from './postFriend.ts';
import { postPick } from './postPick.ts';
import { postPreready } from './postPreready.ts';
import { postQueueRole } from './postQueueRole.ts';
import { postVoteMap } from './postVoteMap.ts';
import { NightAdds } from './night-adds.ts';
import { postNightAdd } from './postNightAdd.ts';
import { getNightAdd } from './getNightAdd.ts';
import { deleteNightAdd } from './deleteNightAdd.ts';
import { reofferOnLobbyLoad, resendYourPick, waitsOnAPick } from './resend-pick.ts';
import { lobbySocketCommands } from './socket-commands.ts';

/** The running app's lobbies (tests reach them through the feature). */
export interface QueuesFeature extends Feature {
  lobbies: Lobbies;
  /** Queued players with no open page are taken out after QUEUE_AWAY_MS (away-players.ts). */
  away: AwayPlayers;
  /** Adds for the night (night-adds.ts). */
  nightAdds: NightAdds;
}

export function queuesFeature(ctx: FeatureContext, pugs: PugService): QueuesFeature {
  const lobbies = new Lobbies(ctx, async (lobby) => (await pugs.createFromLobby(lobby))._id);
  const deps = { collections: ctx.collections, now: ctx.now };
  const commands = lobbySocketCommands({ lobbies, pugs, collections: ctx.collections, logger: ctx.logger, now: ctx.now, guard: socketGuardFor(ctx) });
  const offerPick = resendYourPick(lobbies, ctx.now);
  reloadLobbyStoredElsewhere(ctx.peers, lobbies);
  const away = new AwayPlayers(ctx, lobbies, ctx.config.queueAwayMs);
  const nightAdds = new NightAdds(ctx, lobbies);
  return {
    name: 'queues',
    lobbies,
    subscriptions: {
      // Out of every queue lobby (playerQueued to each room they were in).
      'player/banned': {
        'queues/lobbies.removeBanned': ({ steamid }) => lobbies.removeBanned(steamid),
        // Their add for the night is over too.
        'queues/nightAdds.banned': ({ steamid }) => nightAdds.banned(steamid),
      },
      // A ready-up seated players: an add for the night is taken by it, or (taken elsewhere) lets this queue go.
      'lobby/readyUp': { 'queues/nightAdds.asked': ({ queue, players }) => nightAdds.asked(queue, players) },
      // The lobbies of those formats take the new pool for their next map vote.
      'maps/poolChanged': { 'queues/lobbies.refreshMapPools': ({ formats }) => lobbies.refreshMapPools(formats) },
    },
    away,
    nightAdds,
    queueState: (name: string) => lobbies.state(name),
    middleware: [reofferOnLobbyLoad(lobbies, ctx.realtime, ctx.now)],
    queuesLoadActsForViewer: () => waitsOnAPick(lobbies, ctx.now()),
    routes(mount) {
      mount('queueRole', postQueueRole(lobbies, deps));
      mount('captain', postCaptain(lobbies, deps));
      mount('voteMap', postVoteMap(lobbies, deps));
      mount('pick', postPick(lobbies));
      mount('preready', postPreready(lobbies));
      mount('markFriend', postMarkFriend(lobbies, deps));
      mount('refuseFriend', postRefuseFriend(lobbies, deps));
      mount('nightAdd', getNightAdd(nightAdds));
      mount('addForNight', postNightAdd(nightAdds));
      mount('cancelNightAdd', deleteNightAdd(nightAdds));
    },
    onSocket(socket) {
      commands(socket);
      offerPick(socket);
    },
    start: async () => {
      await lobbies.start();
      away.start();
      nightAdds.start();
    },
    stop: async () => {
      nightAdds.stop();
      await away.stop();
      await lobbies.stop();
    },
  };
}
