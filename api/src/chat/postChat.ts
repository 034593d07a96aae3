/**
 * POST /api/chat {text} (signed in): one message to every signed-in page, and a `chatMention` to
 * each online player it mentions. Refused, storing nothing: 403 banned or muted, 429 past the
 * player's rate (with Retry-After), 400 for a word of the filter (docs/decisions.md "Queue chat").
 */
import { randomUUID } from 'node:crypto';
import { chatRateLimitWait, filteredWordIn, mentionedPlayers, type ChatMessage } from '@pug/domain';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { badRequest, forbidden, tooManyRequests } from '../framework/errors.ts';
import type { BodyHandler } from '../framework/mount.ts';
import { onlineSteamids } from '../framework/presence.ts';
import { assertNotBanned } from '../players/standing.ts';
import { chatFilterWords, chatMutedUntil, toChatReaders, toChatWire, type ChatDeps } from './live.ts';

export function postChat(deps: ChatDeps): BodyHandler<'postChat'> {
  return async (ctx, body) => {
    const viewer = sessionUser(ctx);
    const now = deps.now();
    await assertNotBanned(deps.collections, viewer.steamid, now);
    const mutedUntil = await chatMutedUntil(deps.collections, viewer.steamid, now);
    if (mutedUntil !== null) {
      throw forbidden(`You are muted in the chat for ${Math.ceil((mutedUntil - now) / 60_000)} more minute(s)`, 'CHAT_MUTED');
    }
    const recent = await deps.collections.chatMessages
      .find(
        { steamid: viewer.steamid, createdAt: { $gt: now - deps.rate.windowMs } },
        { projection: { createdAt: 1 }, sort: { createdAt: -1 }, limit: deps.rate.max },
      )
      .toArray();
    const wait = chatRateLimitWait(
      recent.map((m) => m.createdAt),
      now,
      deps.rate,
    );
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      ctx.set('Retry-After', String(seconds));
      throw tooManyRequests(`At most ${deps.rate.max} messages in ${Math.round(deps.rate.windowMs / 1000)} s: wait ${seconds} s`);
    }
    const word = filteredWordIn(body.text, await chatFilterWords(deps.collections));
    if (word !== null) throw badRequest(`Your message was not sent: the chat does not allow the word "${word}"`, 'CHAT_FILTERED');

    const author = await deps.collections.users.findOne({ _id: viewer.steamid }, { projection: { alias: 1 } });
    const doc: ChatMessage = { _id: randomUUID(), steamid: viewer.steamid, alias: author?.alias ?? viewer.alias, text: body.text, createdAt: now };
    await deps.collections.chatMessages.insertOne(doc);
    const wire = toChatWire(doc);
    toChatReaders(deps.realtime).emit('chatMessage', wire);
    if (wire.text.includes('@')) await tellMentioned(deps, wire);
    ctx.status = 201;
    ctx.body = wire;
  };
}

/** A `chatMention` to each player the message names who has a page open now (in any api process); nobody is told later. */
async function tellMentioned(deps: ChatDeps, message: ChatMessage): Promise<void> {
  // Presence asks the other processes; one that does not answer in time leaves its players untold.
  const online = await onlineSteamids(deps.io).catch(() => new Set<string>());
  online.delete(message.steamid);
  if (online.size === 0) return;
  const candidates = await onlineAliases(deps.collections, [...online]);
  for (const steamid of mentionedPlayers(message.text, candidates)) {
    deps.realtime.toUser(steamid).emit('chatMention', { messageId: message._id, from: message.steamid, fromAlias: message.alias, text: message.text });
  }
}

async function onlineAliases(collections: Collections, steamids: string[]): Promise<{ steamid: string; alias: string }[]> {
  const users = await collections.users.find({ _id: { $in: steamids } }, { projection: { alias: 1 } }).toArray();
  return users.map((u) => ({ steamid: u._id, alias: u.alias }));
}
