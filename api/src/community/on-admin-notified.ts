/** `admin/notified` and `player/banned`: what admins are told (reports, appeals, server problems) and bans, in DISCORD_ADMIN_CHANNEL_ID. */
import { randomUUID } from 'node:crypto';
import type { Reaction } from '../framework/reactions.ts';
import type { DiscordBot } from './discord-bot.ts';
import { adminNoticeText, banText } from './discord-messages.ts';

export function postAdminNotices(bot: DiscordBot, channelId: string): { notified: Reaction<'admin/notified'>; banned: Reaction<'player/banned'> } {
  return {
    notified: async ({ msg, variant, url }) => {
      const link = url?.startsWith('/') && !url.startsWith('//') ? `${bot.config.siteUrl}${url}` : null;
      await bot.outbox.write(`admin:${randomUUID()}`, { channelId, content: adminNoticeText(msg, variant, link) });
    },
    banned: async ({ steamid }) => {
      const ban = await bot.collections.discipline.findOne({ userId: steamid, isBan: true }, { sort: { date: -1 } });
      const alias = await bot.aliases([steamid]);
      const profile = `${bot.config.siteUrl}/players/${steamid}`;
      await bot.outbox.write(`admin:${randomUUID()}`, {
        channelId,
        content: banText(alias(steamid), steamid, ban?.reason ?? null, ban?.expires ?? null, profile),
      });
    },
  };
}
