import { CHAT_HISTORY_SIZE, isChatMuted, type ChatMessage, type ChatRateLimit } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { Realtime, PugServer } from '../framework/sockets.ts';

export interface ChatDeps {
  collections: Collections;
  realtime: Realtime;
  io: PugServer;
  now: () => number;
  rate: ChatRateLimit;
}

/** The `meta` document holding the filter's words (`value`: the list, in its compared form). */
export const CHAT_WORDS_META_ID = 'chatWords';

/** The wire shape of a stored message. */
export function toChatWire(doc: ChatMessage): ChatMessage {
  return { _id: doc._id, steamid: doc.steamid, alias: doc.alias, text: doc.text, createdAt: doc.createdAt };
}

/** The latest CHAT_HISTORY_SIZE messages, oldest first. */
export async function latestChatMessages(collections: Collections): Promise<ChatMessage[]> {
  const docs = await collections.chatMessages.find({}, { sort: { createdAt: -1, _id: -1 }, limit: CHAT_HISTORY_SIZE }).toArray();
  return docs.reverse().map(toChatWire);
}

/** Until when the player is muted, or null. */
export async function chatMutedUntil(collections: Collections, steamid: string, now: number): Promise<number | null> {
  const mute = await collections.chatMutes.findOne({ _id: steamid });
  return mute && isChatMuted(mute.until, now) ? mute.until : null;
}

/** The filter's words as stored (none until an admin saves a list). */
export async function chatFilterWords(collections: Collections): Promise<string[]> {
  const doc = await collections.meta.findOne({ _id: CHAT_WORDS_META_ID });
  return Array.isArray(doc?.value) ? doc.value.filter((w): w is string => typeof w === 'string') : [];
}

/** Every signed-in page, in every api process (the Redis adapter fans the emit out); visitors get nothing. */
export const toChatReaders = (realtime: Realtime) => realtime.toSignedInExcept([]);
