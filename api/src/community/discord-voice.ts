/**
 * Each pug's voice on Discord (VOICE_PROVIDER=discord): a category and a BLU and a RED voice
 * channel in the guild, each seen and joined only by its team's players with a linked Discord
 * account; players waiting in DISCORD_VOICE_WAITING_CHANNEL_ID are moved in when it starts and
 * back when it ends, and the channels go. Kept in the store (`discordVoice`, one document per pug,
 * db/documents.ts) and carried out by a sweep, as the bot's messages are (discord-outbox.ts):
 * - `open` (`pug/started`), `update` (`pug/subAccepted`: the sub is let in and moved from the
 *   waiting room, the player replaced shut out and moved back) and `close` (`pug/completed|ended`)
 *   only write what is wanted; nothing the site does waits for Discord.
 * - The sweep claims a pending document with a conditional write (`claimUntil` lapsed), so of
 *   several api processes one alone works on a pug; each channel's id is stored as soon as it is
 *   made, so a restarted process carries on and cleans up from the stored ids.
 * - A 429 waits Discord's `retry_after` (and pauses this process's sweep); an emptied bucket waits
 *   its reset; a failure is retried with backoff. A refusal, or too many failures, gives up and
 *   tells the admins (notifications, and the Discord admin channel); the pug goes on regardless.
 * - A create whose answer was lost (a timeout) may have been made: before making it again the
 *   guild's channels are read and a channel of that name and parent is taken instead.
 * The calls themselves: discord-voice-calls.ts.
 */
import type { Pug, SteamId } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { DiscordVoiceDoc } from '../db/documents.ts';
import { isDuplicateKey } from '../db/errors.ts';
import type { Logger } from '../framework/logger.ts';
import { ClaimedSweep } from './claimed-sweep.ts';
import type { DiscordVoiceConfig } from './community-config.ts';
import type { OutboxTimings } from './discord-outbox.ts';
import type { DiscordRestOptions } from './discord-rest.ts';
import { overwritesOf, VoiceCalls, type Outcome } from './discord-voice-calls.ts';
import type { VoiceLink } from './voice-link.ts';

type Team = 'blu' | 'red';
const TEAMS: readonly Team[] = ['blu', 'red'];
/** The longest wait for an emptied bucket inside a run. */
const MAX_PAUSE_MS = 10_000;

export interface DiscordVoiceDeps {
  collections: Collections;
  logger: Logger;
  now: () => number;
  /** Tells every admin (notifications/notify.ts `notifyAdmins`). */
  tellAdmins: (msg: string, url: string) => Promise<void>;
}

const teamOf = (pug: Pick<Pug, 'teams'>, steamid: SteamId): Team | null =>
  Object.hasOwn(pug.teams.blu, steamid) ? 'blu' : Object.hasOwn(pug.teams.red, steamid) ? 'red' : null;

export class DiscordVoice {
  private readonly calls: VoiceCalls;
  private readonly work: ClaimedSweep<DiscordVoiceDoc>;

