/**
 * `pug/completed` and `pug/ended`: the pug's message is edited to its final state (the score, or
 * why it ended), and a "sub needed" message of a seat nobody took says it is no longer needed.
 */
import type { Pug } from '@pug/domain';
import type { Reaction } from '../framework/reactions.ts';
import type { DiscordBot } from './discord-bot.ts';
import { pugEndedText, pugFinishedText, subNoLongerNeededText } from './discord-messages.ts';

async function closeOpenSubs(bot: DiscordBot, pug: Pug): Promise<void> {
  const open = [...Object.entries(pug.teams.blu), ...Object.entries(pug.teams.red)].filter(([, seat]) => seat.needsSub);
  for (const [steamid] of open) {
    const content = subNoLongerNeededText(bot.queueTitle(pug.queueName), pug, bot.pugUrl(pug._id));
    await bot.outbox.write(`sub:${pug._id}:${steamid}`, { channelId: bot.config.queueChannelId, content, onlyIfExists: true });
  }
}

export function editPugFinished(bot: DiscordBot): { completed: Reaction<'pug/completed'>; ended: Reaction<'pug/ended'> } {
  return {
    completed: async ({ pug }) => {
      const alias = await bot.aliases([...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red)]);
      const content = pugFinishedText(bot.queueTitle(pug.queueName), pug, alias, bot.pugUrl(pug._id));
      await bot.outbox.write(`pug:${pug._id}`, { channelId: bot.config.queueChannelId, content });
      await closeOpenSubs(bot, pug);
    },
    ended: async ({ pug }) => {
      const content = pugEndedText(bot.queueTitle(pug.queueName), pug, bot.pugUrl(pug._id));
      await bot.outbox.write(`pug:${pug._id}`, { channelId: bot.config.queueChannelId, content });
      await closeOpenSubs(bot, pug);
    },
  };
}
