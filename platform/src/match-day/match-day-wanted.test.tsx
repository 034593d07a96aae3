import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, renderWithPlatform, selfResponse, waitFor } from '../testing/index.ts';
import { useMatchDayWanted } from './match-day-provider.tsx';

const ME = '76561198000000042';
const countdownInfo = { secondsRemaining: 60, deadline: Date.now() + 60_000 };
const NOTHING = { queues: [], pug: null, subSeats: 0 };

function Probe() {
  return <p data-testid="wanted">{String(useMatchDayWanted())}</p>;
}

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
});
let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

const signedIn = () => api.on('GET /api/self/', () => selfResponse({ steamid: ME, alias: 'Viewer', completeTutorial: true }));

function render() {
  const view = renderWithPlatform(<Probe />, { path: '/' });
  unmount = view.unmount;
  return { ...view, wanted: () => view.getByTestId('wanted').textContent };
}

describe('useMatchDayWanted: when the host loads mf-queue MatchDay on every page (host/src/mf/MatchDaySlot.tsx)', () => {
  it('from the server state a new page gets on connect: a ready-up under way, with no event seen (a reload, a new tab)', async () => {
    signedIn();
    const view = render();
    await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
    view.socket.serverEmit('matchDay', NOTHING);
    expect(view.wanted()).toBe('false');
    await waitFor(() => {
      view.socket.serverEmit('matchDay', { ...NOTHING, queues: [{ queueName: 'sixes', roles: ['medic'], prompt: 'readyUp' }] });
      expect(view.wanted()).toBe('true');
    });
  });

  it('from the server state: a live pug of theirs, or a sub seat they may take', async () => {
    signedIn();
    const view = render();
    await waitFor(() => {
      view.socket.serverEmit('matchDay', { ...NOTHING, pug: { pugId: 'p', number: 64, phase: 'Pregame', onServer: false } });
      expect(view.wanted()).toBe('true');
    });
    unmount();
    const other = render();
    await waitFor(() => {
      other.socket.serverEmit('matchDay', { ...NOTHING, subSeats: 1 });
      expect(other.wanted()).toBe('true');
    });
  });

  it('then from events: they queue, a ready-up naming them (not another), their pug starts, a sub needed', async () => {
    signedIn();
    const view = render();
    await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
    view.socket.serverEmit('readyUp!', { queueName: 'sixes', players: ['76561198000000001'], countdownInfo });
    view.socket.serverEmit('playerQueued', {
      queueName: 'sixes',
      steamid: '76561198000000001',
      role: 'medic',
      isQueue: true,
      queuedAt: 1,
      userInfo: { steamid: '1', alias: 'x' },
    });
    expect(view.wanted()).toBe('false');
    await waitFor(() => {
      view.socket.serverEmit('playerQueued', {
        queueName: 'sixes',
        steamid: ME,
        role: 'medic',
        isQueue: true,
        queuedAt: 1,
        userInfo: { steamid: ME, alias: 'Viewer' },
      });
      expect(view.wanted()).toBe('true');
    });
    for (const emit of [
      (v: ReturnType<typeof render>) => v.socket.serverEmit('readyUp!', { queueName: 'sixes', players: [ME], countdownInfo }),
      (v: ReturnType<typeof render>) =>
        v.socket.serverEmit('pugStarted', [{ _id: 'p', teams: { blu: { [ME]: { role: 'medic', needsSub: false, subVotes: [] } }, red: {} } } as never]),
      (v: ReturnType<typeof render>) =>
        v.socket.serverEmit('subNeeded', { pugId: 'p', queueName: 'sixes', shorthand: '6S', map: 'cp_x', steamid: '1', team: 'blu', role: 'medic' }),
    ]) {
      unmount();
      const other = render();
      await waitFor(() => {
        emit(other);
        expect(other.wanted()).toBe('true');
      });
    }
  });

  it('never for a visitor', async () => {
    api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
    const visitor = render();
    await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
    visitor.socket.serverEmit('subNeeded', { pugId: 'p', queueName: 'sixes', shorthand: '6S', map: 'cp_x', steamid: '1', team: 'blu', role: 'medic' });
    await new Promise((r) => setTimeout(r, 20));
    expect(visitor.wanted()).toBe('false');
  });
});
