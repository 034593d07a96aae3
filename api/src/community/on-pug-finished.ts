/** `pug/completed` and `pug/ended`: the pug's message is edited to its final state (the score, or why it ended). */
import type { EventBus } from '../framework/events.ts';
import type { DiscordBot } from './discord-bot.ts';
import { pugEndedText, pugFinishedText } from './discord-messages.ts';

export function editPugFinished(events: EventBus, bot: DiscordBot): void {
  events.on('pug/completed', 'community/on-pug-finished', async ({ pug }) => {
    const alias = await bot.aliases([...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red)]);
    const content = pugFinishedText(bot.queueTitle(pug.queueName), pug, alias, bot.pugUrl(pug._id));
    await bot.outbox.write(`pug:${pug._id}`, { channelId: bot.config.queueChannelId, content });
  });
  events.on('pug/ended', 'community/on-pug-finished', async ({ pug }) => {
    const content = pugEndedText(bot.queueTitle(pug.queueName), pug, bot.pugUrl(pug._id));
    await bot.outbox.write(`pug:${pug._id}`, { channelId: bot.config.queueChannelId, content });
  });
}
