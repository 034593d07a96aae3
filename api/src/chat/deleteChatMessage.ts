/** DELETE /api/admin/chat/messages/{id} (admin): the message leaves every open page at once (404 when there is none); audited. */
import { chatMessageParamsSchema } from '@pug/domain';
import type { Middleware } from 'koa';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import { notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import { toChatReaders, type ChatDeps } from './live.ts';

export function deleteChatMessage(deps: ChatDeps): Middleware {
  return async (ctx) => {
    const admin = sessionUser(ctx);
    const { id } = parseParams(ctx, chatMessageParamsSchema);
    const removed = await deps.collections.chatMessages.findOneAndDelete({ _id: id });
    if (!removed) throw notFound(`No chat message ${id}`);
    await recordAdminAction(deps, admin, {
      action: 'deleteChatMessage',
      target: { kind: 'chat', id, label: `${removed.alias}: ${removed.text.slice(0, 60)}` },
      details: { author: removed.steamid, text: removed.text },
    });
    toChatReaders(deps.realtime).emit('chatDeleted', { _id: id });
    ctx.body = { ok: true };
  };
}
