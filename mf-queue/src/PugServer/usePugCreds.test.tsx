import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { PublicServer } from '@pug/domain';
import { FakeApi, FakeSocket, renderWithPlatform } from '@pug/platform/testing';
import { pugFixture, sid } from '../testing/fixtures.ts';
import { PugServerSection } from './PugServerSection.tsx';

const PUG = pugFixture({ _id: 'pug-9', phase: 'Playing' });
const SEATED = sid(1);
const serverOf = (pugId: string | null): PublicServer => ({
  _id: 'srv-1',
  name: 'EU #1',
  region: 'eu',
  ipport: '10.0.0.5:27015',
  pugId,
  logs: [],
  isDisrupt: false,
  query: null,
});

let api: FakeApi;
let over = false;
beforeEach(() => {
  over = false;
  api = new FakeApi()
    .on('GET /api/pugCreds/pug-9', () =>
      over
        ? { status: 409, json: { error: { code: 'CONFLICT', message: 'The pug is over' } } }
        : { pugId: 'pug-9', connect: 'connect 10.0.0.5:27015; password "x"', password: 'x', steamUrl: 'steam://connect/10.0.0.5:27015/x' },
    )
    .on('GET /api/serverList', () => [serverOf('pug-9')]);
  api.install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise((r) => setTimeout(r, 400)));

it('a burst of updates while the pug runs asks for the credentials once', async () => {
  const socket = new FakeSocket();
  renderWithPlatform(<PugServerSection pug={PUG} viewer={SEATED} />, { socket });
  await screen.findByRole('region', { name: 'Join server' });
  await settle();
  expect(api.calls('GET /api/pugCreds/pug-9')).toHaveLength(1);
  act(() => {
    for (let i = 0; i < 12; i++) socket.serverEmit('pugUpdate', { ...PUG, data: { score: [i, 0] } });
    socket.serverEmit('serverUpdate', serverOf('pug-9'));
  });
  await settle();
  expect(api.calls('GET /api/pugCreds/pug-9')).toHaveLength(2);
});

it('asks nothing once an update says the pug is over, even while the page still shows it live (the lobby)', async () => {
  const socket = new FakeSocket();
  // The lobby keeps the live pug it read until its list is read again: `pug` stays Playing here.
  renderWithPlatform(<PugServerSection pug={PUG} viewer={SEATED} />, { socket });
  await screen.findByRole('region', { name: 'Join server' });
  await settle();
  expect(api.calls('GET /api/pugCreds/pug-9')).toHaveLength(1);
  over = true;
  act(() => {
    // The end: the result, then one update per player's elo, then the server freed.
    socket.serverEmit('pugUpdate', { ...PUG, phase: 'Complete' });
    for (let i = 0; i < 26; i++) socket.serverEmit('pugUpdate', { ...PUG, phase: 'Complete', data: { score: [3, i] } });
    socket.serverEmit('serverUpdate', serverOf('pug-9'));
    socket.serverEmit('serverUpdate', serverOf(null));
  });
  await settle();
  expect(api.calls('GET /api/pugCreds/pug-9')).toHaveLength(1);
});
