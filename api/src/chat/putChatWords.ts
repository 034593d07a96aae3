/** PUT /api/admin/chat/words {words} (admin): the whole filter list, in its compared form; audited with what was added and removed. */
import type { ChatWordsResponse } from '@pug/domain';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import type { BodyHandler } from '../framework/mount.ts';
import { CHAT_WORDS_META_ID, chatFilterWords, type ChatDeps } from './live.ts';

export function putChatWords(deps: ChatDeps): BodyHandler<'putChatWords'> {
  return async (ctx, body) => {
    const admin = sessionUser(ctx);
    const before = new Set(await chatFilterWords(deps.collections));
    const after = new Set(body.words);
    await deps.collections.meta.updateOne({ _id: CHAT_WORDS_META_ID }, { $set: { at: deps.now(), value: body.words } }, { upsert: true });
    const list = (words: string[]) => (words.length ? words.join(', ').slice(0, 300) : null);
    await recordAdminAction(deps, admin, {
      action: 'editChatWords',
      details: {
        count: body.words.length,
        added: list(body.words.filter((w) => !before.has(w))),
        removed: list([...before].filter((w) => !after.has(w))),
      },
    });
    const answer: ChatWordsResponse = { words: body.words };
    ctx.body = answer;
  };
}
