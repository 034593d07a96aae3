/**
 * Adding for the night (domain lobby/nightAdd.ts; docs/product.md "Rules"): one
 * stored document per player (`nightAdds`, `_id` the steamid) holding the queues, the roles and
 * `until`, so the add outlives a restart and any api process can end it.
 * - `add` checks the player as a join does, stores the add, then joins each queue (and undoes its
 *   joins and the add when one is refused).
 * - `asked` (on `lobby/readyUp`, after the lobby's write is stored): the first queue whose ready-up
 *   seats the player claims the add with a conditional write (`takenBy: null` -> that queue); the
 *   add's other queues drop the player. A ready-up of another queue of the add that seated them at
 *   the same moment (in this process or another) loses the claim and drops them itself, so the
 *   player ends in exactly one ready-up. A reserve is asked nothing and stays everywhere.
 * - The sweep ends adds whose `until` passed, claimed with a conditional delete (one process acts):
 *   the player leaves the queues, gets a notice, and `nightAdd/ended` is published (Discord DM).
 *   It runs at start, at the next end this process knows of, and every SWEEP_MS.
 */
import {
  nightAddDurations,
  nightAddEnded,
  nightAddEndedMessage,
  nightAddOutcome,
  nightAddQueueName,
  nightAddRefusal,
  type NightAdd,
  type NightAddAnswer,
  type NightAddBody,
  type Role,
  type SteamId,
} from '@pug/domain';
import { isDuplicateKey } from '../db/errors.ts';
import type { NightAddDoc } from '../db/documents.ts';
import { conflict, notFound } from '../framework/errors.ts';
import type { FeatureContext } from '../framework/feature.ts';
import { notifyUsers } from '../notifications/notify.ts';
import { assertMayQueue, joinRoles, leaveRoles } from './join.ts';
import type { Lobbies } from './lobbies.ts';
import type { Lobby } from './lobby.ts';

/** Adds stored by other processes are looked for this often (this process's own are timed exactly). */
const SWEEP_MS = 30_000;

const toAdd = ({ _id, ...add }: NightAddDoc): NightAdd => add;

