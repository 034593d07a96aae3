/** GET /api/chat (signed in): the latest messages, oldest first, and until when the viewer is muted. Visitors get 401: the chat is for players (docs/decisions.md "Queue chat"). */
import type { ChatResponse } from '@pug/domain';
import type { Middleware } from 'koa';
import { sessionUser } from '../auth/guards.ts';
import { chatMutedUntil, latestChatMessages, type ChatDeps } from './live.ts';

export function getChat(deps: Pick<ChatDeps, 'collections' | 'now'>): Middleware {
  return async (ctx) => {
    const viewer = sessionUser(ctx);
    const [messages, mutedUntil] = await Promise.all([latestChatMessages(deps.collections), chatMutedUntil(deps.collections, viewer.steamid, deps.now())]);
    const body: ChatResponse = { messages, mutedUntil };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
