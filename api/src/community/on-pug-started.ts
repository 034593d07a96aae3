/**
 * `pug/started`: the queue channel hears the pug started (teams, map, link), and the queue's
 * "close to full" message, if there is one, says it filled (its final text).
 */
import type { EventBus } from '../framework/events.ts';
import type { DiscordBot } from './discord-bot.ts';
import { pugStartedText, queueLaunchedText } from './discord-messages.ts';

export function postPugStarted(events: EventBus, bot: DiscordBot, needed: (queueName: string) => number): void {
  events.on('pug/started', 'community/on-pug-started', async ({ pug }) => {
    const title = bot.queueTitle(pug.queueName);
    const alias = await bot.aliases([...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red)]);
    const channelId = bot.config.queueChannelId;
    await bot.outbox.write(`pug:${pug._id}`, { channelId, content: pugStartedText(title, pug, alias, bot.pugUrl(pug._id)) });
    await bot.outbox.write(`queue:${pug.queueName}`, {
      channelId,
      content: queueLaunchedText(title, needed(pug.queueName), bot.pugUrl(pug._id)),
      minGapMs: bot.config.queueEditMs,
      onlyIfExists: true,
      final: true,
    });
  });
}
