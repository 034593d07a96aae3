/**
 * The queue chat (docs/product.md "Chat"): one room beside the lobby for signed-in players. A
 * message is one line of plain text (links stay text, never embedded or turned into HTML), may
 * mention online players by `@alias`, and is refused when it holds a word of the admins' list,
 * when its sender is banned or muted, or past the per-player rate. The rules only, without zod;
 * the request schemas are in contracts/chat.ts.
 */
import { aliasSearchKey } from '../players/alias.ts';
import type { SteamId, Timestamp } from '../entities.ts';

/** The longest message, in characters (after trimming). */
export const CHAT_MESSAGE_MAX = 300;
/** How many of the latest messages a page loads. */
export const CHAT_HISTORY_SIZE = 100;
/** The most players one message may mention (the rest stay text). */
export const CHAT_MENTIONS_MAX = 5;
/** A filtered word: letters and digits only, at most this long; at most CHAT_FILTER_WORDS_MAX of them. */
export const CHAT_FILTER_WORD_MAX = 40;
export const CHAT_FILTER_WORDS_MAX = 500;
/** The longest mute an admin may give, in minutes (a week); 0 lifts a mute. */
export const CHAT_MUTE_MAX_MINUTES = 7 * 24 * 60;
/** The mutes the chat's admin menu offers, in minutes. */
export const CHAT_MUTE_CHOICES = [10, 60, 24 * 60] as const;

export interface ChatMessage {
  _id: string;
  steamid: SteamId;
  /** The sender's alias when they posted. */
  alias: string;
  text: string;
  createdAt: Timestamp;
}

/** GET /api/chat: the latest messages, oldest first, and until when the viewer is muted (null: not muted). */
export interface ChatResponse {
  messages: ChatMessage[];
  mutedUntil: Timestamp | null;
}

/** `chatMention`: sent to the sockets of a player a message mentioned, while they have a page open. */
export interface ChatMentionPayload {
  messageId: string;
  from: SteamId;
  fromAlias: string;
  text: string;
}

/** At most `max` messages per player in any `windowMs` (CHAT_RATE_MAX, CHAT_RATE_WINDOW_MS). */
export interface ChatRateLimit {
  max: number;
  windowMs: number;
}

export const DEFAULT_CHAT_RATE_LIMIT: ChatRateLimit = { max: 5, windowMs: 10_000 };

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Why `text` (as sent, before trimming) cannot be posted, or null. */
export function chatTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'Write something first';
  if (trimmed.length > CHAT_MESSAGE_MAX) return `A message is at most ${CHAT_MESSAGE_MAX} characters`;
  if (CONTROL.test(trimmed)) return 'A message is one line of text';
  return null;
}

/** The `@name` tokens of a message: `@` at the start or after a space, then up to 32 non-space characters. */
const MENTION = /(?:^|\s)@([^\s@]{1,32})/gu;
const TRAILING_PUNCTUATION = /[.,!?;:)'"”’]+$/u;

/** How a mention names a player: the alias's search key without spaces ("Big Dave" is `@bigdave`). */
export function mentionKeyOf(alias: string): string {
  return aliasSearchKey(alias).replace(/\s+/gu, '');
}

/** The players among `candidates` whom `text` mentions, at most CHAT_MENTIONS_MAX, each once, in the order named. */
export function mentionedPlayers(text: string, candidates: readonly { steamid: SteamId; alias: string }[]): SteamId[] {
  const byKey = new Map<string, SteamId>();
  for (const c of candidates) if (c.alias) byKey.set(mentionKeyOf(c.alias), c.steamid);
  const found: SteamId[] = [];
  for (const match of text.matchAll(MENTION)) {
    const token = match[1]!;
    const steamid = byKey.get(mentionKeyOf(token)) ?? byKey.get(mentionKeyOf(token.replace(TRAILING_PUNCTUATION, '')));
    if (steamid && !found.includes(steamid)) found.push(steamid);
    if (found.length === CHAT_MENTIONS_MAX) break;
  }
  return found;
}

/** The words of a text as the filter compares them: lower case, NFKC, split on anything but letters and digits. */
function wordsOf(text: string): string[] {
  return aliasSearchKey(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether `word` may be on the filter list: letters and digits only, 1..CHAT_FILTER_WORD_MAX. */
export function isFilterWord(word: string): boolean {
  return word.length <= CHAT_FILTER_WORD_MAX && /^[\p{L}\p{N}]+$/u.test(word);
}

/** The filter list as stored: each word in its compared form, once, sorted. */
export function normalizeFilterWords(words: readonly string[]): string[] {
  return [...new Set(words.map((w) => aliasSearchKey(w.trim())).filter(Boolean))].sort();
}

/**
 * The first word of `text` on the filter list, or null. Whole words only, any case: "class" is not
 * refused for "ass" (the Scunthorpe problem); case and width fold as an alias search does.
 */
export function filteredWordIn(text: string, filter: readonly string[]): string | null {
  if (filter.length === 0) return null;
  const listed = new Set(normalizeFilterWords(filter));
  return wordsOf(text).find((w) => listed.has(w)) ?? null;
}

/**
 * How long (ms) a player who posted at `recent` (epoch ms, any order) must wait before posting
 * again at `now`; 0: they may post. Only posts within the window count.
 */
export function chatRateLimitWait(recent: readonly Timestamp[], now: Timestamp, limit: ChatRateLimit): number {
  const inWindow = recent.filter((at) => at > now - limit.windowMs && at <= now).sort((a, b) => b - a);
  if (inWindow.length < limit.max) return 0;
  // The max-th most recent post must leave the window first.
  return inWindow[limit.max - 1]! + limit.windowMs - now;
}

/** Whether a mute that ends at `mutedUntil` holds at `now`. */
export function isChatMuted(mutedUntil: Timestamp | null | undefined, now: Timestamp): boolean {
  return typeof mutedUntil === 'number' && mutedUntil > now;
}

/** Why the viewer cannot post now (the chat's input shows it, disabled), or null. */
export function chatPostRefusal(viewer: { banned: boolean; mutedUntil: Timestamp | null }, now: Timestamp, clock: (at: Timestamp) => string): string | null {
  if (viewer.banned) return 'Banned players can read the chat but not post';
  if (isChatMuted(viewer.mutedUntil, now)) return `Muted until ${clock(viewer.mutedUntil!)}`;
  return null;
}
