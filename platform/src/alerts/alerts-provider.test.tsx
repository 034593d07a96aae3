import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Pug, SelfResponse } from '@pug/domain';
import { MASTER_VOLUME_STORAGE_KEY, READY_UP_TITLE } from '@pug/domain';
import { PlatformProvider } from '../platform-provider.tsx';
import { FakeApi } from '../testing/fakeApi.ts';
import { FakeBrowserAlerts } from '../testing/fakeBrowserAlerts.ts';
import { FakeSocket } from '../testing/fakeSocket.ts';
import { selfResponse } from '../testing/selfResponse.ts';
import { useAlerts } from './alerts-provider.tsx';
import { usePageTitle } from './page-title.ts';

const ME = '76561198000000042';
const OTHER = '76561198000000043';
const countdownInfo = { secondsRemaining: 60, deadline: Date.now() + 60_000 };

function self(voicePack = 'heavy'): SelfResponse {
  return selfResponse({ steamid: ME, alias: 'Me', isDiscordVerified: false, preferences: { hideTextEffects: false, voicePack } });
}

let api: FakeApi;
let browser: FakeBrowserAlerts;
let socket: FakeSocket;

function Probe() {
  const alerts = useAlerts();
  return (
    <div>
      <span data-testid="audio">{alerts.audio}</span>
      <span data-testid="volume">{alerts.masterVolume}</span>
      <button onClick={() => void alerts.enableAudio()}>enable</button>
      <button onMouseEnter={alerts.hatHovered}>hat</button>
      <button onClick={() => alerts.setMasterVolume(40)}>quieter</button>
    </div>
  );
}

/** A page with its own tab title (the lobby's queue count). */
function CountTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

