/** The request schemas of the chat's routes; the rules are in community/chat.ts. */
import { z } from 'zod';
import { CHAT_FILTER_WORDS_MAX, CHAT_MESSAGE_MAX, CHAT_MUTE_MAX_MINUTES, chatTextProblem, isFilterWord, normalizeFilterWords } from '../community/chat.ts';
import { idSchema, steamIdSchema } from './primitives.ts';

/** POST /api/chat: one message, trimmed. */
export const chatMessageBodySchema = z.strictObject({
  text: z
    .string()
    // Far over the limit is refused before any other work on it.
    .max(CHAT_MESSAGE_MAX * 4, `must be at most ${CHAT_MESSAGE_MAX} characters`)
    .superRefine((text, ctx) => {
      const problem = chatTextProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((text) => text.trim()),
});
export type ChatMessageBody = z.output<typeof chatMessageBodySchema>;

/** POST /api/admin/chat/mute: mute a player for `minutes` (0 lifts the mute), with an optional reason. */
export const chatMuteBodySchema = z.strictObject({
  steamid: steamIdSchema,
  minutes: z.number().int().min(0).max(CHAT_MUTE_MAX_MINUTES, `must be at most ${CHAT_MUTE_MAX_MINUTES} minutes`),
  reason: z.string().trim().max(200).optional(),
});

/** PUT /api/admin/chat/words: the whole filter list, stored in its compared form. */
export const chatWordsBodySchema = z.strictObject({
  words: z
    .array(z.string().trim().refine(isFilterWord, 'each word is letters and digits only, at most 40 characters'))
    .max(CHAT_FILTER_WORDS_MAX, `at most ${CHAT_FILTER_WORDS_MAX} words`)
    .transform(normalizeFilterWords),
});

/** GET and PUT /api/admin/chat/words. */
export interface ChatWordsResponse {
  words: string[];
}

export const chatMessageParamsSchema = z.strictObject({ id: idSchema });
