/**
 * `pug/started`: the queue channel hears the pug started (its number, teams, map, link), and the
 * message of the round that launched it, if there is one, says it filled (its final text); the
 * queue's next round gets a message of its own (discord-bot.ts).
 */
import type { Reaction } from '../framework/reactions.ts';
import type { DiscordBot } from './discord-bot.ts';
import { pugStartedText, queueLaunchedText } from './discord-messages.ts';

export function postPugStarted(bot: DiscordBot, needed: (queueName: string) => number): Reaction<'pug/started'> {
  return async ({ pug }) => {
    const title = bot.queueTitle(pug.queueName);
    const channelId = bot.config.queueChannelId;
    // First: a `lobby/changed` of the next round, next on this line, must find the round moved on.
    const launchedBy = await bot.endRound(pug.queueName, pug._id);
    const alias = await bot.aliases([...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red)]);
    await bot.outbox.write(`pug:${pug._id}`, { channelId, content: pugStartedText(title, pug, alias, bot.pugUrl(pug._id)) });
    if (!launchedBy) return;
    await bot.outbox.write(launchedBy, {
      channelId,
      content: queueLaunchedText(title, needed(pug.queueName), pug, bot.pugUrl(pug._id)),
      minGapMs: bot.config.queueEditMs,
      onlyIfExists: true,
      final: true,
    });
  };
}