  constructor(
    private readonly deps: DiscordVoiceDeps,
    rest: Omit<DiscordRestOptions, 'timeoutMs'>,
    private readonly voice: DiscordVoiceConfig,
    private readonly timings: OutboxTimings,
  ) {
    const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.min(ms, MAX_PAUSE_MS)));
    this.calls = new VoiceCalls({ ...rest, timeoutMs: timings.timeoutMs }, voice.guildId, pause);
    this.work = new ClaimedSweep({
      collection: deps.collections.discordVoice,
      carryOut: (doc) => this.carryOut(doc),
      now: deps.now,
      logger: deps.logger,
      everyMs: timings.sweepMs,
      claimMs: timings.claimMs,
      failed: 'the Discord voice sweep failed',
    });
  }

  /** The seated players' linked Discord accounts, per team (sorted). */
  private async membersOf(pug: Pug): Promise<DiscordVoiceDoc['members']> {
    const seated = [...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red)];
    const users = await this.deps.collections.users
      .find({ _id: { $in: seated }, isDiscordVerified: true, discordid: { $type: 'string' } }, { projection: { discordid: 1 } })
      .toArray();
    const members: DiscordVoiceDoc['members'] = { blu: [], red: [] };
    for (const user of users) members[teamOf(pug, user._id) ?? 'blu'].push(user.discordid!);
    members.blu.sort();
    members.red.sort();
    return members;
  }

  /** `pug` started: its channels are wanted (once; a pug seen again or already closed is left as it is). */
  async open(pug: Pug): Promise<void> {
    const members = await this.membersOf(pug);
    const doc: DiscordVoiceDoc = {
      _id: pug._id,
      guildId: this.voice.guildId,
      name: `Pug ${pug.number ? `#${pug.number}` : pug._id} · ${pug.shorthand}`,
      want: 'open',
      revision: 1,
      members,
      applied: { blu: [], red: [] },
      categoryId: null,
      channels: { blu: null, red: null },
      moved: false,
      unsure: [],
      pending: true,
      claimedBy: null,
      claimUntil: 0,
      nextAttemptAt: 0,
      attempts: 0,
      failed: null,
      createdAt: this.deps.now(),
    };
    try {
      await this.deps.collections.discordVoice.insertOne(doc);
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return;
    }
    this.work.kick();
  }

  /** A sub took a seat of `pug`: the team channels let the sub in and shut the player they replaced out. */
  async update(pug: Pug): Promise<void> {
    const members = await this.membersOf(pug);
    const res = await this.deps.collections.discordVoice.updateOne(
      { _id: pug._id, want: 'open' },
      { $set: { members, pending: true, nextAttemptAt: 0, attempts: 0, failed: null }, $inc: { revision: 1 } },
    );
    if (res.modifiedCount > 0) this.work.kick();
  }

  /** `pug` ended: its players are moved back and its channels go. */
  async close(pug: Pick<Pug, '_id'>): Promise<void> {
    const res = await this.deps.collections.discordVoice.updateOne(
      { _id: pug._id, want: 'open' },
      { $set: { want: 'close', pending: true, nextAttemptAt: 0, attempts: 0, failed: null }, $inc: { revision: 1 } },
    );
    if (res.modifiedCount > 0) this.work.kick();
  }

  start(): void {
    this.work.start();
  }

  stop(): Promise<void> {
    return this.work.stop();
  }

  /** One claimed document: its channels made or removed, then settled. */
  private async carryOut(doc: DiscordVoiceDoc): Promise<void> {
    const outcome = doc.want === 'open' ? await this.openChannels(doc) : await this.closeChannels(doc);
    await this.settle(doc, outcome);
  }

  /** Stores a step's result on the claimed document (and the copy in hand). */
  private async save(doc: DiscordVoiceDoc, fields: Partial<DiscordVoiceDoc>): Promise<void> {
    Object.assign(doc, fields);
    await this.deps.collections.discordVoice.updateOne({ _id: doc._id, claimedBy: this.work.holder }, { $set: fields });
  }

  private async openChannels(doc: DiscordVoiceDoc): Promise<Outcome> {
    const bot = await this.calls.bot();
    if (!bot.ok) return bot;
    const guildId = this.voice.guildId;
    if (!doc.categoryId) {
      const made = await this.make(doc, 'category', { name: doc.name, type: 4, parentId: null, overwrites: overwritesOf(guildId, bot.id, []) });
      if (!made.ok) return made;
      await this.save(doc, { categoryId: made.id });
    }
    for (const team of TEAMS) {
      if (doc.channels[team]) continue;
      const spec = { name: team.toUpperCase(), type: 2 as const, parentId: doc.categoryId, overwrites: overwritesOf(guildId, bot.id, doc.members[team]) };
      const made = await this.make(doc, team, spec);
      if (!made.ok) return made;
      await this.save(doc, { channels: { ...doc.channels, [team]: made.id }, applied: { ...doc.applied, [team]: doc.members[team] } });
    }
    const synced = await this.syncSubs(doc);
    if (!synced.ok) return synced;
    const waiting = this.voice.waitingChannelId;
    if (waiting && !doc.moved) {
      for (const team of TEAMS) {
        for (const member of doc.members[team]) {
          const moved = await this.calls.moveIfIn(member, new Set([waiting]), doc.channels[team]!);
          if (!moved.ok) return moved;
        }
      }
      await this.save(doc, { moved: true });
    }
    return { ok: true };
  }

  /** A team's members changed (a sub): the newcomer is let in (and moved from the waiting room), the one replaced shut out (and moved back). */
  private async syncSubs(doc: DiscordVoiceDoc): Promise<Outcome> {
    const waiting = this.voice.waitingChannelId;
    for (const team of TEAMS) {
      const channelId = doc.channels[team]!;
      for (const id of doc.members[team].filter((m) => !doc.applied[team].includes(m))) {
        const allowed = await this.calls.allow(channelId, id);
        if (!allowed.ok) return allowed;
        await this.save(doc, { applied: { ...doc.applied, [team]: [...doc.applied[team], id] } });
        if (!waiting || !doc.moved) continue;
        const moved = await this.calls.moveIfIn(id, new Set([waiting]), channelId);
        if (!moved.ok) return moved;
      }
      for (const id of doc.applied[team].filter((m) => !doc.members[team].includes(m))) {
        if (waiting) {
          const moved = await this.calls.moveIfIn(id, new Set([channelId]), waiting);
          if (!moved.ok) return moved;
        }
        const removed = await this.calls.disallow(channelId, id);
        if (!removed.ok) return removed;
        await this.save(doc, { applied: { ...doc.applied, [team]: doc.applied[team].filter((m) => m !== id) } });
      }
    }
    return { ok: true };
  }

  private async make(doc: DiscordVoiceDoc, key: string, spec: Parameters<VoiceCalls['make']>[0]) {
    const made = await this.calls.make(spec, doc.unsure.includes(key));
    if (!made.ok && made.kind === 'retry' && !doc.unsure.includes(key)) await this.save(doc, { unsure: [...doc.unsure, key] });
    return made;
  }

  private async closeChannels(doc: DiscordVoiceDoc): Promise<Outcome> {
    const waiting = this.voice.waitingChannelId;
    const teamChannels = new Set(TEAMS.map((t) => doc.channels[t]).filter((id): id is string => id !== null));
    if (waiting && teamChannels.size > 0) {
      for (const member of new Set([...doc.members.blu, ...doc.members.red, ...doc.applied.blu, ...doc.applied.red])) {
        const moved = await this.calls.moveIfIn(member, teamChannels, waiting);
        if (!moved.ok) return moved;
      }
    }
    for (const team of TEAMS) {
      const id = doc.channels[team];
      if (!id) continue;
      const removed = await this.calls.remove(id);
      if (!removed.ok) return removed;
      await this.save(doc, { channels: { ...doc.channels, [team]: null } });
    }
    if (doc.categoryId) {
      const removed = await this.calls.remove(doc.categoryId);
      if (!removed.ok) return removed;
      await this.save(doc, { categoryId: null });
    }
    return { ok: true };
  }

  /** After a run: done (unless what is wanted changed meanwhile), a wait, or given up. */
  private async settle(doc: DiscordVoiceDoc, outcome: Outcome): Promise<void> {
    const { collections, logger, now: clock } = this.deps;
    const now = clock();
    const mine = { _id: doc._id, claimedBy: this.work.holder };
    const release = { claimedBy: null, claimUntil: 0 };
    if (outcome.ok) {
      const done = await collections.discordVoice.updateOne({ ...mine, revision: doc.revision }, { $set: { ...release, pending: false, attempts: 0 } });
      if (done.matchedCount === 0) await collections.discordVoice.updateOne(mine, { $set: { ...release, nextAttemptAt: now } });
      return;
    }
    if (outcome.kind === 'rateLimited') {
      this.work.pauseUntil(now + outcome.retryAfterMs);
      logger.warn({ pug: doc._id, retryAfterMs: outcome.retryAfterMs }, 'Discord rate-limited the voice channels; waiting');
      await collections.discordVoice.updateOne(mine, { $set: { ...release, nextAttemptAt: now + outcome.retryAfterMs } });
      return;
    }
    if (outcome.kind === 'refused' || doc.attempts + 1 >= this.timings.maxAttempts) {
      logger.error({ pug: doc._id, want: doc.want, why: outcome.why, attempts: doc.attempts + 1 }, 'Discord voice channels: given up');
      const given = await collections.discordVoice.updateOne(
        { ...mine, revision: doc.revision },
        { $set: { ...release, pending: false, attempts: 0, failed: outcome.why } },
      );
      if (given.matchedCount === 0) {
        await collections.discordVoice.updateOne(mine, { $set: { ...release, attempts: 0, nextAttemptAt: now } });
        return;
      }
      const what = doc.want === 'open' ? 'made' : 'removed';
      await this.deps.tellAdmins(`The Discord voice channels of ${doc.name} could not be ${what}: ${outcome.why}`, `/pugs/${encodeURIComponent(doc._id)}`);
      return;
    }
    const waitMs = Math.min(this.timings.backoffMs * 2 ** doc.attempts, this.timings.maxBackoffMs);
    logger.warn({ pug: doc._id, why: outcome.why, attempt: doc.attempts + 1, waitMs }, 'a Discord voice call failed; retrying');
    await collections.discordVoice.updateOne(mine, { $set: { ...release, nextAttemptAt: now + waitMs }, $inc: { attempts: 1 } });
  }
}

/** The team channel of a seated player of a running pug, once it is made (GET /api/pugCreds); null otherwise. */
export async function discordVoiceLinkOf(collections: Collections, pug: Pick<Pug, '_id' | 'teams'>, steamid: SteamId): Promise<VoiceLink | null> {
  const team = teamOf(pug, steamid);
  if (!team) return null;
  const doc = await collections.discordVoice.findOne({ _id: pug._id }, { projection: { want: 1, channels: 1, guildId: 1 } });
  const channelId = doc?.want === 'open' ? doc.channels[team] : null;
  return channelId ? { team, url: `https://discord.com/channels/${doc!.guildId}/${channelId}` } : null;
}
