import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, renderWithPlatform, selfResponse } from '@pug/platform/testing';
import { useMatchDayWanted } from './MatchDaySlot.tsx';

const ME = '76561198000000042';
const countdownInfo = { secondsRemaining: 60, deadline: Date.now() + 60_000 };

function Probe() {
  return <p data-testid="wanted">{String(useMatchDayWanted())}</p>;
}

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
  window.sessionStorage.clear();
});
let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

const signedIn = () => api.on('GET /api/self/', () => selfResponse({ steamid: ME, alias: 'Viewer', completeTutorial: true }));

describe('useMatchDayWanted: when the host loads mf-queue MatchDay on every page', () => {
  it('not before the player has something to answer; then a ready-up naming them, or a sub needed', async () => {
    signedIn();
    const view = renderWithPlatform(<Probe />, { path: '/' });
    unmount = view.unmount;
    const wanted = () => view.getByTestId('wanted').textContent;
    await vi.waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
    view.socket.serverEmit('readyUp!', { queueName: 'sixes', players: ['76561198000000001'], countdownInfo });
    expect(wanted()).toBe('false');
    await vi.waitFor(() => {
      view.socket.serverEmit('readyUp!', { queueName: 'sixes', players: [ME], countdownInfo });
      expect(wanted()).toBe('true');
    });
    view.unmount();
    const other = renderWithPlatform(<Probe />, { path: '/' });
    unmount = other.unmount;
    await vi.waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(2));
    await vi.waitFor(() => {
      other.socket.serverEmit('subNeeded', { pugId: 'p', queueName: 'sixes', shorthand: '6S', map: 'cp_x', steamid: '1', team: 'blu', role: 'medic' });
      expect(other.getByTestId('wanted').textContent).toBe('true');
    });
  });

  it('at once after a reload while a prompt was shown; never for a visitor', async () => {
    window.sessionStorage.setItem('pug.matchDay', '1');
    signedIn();
    const view = renderWithPlatform(<Probe />, { path: '/' });
    await vi.waitFor(() => expect(view.getByTestId('wanted').textContent).toBe('true'));
    view.unmount();
    api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
    const visitor = renderWithPlatform(<Probe />, { path: '/' });
    unmount = visitor.unmount;
    await vi.waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(visitor.getByTestId('wanted').textContent).toBe('false');
  });
});
