/**
 * The bot's direct messages about a player's add for the night (queues/night-adds.ts), for a
 * player who linked Discord and opted in (`preferences.nightAddDm`): a queue of the add reached
 * ready-up with them seated (`nightAdd/taken`), or the add ran out (`nightAdd/ended`).
 *
 * Discord's two calls: POST /users/@me/channels `{recipient_id}` opens (or finds) the DM channel,
 * then the message is the outbox's (discord-outbox.ts: stored, one sender across processes,
 * retried, 429s respected). The open is tried again after Discord's `retry_after` on a 429, or
 * with backoff on a failure, a few times, in the background: the bot's line never waits on it.
 */
import { nightAddEndedMessage, nightAddQueueName, nightAddReadyUpMessage, type QueueConfig, type SteamId } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { Reaction } from '../framework/reactions.ts';
import type { Logger } from '../framework/logger.ts';
import type { DiscordOutbox, OutboxTimings } from './discord-outbox.ts';
import { callDiscordRest, type DiscordRestOptions } from './discord-rest.ts';

interface DmDeps {
  collections: Collections;
  logger: Logger;
  now: () => number;
  outbox: DiscordOutbox;
  rest: Omit<DiscordRestOptions, 'timeoutMs'>;
  timings: Pick<OutboxTimings, 'timeoutMs' | 'backoffMs' | 'maxAttempts'>;
  siteUrl: string;
  queues: readonly QueueConfig[];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The DM channel with `recipientId`, or null when Discord refuses it or the tries ran out. */
async function openDm(deps: DmDeps, recipientId: string): Promise<string | null> {
  for (let attempt = 0; attempt < deps.timings.maxAttempts; attempt++) {
    const answer = await callDiscordRest({ ...deps.rest, timeoutMs: deps.timings.timeoutMs }, 'POST', '/users/@me/channels', { recipient_id: recipientId });
    if (answer.ok) {
      const id = (answer.json as { id?: unknown } | null)?.id;
      return typeof id === 'string' && /^\d{1,25}$/.test(id) ? id : null;
    }
    if (answer.kind === 'refused') {
      deps.logger.warn({ why: answer.why }, 'Discord refused to open a DM channel');
      return null;
    }
    await wait(answer.kind === 'rateLimited' ? answer.retryAfterMs : deps.timings.backoffMs * 2 ** attempt);
  }
  deps.logger.warn({ recipientId }, 'could not open a DM channel; the message is dropped');
  return null;
}

/** Sends `content` to the player when they linked Discord and opted in; `key` names the message for good. */
async function dmPlayer(deps: DmDeps, steamid: SteamId, key: string, content: string): Promise<void> {
  const user = await deps.collections.users.findOne({ _id: steamid }, { projection: { discordid: 1, preferences: 1 } });
  if (!user?.discordid || user.preferences?.nightAddDm !== true) return;
  const channelId = await openDm(deps, user.discordid);
  if (channelId) await deps.outbox.write(`dm:${key}`, { channelId, content, final: true });
}

export function dmNightAdd(deps: DmDeps): { taken: Reaction<'nightAdd/taken'>; ended: Reaction<'nightAdd/ended'> } {
  const inBackground = (work: Promise<void>) => void work.catch((err: unknown) => deps.logger.error({ err }, 'a night-add DM failed'));
  return {
    taken: ({ steamid, queue }) =>
      inBackground(
        dmPlayer(deps, steamid, `nightAdd:${steamid}:${queue}:${deps.now()}`, nightAddReadyUpMessage(nightAddQueueName(queue, deps.queues), deps.siteUrl)),
      ),
    ended: ({ steamid, queues }) =>
      inBackground(
        dmPlayer(deps, steamid, `nightAddEnded:${steamid}:${deps.now()}`, nightAddEndedMessage(queues.map((q) => nightAddQueueName(q, deps.queues)))),
      ),
  };
}
