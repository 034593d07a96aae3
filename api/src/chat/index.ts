/**
 * The queue chat (domain community/chat.ts, docs/product.md "Chat"): signed-in players read the
 * latest messages and post (banned or muted players read only), each message reaching every
 * signed-in page at once and the online players it mentions; admins delete messages, mute players
 * and keep the word filter, each recorded in the audit log.
 */
import type { FeatureFactory } from '../framework/feature.ts';
import { deleteChatMessage } from './deleteChatMessage.ts';
import { getChat } from './getChat.ts';
import { getChatWords } from './getChatWords.ts';
import { postChat } from './postChat.ts';
import { postChatMute } from './postChatMute.ts';
import { putChatWords } from './putChatWords.ts';

export const chatFeature: FeatureFactory = ({ collections, realtime, io, now, config }) => {
  const deps = { collections, realtime, io, now, rate: config.chat.rate };
  return {
    name: 'chat',
    routes(mount) {
      mount('chat', getChat(deps));
      mount('postChat', postChat(deps));
      mount('deleteChatMessage', deleteChatMessage(deps));
      mount('muteChat', postChatMute(deps));
      mount('chatWords', getChatWords(deps));
      mount('putChatWords', putChatWords(deps));
    },
  };
};
