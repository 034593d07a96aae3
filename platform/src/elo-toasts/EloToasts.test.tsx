import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { FakeApi } from '../testing/fakeApi.ts';
import { renderWithPlatform } from '../testing/render.tsx';
import { selfResponse } from '../testing/selfResponse.ts';

const ME = '76561198000000001';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("shows the player's elo change on a page that is not the queue (a profile), once, and not other players' changes", async () => {
  api.on('GET /api/self/', () => selfResponse({ steamid: ME, alias: 'Medic Main' }));
  const { socket } = renderWithPlatform(<h1>Someone's profile</h1>, { path: '/players/76561198000000002', routePath: '/players/:steamid' });
  await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
  await screen.findByText("Someone's profile");
  await new Promise((r) => setTimeout(r, 0));
  socket.serverEmit('eloChanges', [
    { steamid: ME, from: { hl: { medic: 1500 } }, to: { hl: { medic: 1516.034 } }, format: 'hl', role: 'medic', delta: 16.034 },
    { steamid: '76561198000000002', from: { hl: { spy: 1500 } }, to: { hl: { spy: 1490 } }, format: 'hl', role: 'spy', delta: -10 },
  ]);
  expect(await screen.findAllByText('+16.03 elo')).toHaveLength(1);
  expect(screen.getByText('Highlander Medic: now 1516')).toBeTruthy();
  expect(screen.queryByText('-10.00 elo')).toBeNull();
});

it('shows nothing to a signed-out visitor', async () => {
  api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
  const { socket } = renderWithPlatform(<h1>Ladder</h1>, { path: '/ladder', routePath: '/ladder' });
  await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
  await new Promise((r) => setTimeout(r, 0));
  socket.serverEmit('eloChanges', [{ steamid: ME, from: { hl: { medic: 1500 } }, to: { hl: { medic: 1516 } }, format: 'hl', role: 'medic', delta: 16 }]);
  await new Promise((r) => setTimeout(r, 20));
  expect(screen.queryByText('+16.00 elo')).toBeNull();
});

it("says which pug gave the change and its result: the finished pug's pugUpdate comes just before eloChanges", async () => {
  api.on('GET /api/self/', () => selfResponse({ steamid: ME, alias: 'Medic Main' }));
  const { socket } = renderWithPlatform(<h1>Ladder</h1>, { path: '/ladder', routePath: '/ladder' });
  await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
  await screen.findByText('Ladder');
  await new Promise((r) => setTimeout(r, 0));
  const seat = { role: 'medic' as const, needsSub: false, subVotes: [] };
  socket.serverEmit('pugUpdate', {
    _id: 'highlander-abc',
    number: 1234,
    queueName: 'highlander',
    phase: 'Complete',
    startAt: 1,
    teams: { blu: { [ME]: seat }, red: { '76561198000000002': seat } },
    subbedPlayers: [],
    shorthand: 'HL',
    map: 'koth_product_final',
    data: { score: [3, 1] },
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
  });
  socket.serverEmit('eloChanges', [{ steamid: ME, from: { hl: { medic: 1500 } }, to: { hl: { medic: 1516 } }, format: 'hl', role: 'medic', delta: 16 }]);
  expect(await screen.findByText('#1234 on koth_product_final: BLU won 3–1. Highlander Medic: now 1516')).toBeTruthy();
});
