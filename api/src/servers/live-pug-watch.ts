/**
 * The live-pug watch, run after each status poll: from stored timestamps only
 * (the server's `readyAt` and `lastLineAt`, the pug's `startAt` and `gameStartAt`), so a restarted
 * api picks up where it was, it publishes
 *
 * - `match/silent`: a pug being played whose server sent no log line for `silenceMs`;
 * - `match/overlong`: a live pug `maxMs` after it started;
 * - `match/notJoined`: a seated player the log never saw `joinDeadlineMs` after the server was
 *   ready (domain `notOnServerBy`: not one who joined and left, not when an admin turned it off);
 * - `match/left`: a seated player who joined and has been gone from the server `leaveGraceMs`
 *   (domain `leftLiveMatch`: not one whose seat waits for a sub).
 *
 * Each once per pug (per player): a conditional write on the pug (`watched.<cause>` absent) claims
 * it, so of several api processes sweeping the same store only one publishes.
 */
import { leftLiveMatch, LIVE_PHASES, notOnServerBy } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { EventBus } from '../framework/events.ts';
import type { ServerLogBook } from './server-log.ts';

export interface LivePugWatchDeps {
  collections: Collections;
  events: EventBus;
  logBook: ServerLogBook;
  now: () => number;
  silenceMs: number;
  maxMs: number;
  joinDeadlineMs: number;
  leaveGraceMs: number;
}

export async function watchLivePugs(deps: LivePugWatchDeps): Promise<void> {
  const { collections, events } = deps;
  const servers = await collections.servers.find({ pugId: { $ne: null }, password: { $ne: null } }).toArray();
  for (const server of servers) {
    const pug = await collections.pugs.findOne(
      { _id: server.pugId!, phase: { $in: [...LIVE_PHASES] } },
      { projection: { phase: 1, startAt: 1, gameStartAt: 1, teams: 1, subbedPlayers: 1, onServer: 1, autoSubOff: 1, watched: 1 } },
    );
    if (!pug) continue;
    const now = deps.now();
    const claim = async (cause: string) => {
      if (pug.watched?.[cause] !== undefined) return false;
      const res = await collections.pugs.updateOne({ _id: pug._id, [`watched.${cause}`]: { $exists: false } }, { $set: { [`watched.${cause}`]: now } });
      return res.modifiedCount === 1;
    };
    const lastHeard = Math.max(server.lastLineAt ?? 0, pug.gameStartAt ?? 0);
    if (pug.phase === 'Playing' && now - lastHeard >= deps.silenceMs && (await claim('silent'))) {
      await deps.logBook.append(server, 'match', `No log line for ${Math.round((now - lastHeard) / 60_000)} min while pug ${pug._id} is played: admins told`);
      await events.publish('match/silent', { pugId: pug._id, silentMs: now - lastHeard });
    }
    if (now - pug.startAt >= deps.maxMs && (await claim('overlong'))) {
      await events.publish('match/overlong', { pugId: pug._id, ranMs: now - pug.startAt });
    }
    for (const steamid of leftLiveMatch(pug, now, deps.leaveGraceMs)) {
      if (!(await claim(`left-${steamid}`))) continue;
      const goneMs = now - pug.onServer![steamid]!.at;
      await deps.logBook.append(server, 'match', `${steamid} left the server of pug ${pug._id} ${Math.round(goneMs / 60_000)} min ago: a strike`);
      await events.publish('match/left', { pugId: pug._id, steamid, goneMs });
    }
    if (!server.readyAt) continue;
    for (const steamid of notOnServerBy(pug, server.readyAt, now, deps.joinDeadlineMs)) {
      if (!(await claim(`notJoined-${steamid}`))) continue;
      const minutes = Math.round((now - server.readyAt) / 60_000);
      await deps.logBook.append(server, 'match', `Automatic sub: ${steamid} was not on the server ${minutes} min after it was ready for pug ${pug._id}`);
      await events.publish('match/notJoined', { pugId: pug._id, steamid, waitedMs: now - server.readyAt });
    }
  }
}
