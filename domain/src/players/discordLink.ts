/** What a player hears when the Discord account they linked is already another player's (one Discord account, one player). */
import type { Notification } from '../entities.ts';

const TAKEN_PREFIX = 'That Discord account is already linked to ';

/**
 * The refusal names the holder by alias: aliases are public on the site (profiles, ladder), and
 * so is the link itself (`discordid` is a public user field), so naming the holder reveals nothing new.
 */
export function discordTakenMessage(holderAlias: string): string {
  return `${TAKEN_PREFIX}${holderAlias}. Unlink it from that account first, or link another Discord account.`;
}

/** The newest "already linked to …" refusal among the player's notifications, or null. */
export function latestDiscordRefusal(notifications: readonly Pick<Notification, 'msg' | 'timestamp'>[]): string | null {
  let latest: Pick<Notification, 'msg' | 'timestamp'> | null = null;
  for (const n of notifications) if (n.msg.startsWith(TAKEN_PREFIX) && (!latest || n.timestamp > latest.timestamp)) latest = n;
  return latest?.msg ?? null;
}