async function mount(user: SelfResponse | null = self()) {
  api.on('GET /api/self/', () => (user ? user : { status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
  api.on(`GET /sounds/heavy/readyup.ogg`, () => 'ogg');
  api.on(`GET /sounds/heavy/pickmap.ogg`, () => 'ogg');
  api.on(`GET /sounds/heavy/joinserver.ogg`, () => 'ogg');
  api.on(`GET /sounds/heavy/yourturntopick.ogg`, () => 'ogg');
  api.on(`GET /sounds/heavy/subneeded.ogg`, () => 'ogg');
  api.on(`GET /sounds/honk.ogg`, () => 'ogg');
  browser.install();
  render(
    <PlatformProvider apiOrigin="" socket={socket.asSocket()}>
      <Probe />
    </PlatformProvider>,
  );
  await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
  if (user) await waitFor(() => expect(screen.getByTestId('audio').textContent).not.toBe('unsupported'));
}

beforeEach(() => {
  api = new FakeApi();
  api.install();
  browser = new FakeBrowserAlerts();
  socket = new FakeSocket();
  document.title = 'TF2 Pugs';
  // The tab is in the background: desktop notifications are for a player looking elsewhere.
  vi.spyOn(document, 'hasFocus').mockReturnValue(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('audio unlock', () => {
  it('reports audio blocked until the player clicks, then plays', async () => {
    await mount();
    await waitFor(() => expect(screen.getByTestId('audio').textContent).toBe('suspended'));
    act(() => socket.serverEmit('readyUp!', { queueName: 'sixes', players: [ME], countdownInfo }));
    expect(browser.played).toEqual([]);
    act(() => screen.getByText('enable').click());
    await waitFor(() => expect(screen.getByTestId('audio').textContent).toBe('running'));
  });

  it('gives a new context its first second to start by itself before calling audio blocked', async () => {
    await mount();
    expect(screen.getByTestId('audio').textContent).toBe('starting');
    browser.audioState = 'running';
    await waitFor(() => expect(screen.getByTestId('audio').textContent).toBe('running'));
  });

  it('makes no audio context for a signed-out visitor', async () => {
    await mount(null);
    expect(screen.getByTestId('audio').textContent).toBe('unsupported');
  });
});

describe('pug-ready alerts', () => {
  it('readyUp! for me: the readyup cue of my voice pack at 75 %, a desktop notification, and the title flashes until I ready', async () => {
    await mount();
    act(() => screen.getByText('enable').click());
    await waitFor(() => expect(screen.getByTestId('audio').textContent).toBe('running'));
    act(() => socket.serverEmit('readyUp!', { queueName: 'sixes', players: [ME, OTHER], countdownInfo }));
    await waitFor(() => expect(browser.played).toEqual([{ url: '/sounds/heavy/readyup.ogg', gain: 0.75 }]));
    expect(browser.notifications).toEqual([{ title: 'Your pug is ready!', body: 'Ready up for sixes now.', tag: 'readyup:sixes' }]);
    expect(document.title).toBe(READY_UP_TITLE);
    act(() => socket.serverEmit('playerReady', { queueName: 'sixes', steamid: ME, isReady: true }));
    expect(document.title).toBe('TF2 Pugs');
    // The map vote of that round is mine too; a pug I am seated in tells me to join.
    act(() => socket.serverEmit('voteForMap!', { queueName: 'sixes', maps: ['cp_process_f12'], countdownInfo }));
    await waitFor(() => expect(browser.played.at(-1)).toEqual({ url: '/sounds/heavy/pickmap.ogg', gain: 0.75 }));
    const pug = {
      _id: 'p1',
      queueName: 'sixes',
      shorthand: '6S',
      map: 'cp_process_f12',
      teams: { blu: { [ME]: { role: 'medic' } }, red: {} },
    } as unknown as Pug;
    act(() => socket.serverEmit('pugStarted', [pug]));
    await waitFor(() => expect(browser.played.at(-1)?.url).toBe('/sounds/heavy/joinserver.ogg'));
    expect(browser.notifications.at(-1)?.title).toBe('Your pug has started');
    // A seat needs a sub (the api tells only players not in a running pug).
    act(() =>
      socket.serverEmit('subNeeded', { pugId: 'p2', queueName: 'sixes', shorthand: '6S', map: 'koth_product', steamid: OTHER, team: 'blu', role: 'medic' }),
    );
    await waitFor(() => expect(browser.played.at(-1)?.url).toBe('/sounds/heavy/subneeded.ogg'));
    expect(browser.notifications.at(-1)).toMatchObject({ title: 'A sub is needed', tag: `sub:p2:${OTHER}` });
  });

  it('a chat mention: the honk at a cue’s volume, a toast and a desktop notification', async () => {
    await mount();
    act(() => screen.getByText('enable').click());
    await waitFor(() => expect(screen.getByTestId('audio').textContent).toBe('running'));
    act(() => socket.serverEmit('chatMention', { messageId: 'm1', from: OTHER, fromAlias: 'Other', text: '@Me gg' }));
    await waitFor(() => expect(browser.played).toEqual([{ url: '/sounds/honk.ogg', gain: 0.75 }]));
    expect(browser.notifications).toEqual([{ title: 'Other mentioned you in the chat', body: '@Me gg', tag: 'chat:m1' }]);
    expect(await screen.findByText('Other mentioned you in the chat')).toBeTruthy();
  });

  it("ignores other players' ready-ups, and sends no notification while the tab is in front", async () => {
    await mount();
    act(() => screen.getByText('enable').click());
    await waitFor(() => expect(screen.getByTestId('audio').textContent).toBe('running'));
    act(() => socket.serverEmit('readyUp!', { queueName: 'sixes', players: [OTHER], countdownInfo }));
    expect(document.title).toBe('TF2 Pugs');
    vi.mocked(document.hasFocus).mockReturnValue(true);
    act(() => socket.serverEmit('yourPick', { queueName: 'sixes', captain: ME, team: 'red', options: [], countdownInfo }));
    await waitFor(() => expect(browser.played.map((p) => p.url)).toEqual(['/sounds/heavy/yourturntopick.ogg']));
    expect(browser.notifications).toEqual([]);
  });

  it('stops flashing when the ready-up ends without me', async () => {
    await mount();
    act(() => socket.serverEmit('readyUp!', { queueName: 'sixes', players: [ME], countdownInfo }));
    expect(document.title).toBe(READY_UP_TITLE);
    act(() => socket.serverEmit('countdownInfo', { queueName: 'sixes', phase: 'Waiting For Players', secondsRemaining: 0, deadline: 0 }));
    expect(document.title).toBe('TF2 Pugs');
  });

  it("puts back the page's title as it is when the flash ends: the queue count, not the title it started with", async () => {
    await mount();
    const page = render(<CountTitle title="[10/12] TF2 Pugs" />);
    expect(document.title).toBe('[10/12] TF2 Pugs');
    act(() => socket.serverEmit('readyUp!', { queueName: 'sixes', players: [ME], countdownInfo }));
    expect(document.title).toBe(READY_UP_TITLE);
    // The count changes while the alert shows: the alert stays until its next tick.
    page.rerender(<CountTitle title="[12/12] TF2 Pugs" />);
    expect(document.title).toBe(READY_UP_TITLE);
    act(() => socket.serverEmit('playerReady', { queueName: 'sixes', steamid: ME, isReady: true }));
    expect(document.title).toBe('[12/12] TF2 Pugs');
    // Off the lobby, the site's name.
    page.unmount();
    expect(document.title).toBe('TF2 Pugs');
  });

  it('alerts "This browser does not support desktop notification" once where there is none', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    api.on('GET /api/self/', () => self());
    browser.install({ notifications: false });
    render(
      <PlatformProvider apiOrigin="" socket={socket.asSocket()}>
        <Probe />
      </PlatformProvider>,
    );
    await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('audio').textContent).toBe('suspended'));
    act(() => socket.serverEmit('readyUp!', { queueName: 'sixes', players: [ME], countdownInfo }));
    act(() => socket.serverEmit('yourPick', { queueName: 'sixes', captain: ME, team: 'red', options: [], countdownInfo }));
    expect(alert.mock.calls).toEqual([['This browser does not support desktop notification']]);
  });
});

describe('the clown hat and the master volume', () => {
  it('honks with probability 0.6 at the honk volume (10 % of the master volume)', async () => {
    await mount();
    act(() => screen.getByText('enable').click());
    await waitFor(() => expect(screen.getByTestId('audio').textContent).toBe('running'));
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.7);
    act(() => {
      screen.getByText('hat').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    random.mockReturnValue(0.3);
    act(() => {
      screen.getByText('hat').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    await waitFor(() => expect(browser.played).toHaveLength(1));
    expect(browser.played[0]!.url).toBe('/sounds/honk.ogg');
    expect(browser.played[0]!.gain).toBeCloseTo(0.075);
  });

  it('keeps the master volume in localStorage', async () => {
    window.localStorage.setItem(MASTER_VOLUME_STORAGE_KEY, '20');
    await mount();
    expect(screen.getByTestId('volume').textContent).toBe('20');
    act(() => screen.getByText('quieter').click());
    expect(window.localStorage.getItem(MASTER_VOLUME_STORAGE_KEY)).toBe('40');
  });
});
