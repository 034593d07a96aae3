import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_MESSAGE_MAX, type ChatMessage, type ChatResponse } from '@pug/domain';
import { FakeApi, renderWithPlatform, waitFor } from '@pug/platform/testing';
import type { Viewer } from '../session/useViewer.ts';
import { sid } from '../testing/fixtures.ts';
import { ChatPanel } from './ChatPanel.tsx';
import { chatClock } from './chatClock.ts';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME: Viewer = { steamid: sid(1), alias: 'Me', isAdmin: false, banned: false };
const ADMIN: Viewer = { steamid: sid(9), alias: 'Boss', isAdmin: true, banned: false };
const LONG = '﷽'.repeat(32);
const at = Date.UTC(2026, 11, 7, 20, 5);
const message = (over: Partial<ChatMessage> = {}): ChatMessage => ({ _id: 'm1', steamid: sid(2), alias: 'Other', text: 'hello', createdAt: at, ...over });

function serve(viewer: Viewer, chat: ChatResponse) {
  api.on('GET /api/self/', () => ({ steamid: viewer.steamid, alias: viewer.alias, isAdmin: viewer.isAdmin }));
  api.on('GET /api/chat', () => chat);
}

describe('ChatPanel', () => {
  it('shows the latest messages as plain text in a polite log, and posts from the keyboard', async () => {
    serve(ME, { messages: [message({ text: '<img src=x onerror=alert(1)> https://example.com' })], mutedUntil: null });
    api.on('POST /api/chat', (body) => ({
      status: 201,
      json: message({ _id: 'm2', steamid: ME.steamid, alias: 'Me', text: (body as { text: string }).text.trim() }),
    }));
    const { socket } = renderWithPlatform(<ChatPanel viewer={ME} />);
    const log = await screen.findByRole('log', { name: 'Chat messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(await within(log).findByText('<img src=x onerror=alert(1)> https://example.com')).toBeTruthy();
    expect(log.querySelector('img, a')).toBeNull();
    expect(within(log).getByText(chatClock(at)).tagName).toBe('TIME');

    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input.getAttribute('maxlength')).toBe(String(CHAT_MESSAGE_MAX));
    await userEvent.type(input, '  gg wp  {Enter}');
    await waitFor(() => expect(api.calls('POST /api/chat').map((c) => c.body)).toEqual([{ text: '  gg wp  ' }]));
    expect(await within(log).findByText('gg wp')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    // The same message echoed by the socket is shown once; another player's arrives live.
    act(() => socket.serverEmit('chatMessage', message({ _id: 'm2', steamid: ME.steamid, alias: 'Me', text: 'gg wp' })));
    act(() => socket.serverEmit('chatMessage', message({ _id: 'm3', text: 'live one' })));
    expect(await within(log).findByText('live one')).toBeTruthy();
    expect(within(log).getAllByTestId('chat-message')).toHaveLength(3);
    act(() => socket.serverEmit('chatDeleted', { _id: 'm3' }));
    await waitFor(() => expect(within(log).queryByText('live one')).toBeNull());
    // No admin tools for a player.
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('keeps Send off for a blank message', async () => {
    serve(ME, { messages: [], mutedUntil: null });
    renderWithPlatform(<ChatPanel viewer={ME} />);
    expect(await screen.findByText('No messages yet. Say hi!')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(api.calls('POST /api/chat')).toEqual([]);
  });

  it('lets a banned player read, with the input disabled and the reason given', async () => {
    serve(ME, { messages: [message()], mutedUntil: null });
    renderWithPlatform(<ChatPanel viewer={{ ...ME, banned: true }} />);
    expect(await screen.findByText('hello')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Banned players can read the chat but not post')).toBeTruthy();
  });

  it('shows a muted player "Muted until HH:MM", live, and gives the input back when lifted', async () => {
    serve(ME, { messages: [], mutedUntil: null });
    const { socket } = renderWithPlatform(<ChatPanel viewer={ME} />);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    // The history's answer shown first: this fake api never learns of the mute, so a read still on
    // its way when the event comes (the panel reads again then) would answer that there is none.
    expect(await screen.findByText('No messages yet. Say hi!')).toBeTruthy();
    const until = Date.now() + 10 * 60_000;
    act(() => socket.serverEmit('chatMuted', { mutedUntil: until }));
    expect(await screen.findByText(`Muted until ${chatClock(until)}`)).toBeTruthy();
    expect((input as HTMLInputElement).disabled).toBe(true);
    act(() => socket.serverEmit('chatMuted', { mutedUntil: null }));
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
  });

  it('a mute lifted while the history is on its way: the older answer does not put the mute back', async () => {
    const until = Date.now() + 10 * 60_000;
    let answerFirst: () => void = () => {};
    const first = new Promise<void>((resolve) => (answerFirst = resolve));
    // The first read was answered while the mute stood; the mute is lifted before that answer arrives.
    serve(ME, { messages: [], mutedUntil: until });
    api.on('GET /api/chat', () => first.then(() => ({ messages: [], mutedUntil: until })));
    const { socket } = renderWithPlatform(<ChatPanel viewer={ME} />);
    await waitFor(() => expect(api.calls('GET /api/chat')).toHaveLength(1));
    api.on('GET /api/chat', () => ({ messages: [], mutedUntil: null }));
    act(() => socket.serverEmit('chatMuted', { mutedUntil: null }));
    await act(async () => {});
    await act(async () => answerFirst());
    expect(await screen.findByText('No messages yet. Say hi!')).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByText(`Muted until ${chatClock(until)}`)).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Message' }).disabled).toBe(false);
  });

  it('shows a refusal as an error toast and keeps what was typed', async () => {
    serve(ME, { messages: [], mutedUntil: null });
    api.on('POST /api/chat', () => ({ status: 429, json: { error: { code: 'RATE_LIMITED', message: 'At most 5 messages in 10 s: wait 4 s' } } }));
    renderWithPlatform(<ChatPanel viewer={ME} />);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'again{Enter}');
    expect(await screen.findByText('At most 5 messages in 10 s: wait 4 s')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('again');
  });

  it('gives an admin Delete and Mute on each message; Mute asks for how long', async () => {
    serve(ADMIN, { messages: [message({ alias: LONG })], mutedUntil: null });
    api.on('DELETE /api/admin/chat/messages/m1', () => ({ ok: true }));
    api.on('POST /api/admin/chat/mute', () => ({ mutedUntil: Date.now() + 60 * 60_000 }));
    renderWithPlatform(<ChatPanel viewer={ADMIN} />);
    await userEvent.click(await screen.findByRole('button', { name: `Delete the message of ${LONG} at ${chatClock(at)}` }));
    await waitFor(() => expect(api.calls('DELETE /api/admin/chat/messages/m1')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: `Mute ${LONG}` }));
    const dialog = await screen.findByRole('dialog', { name: `Mute ${LONG} in the chat` });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'For' }), '10');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'flaming');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(api.calls('POST /api/admin/chat/mute').map((c) => c.body)).toEqual([{ steamid: sid(2), minutes: 10, reason: 'flaming' }]));
    expect(await screen.findByText(new RegExp(`^${LONG} muted until \\d\\d:\\d\\d$`))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
