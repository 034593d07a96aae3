/**
 * `lobby/changed`: the queue channel's message about the queue's current round (discord-bot.ts).
 * Posted once the queue is this close to full (DISCORD_QUEUE_MISSING open seats or fewer, or
 * full); then edited in place, at most once per DISCORD_QUEUE_EDIT_MS, also when players leave
 * again. The round's launched pug makes it final (on-pug-started.ts); the next round has its own.
 */
import type { Reaction } from '../framework/reactions.ts';
import type { DiscordBot } from './discord-bot.ts';
import { queueText } from './discord-messages.ts';

export function postQueueCloseToFull(bot: DiscordBot): Reaction<'lobby/changed'> {
  return async (counts) => {
    const close = counts.phase !== 'Waiting For Players' || counts.needed - counts.seated <= bot.config.queueMissing;
    await bot.outbox.write(await bot.roundKey(counts.queue), {
      channelId: bot.config.queueChannelId,
      content: queueText(bot.queueTitle(counts.queue), counts, bot.config.siteUrl),
      minGapMs: bot.config.queueEditMs,
      onlyIfExists: !close,
    });
  };
}
