/** `admin/notified` and `player/banned`: what admins are told (reports, appeals, server problems) and bans, in DISCORD_ADMIN_CHANNEL_ID. */
import { randomUUID } from 'node:crypto';
import type { EventBus } from '../framework/events.ts';
import { BOT_LINE, type DiscordBot } from './discord-bot.ts';
import { adminNoticeText, banText } from './discord-messages.ts';

export function postAdminNotices(events: EventBus, bot: DiscordBot, channelId: string): void {
  events.on(
    'admin/notified',
    'community/on-admin-notified',
    async ({ msg, variant, url }) => {
      const link = url?.startsWith('/') && !url.startsWith('//') ? `${bot.config.siteUrl}${url}` : null;
      await bot.outbox.write(`admin:${randomUUID()}`, { channelId, content: adminNoticeText(msg, variant, link) });
    },
    BOT_LINE,
  );
  events.on(
    'player/banned',
    'community/on-admin-notified',
    async ({ steamid }) => {
      const ban = await bot.collections.discipline.findOne({ userId: steamid, isBan: true }, { sort: { date: -1 } });
      const alias = await bot.aliases([steamid]);
      const profile = `${bot.config.siteUrl}/players/${steamid}`;
      await bot.outbox.write(`admin:${randomUUID()}`, {
        channelId,
        content: banText(alias(steamid), steamid, ban?.reason ?? null, ban?.expires ?? null, profile),
      });
    },
    BOT_LINE,
  );
}
