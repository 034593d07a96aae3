/** GET /api/admin/chat/words (admin): the chat filter's words. */
import type { ChatWordsResponse } from '@pug/domain';
import type { Middleware } from 'koa';
import { chatFilterWords, type ChatDeps } from './live.ts';

export function getChatWords(deps: Pick<ChatDeps, 'collections'>): Middleware {
  return async (ctx) => {
    const body: ChatWordsResponse = { words: await chatFilterWords(deps.collections) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
