import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Card, Field, Heading, Inline, ScrollArea, Spinner, Stack, Text } from '@pug/design-system';
import {
  CHAT_HISTORY_SIZE,
  CHAT_MESSAGE_MAX,
  chatPostRefusal,
  chatTextProblem,
  mentionedPlayers,
  pathOf,
  routes,
  type ChatMessage,
  type ChatResponse,
  type RouteBody,
} from '@pug/domain';
import { useApi, useApiQuery, useOnReconnect, useSocketEvent } from '@pug/platform';
import type { Viewer } from '../session/useViewer.ts';
import { ChatMuteDialog } from './ChatMuteDialog.tsx';
import { chatClock } from './chatClock.ts';

/** How tall the list grows before it scrolls, in px. */
const LIST_HEIGHT = 360;

/** Re-renders once `until` has passed (a mute ending), so the input comes back by itself. */
function useRenderAt(until: number | null): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (until === null) return;
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(left + 50, 2_000_000_000));
    return () => clearTimeout(timer);
  }, [until]);
}

function ChatLine({ message, viewer, onMute }: { message: ChatMessage; viewer: Viewer; onMute(target: { steamid: string; alias: string }): void }) {
  const api = useApi();
  const mentionsMe = message.steamid !== viewer.steamid && mentionedPlayers(message.text, [viewer]).length > 0;
  return (
    <Stack as="article" gap="xxs" data-testid="chat-message">
      <Inline gap="xs" align="baseline">
        <Text as="strong" size="sm" weight="bold" breakAnywhere>
          {message.alias}
        </Text>
        <Text as="span" size="xs" tone="muted">
          <time dateTime={new Date(message.createdAt).toISOString()}>{chatClock(message.createdAt)}</time>
        </Text>
      </Inline>
      {/* Plain React text: a link or markup in a message is shown as typed, never embedded or parsed. */}
      <Text size="sm" breakAnywhere tone={mentionsMe ? 'primary' : 'default'}>
        {message.text}
      </Text>
      {viewer.isAdmin ? (
        <Inline gap="xs">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete the message of ${message.alias} at ${chatClock(message.createdAt)}`}
            onClick={() => void api.del(pathOf(routes.deleteChatMessage, { id: message._id })).catch(() => undefined)}
          >
            Delete
          </Button>
          {message.steamid !== viewer.steamid ? (
            <Button size="sm" variant="ghost" aria-label={`Mute ${message.alias}`} onClick={() => onMute({ steamid: message.steamid, alias: message.alias })}>
              Mute
            </Button>
          ) : null}
        </Inline>
      ) : null}
    </Stack>
  );
}

/**
 * The queue chat beside the lobby (docs/product.md "Chat"), for signed-in players: the latest
 * messages as a live log, a labelled input (disabled, with the reason, for a banned or muted
 * player), and for admins a Delete and a Mute on each message.
 */
export function ChatPanel({ viewer }: { viewer: Viewer }) {
  const api = useApi();
  const query = useApiQuery<ChatResponse>(routes.chat.path);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [mutedUntil, setMutedUntil] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [muting, setMuting] = useState<{ steamid: string; alias: string } | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (!query.data) return;
    setMessages(query.data.messages);
    setMutedUntil(query.data.mutedUntil);
  }, [query.data]);
  useOnReconnect(() => void query.refetch());
  useSocketEvent('chatMessage', (message) =>
    setMessages((all) => (all.some((m) => m._id === message._id) ? all : [...all, message].slice(-CHAT_HISTORY_SIZE))),
  );
  useSocketEvent('chatDeleted', ({ _id }) => setMessages((all) => all.filter((m) => m._id !== _id)));
  useSocketEvent('chatMuted', (payload) => {
    setMutedUntil(payload.mutedUntil);
    // A history read on its way may have been answered before this mute (or its lifting) was
    // stored: read again, so that older answer is dropped (the latest read wins) and cannot put
    // the old state back.
    if (query.loading) void query.refetch();
  });
  useRenderAt(mutedUntil);

  // The newest message in view.
  useEffect(() => {
    const area = list.current?.parentElement;
    if (area) area.scrollTop = area.scrollHeight;
  }, [messages]);

  const refusal = chatPostRefusal({ banned: viewer.banned, mutedUntil }, Date.now(), chatClock);
  const problem = text.length > 0 ? chatTextProblem(text) : null;

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (refusal || sending || chatTextProblem(text)) return;
    setSending(true);
    try {
      const body: RouteBody<'postChat'> = { text };
      const sent = await api.post<ChatMessage>(routes.postChat.path, body);
      setMessages((all) => (all.some((m) => m._id === sent._id) ? all : [...all, sent].slice(-CHAT_HISTORY_SIZE)));
      setText('');
    } catch {
      // The api client showed the refusal as a toast; a mute we did not know of shows from the next read.
      void query.refetch();
    } finally {
      setSending(false);
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId} data-testid="chat">
      <Stack gap="sm">
        <Heading level={2} id={headingId}>
          Chat
        </Heading>
        {query.loading && !query.data ? <Spinner size="sm" label="Loading the chat…" /> : null}
        <ScrollArea maxHeight={LIST_HEIGHT} label="Chat history">
          <Stack gap="sm" ref={list} role="log" aria-live="polite" aria-label="Chat messages">
            {messages.map((m) => (
              <ChatLine key={m._id} message={m} viewer={viewer} onMute={setMuting} />
            ))}
          </Stack>
        </ScrollArea>
        {query.data && messages.length === 0 ? <Text tone="muted">No messages yet. Say hi!</Text> : null}
        <form onSubmit={(e) => void send(e)}>
          <Stack gap="xs">
            <Field
              label="Message"
              hint={refusal ?? `Up to ${CHAT_MESSAGE_MAX} characters; @alias mentions a player`}
              error={problem && text.trim() ? problem : undefined}
            >
              {(p) => (
                <input
                  {...p}
                  type="text"
                  autoComplete="off"
                  maxLength={CHAT_MESSAGE_MAX}
                  value={text}
                  disabled={refusal !== null}
                  onChange={(e) => setText(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" disabled={refusal !== null || sending || chatTextProblem(text) !== null} loading={sending}>
              Send
            </Button>
          </Stack>
        </form>
      </Stack>
      {viewer.isAdmin ? <ChatMuteDialog target={muting} onClose={() => setMuting(null)} /> : null}
    </Card>
  );
}
