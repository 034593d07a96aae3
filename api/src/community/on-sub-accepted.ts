/** `pug/subAccepted`: the "sub needed" message is edited to say who took the seat. */
import type { Reaction } from '../framework/reactions.ts';
import type { DiscordBot } from './discord-bot.ts';
import { subFoundText } from './discord-messages.ts';

export function editSubFound(bot: DiscordBot): Reaction<'pug/subAccepted'> {
  return async ({ pug, steamid, replacedBy }) => {
    const alias = await bot.aliases([steamid, replacedBy]);
    await bot.outbox.write(`sub:${pug._id}:${steamid}`, {
      channelId: bot.config.queueChannelId,
      content: subFoundText(bot.queueTitle(pug.queueName), pug, steamid, replacedBy, alias, bot.pugUrl(pug._id)),
      onlyIfExists: true,
    });
  };
}
