/** `pug/subRequested`: the queue channel hears a seat needs a sub, mentioning DISCORD_SUB_ROLE_ID (that role only) with the link. */
import type { Reaction } from '../framework/reactions.ts';
import type { DiscordBot } from './discord-bot.ts';
import { subNeededText } from './discord-messages.ts';

export function postSubNeeded(bot: DiscordBot): Reaction<'pug/subRequested'> {
  return async ({ pug, steamid }) => {
    const roleId = bot.config.subRoleId;
    await bot.outbox.write(`sub:${pug._id}:${steamid}`, {
      channelId: bot.config.queueChannelId,
      content: subNeededText(bot.queueTitle(pug.queueName), pug, steamid, roleId, bot.pugUrl(pug._id)),
      mentionRoleId: roleId,
    });
  };
}