export class NightAdds {
  private timer: NodeJS.Timeout | undefined;
  private poll: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly ctx: FeatureContext,
    private readonly lobbies: Lobbies,
  ) {}

  private get rules() {
    return this.ctx.config.nightAdd;
  }

  private get docs() {
    return this.ctx.collections.nightAdds;
  }

  /** What GET /api/nightAdd answers: the running add (not taken, not over), the durations offered. */
  async answer(steamid: SteamId): Promise<NightAddAnswer> {
    const doc = await this.docs.findOne({ _id: steamid });
    const running = doc && doc.takenBy === null && !nightAddEnded(doc, this.ctx.now()) ? toAdd(doc) : null;
    return this.answerWith(running);
  }

  private answerWith(add: NightAdd | null): NightAddAnswer {
    const { enabled, maxMinutes, defaultMinutes } = this.rules;
    return { enabled, add: enabled ? add : null, durations: nightAddDurations(maxMinutes), defaultMinutes };
  }

  /** POST /api/nightAdd: refused before anything is written, else stored, then each queue joined. */
  async add(steamid: SteamId, body: NightAddBody): Promise<NightAddAnswer> {
    const refusal = nightAddRefusal(body, this.rules, this.ctx.config.queues);
    if (refusal) throw refusal;
    const lobbies = body.queues.map((q) => this.lobbies.get(q.queueName));
    const deps = { collections: this.ctx.collections, now: this.ctx.now };
    await assertMayQueue(deps, steamid);
    const now = this.ctx.now();
    const existing = await this.docs.findOne({ _id: steamid });
    if (existing && existing.takenBy === null && !nightAddEnded(existing, now)) {
      throw conflict('You are already added for the night: cancel that first');
    }
    // An add that is over (taken, or ended and not swept yet) makes room; a second request at once meets the unique _id.
    if (existing) await this.docs.deleteOne({ _id: steamid, until: existing.until, takenBy: existing.takenBy });
    const add: NightAdd = {
      steamid,
      queues: body.queues.map((q) => ({ queueName: q.queueName, roles: [...new Set(q.roles)] })),
      since: now,
      until: now + body.minutes * 60_000,
      takenBy: null,
    };
    try {
      await this.docs.insertOne({ _id: steamid, ...add });
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict('You are already added for the night: cancel that first');
      throw err;
    }
    const joined: Array<{ lobby: Lobby; roles: Role[] }> = [];
    try {
      for (const [i, lobby] of lobbies.entries()) {
        const wanted = add.queues[i]!.roles;
        const current = lobby.context().players[steamid]?.roles ?? [];
        const missing = wanted.filter((r) => !current.includes(r));
        await joinRoles(deps, lobby, steamid, missing);
        joined.push({ lobby, roles: missing });
        // A ready-up that seated them as they joined took the add: the queues after it are not joined.
        if (!(await this.docs.findOne({ _id: steamid, since: now, takenBy: null }))) return this.answerWith(null);
      }
    } catch (err) {
      await this.docs.deleteOne({ _id: steamid, since: now });
      for (const { lobby, roles } of joined) {
        await leaveRoles(lobby, steamid, roles).catch((e: unknown) => this.ctx.logger.warn({ err: e, queue: lobby.name, steamid }, 'could not undo a join'));
      }
      throw err;
    }
    this.tell(steamid, add);
    this.scheduleAt(add.until);
    return this.answerWith(add);
  }

  /** DELETE /api/nightAdd: the running add ends now; the player leaves its queues. */
  async cancel(steamid: SteamId): Promise<NightAddAnswer> {
    const doc = await this.docs.findOneAndDelete({ _id: steamid, takenBy: null });
    if (!doc) throw notFound('You are not added for the night');
    await this.leaveAll(doc);
    this.tell(steamid, null);
    return this.answerWith(null);
  }

  /** `lobby/readyUp`: the queue's ready-up seated these players; those added for the night are taken or dropped. */
  async asked(queue: string, players: readonly SteamId[]): Promise<void> {
    for (const steamid of players) {
      let doc = await this.docs.findOne({ _id: steamid });
      if (!doc || nightAddEnded(doc, this.ctx.now())) continue;
      if (nightAddOutcome(doc, queue) === 'take') {
        const claimed = await this.docs.updateOne({ _id: steamid, since: doc.since, takenBy: null }, { $set: { takenBy: queue } });
        if (claimed.modifiedCount === 1) {
          await this.leaveAll(doc, queue);
          this.tell(steamid, null);
          await this.ctx.events.publish('nightAdd/taken', { steamid, queue });
          continue;
        }
        doc = await this.docs.findOne({ _id: steamid });
        if (!doc) continue;
      }
      if (nightAddOutcome(doc, queue) === 'drop') await this.leave(this.lobbies.find(queue), steamid);
    }
  }

  /** `player/banned`: the add is over (the queues already dropped them). */
  async banned(steamid: SteamId): Promise<void> {
    const doc = await this.docs.findOneAndDelete({ _id: steamid });
    if (doc) this.tell(steamid, null);
  }

  /** Ends every add whose time is up (each claimed by one process), then times the next. */
  async sweep(): Promise<void> {
    const now = this.ctx.now();
    for (const due of await this.docs.find({ until: { $lte: now } }).toArray()) {
      const doc = await this.docs.findOneAndDelete({ _id: due._id, until: due.until });
      if (!doc || doc.takenBy !== null) continue;
      await this.leaveAll(doc);
      const names = doc.queues.map((q) => nightAddQueueName(q.queueName, this.ctx.config.queues));
      await notifyUsers(this.ctx, [doc.steamid], { msg: nightAddEndedMessage(names), variant: 'info' });
      this.tell(doc.steamid, null);
      await this.ctx.events.publish('nightAdd/ended', { steamid: doc.steamid, queues: doc.queues.map((q) => q.queueName) });
    }
    const next = await this.docs.find({}, { sort: { until: 1 }, limit: 1 }).toArray();
    if (next[0]) this.scheduleAt(next[0].until);
  }

  start(): void {
    this.stopped = false;
    this.poll = setInterval(() => this.sweepQuietly(), SWEEP_MS);
    this.poll.unref?.();
    this.sweepQuietly();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.poll);
    clearTimeout(this.timer);
  }

  private sweepQuietly(): void {
    if (this.stopped) return;
    this.sweep().catch((err: unknown) => this.ctx.logger.error({ err }, 'the night-add sweep failed'));
  }

  private scheduleAt(until: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.sweepQuietly(), Math.min(Math.max(0, until - this.ctx.now()) + 5, 2_147_000_000));
    this.timer.unref?.();
  }

  /** The add's queues (but `keep`) let the player go. */
  private async leaveAll(doc: NightAdd, keep?: string): Promise<void> {
    for (const { queueName } of doc.queues) if (queueName !== keep) await this.leave(this.lobbies.find(queueName), doc.steamid);
  }

  /**
   * Out of one queue. The lobby first catches up with its stored version (another process may have
   * just seated them there); the LEAVE is internal: a player who is no longer there is no error.
   */
  private async leave(lobby: Lobby | undefined, steamid: SteamId): Promise<void> {
    if (!lobby) return;
    try {
      await lobby.sync(true);
      await lobby.send((now) => ({ type: 'LEAVE', steamid, now }), { internal: true });
    } catch (err) {
      this.ctx.logger.error({ err, queue: lobby.name, steamid }, 'could not take a player added for the night out of a queue');
    }
  }

  private tell(steamid: SteamId, add: NightAdd | null): void {
    this.ctx.realtime.toUser(steamid).emit('nightAdd', add);
  }
}
