import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicServer } from '@pug/domain';
import { pugFixture, sid } from '../testing/fixtures.ts';
import { PugServerSection } from './PugServerSection.tsx';
import type { PugCreds } from './types.ts';
import { FakeApi, FakeSocket, renderWithPlatform, selfResponse } from '@pug/platform/testing';
import { useSocketEvent } from '@pug/platform';
import { useState } from 'react';
import type { Pug } from '@pug/domain';

const PUG = pugFixture({ _id: 'pug-7' });
const SEATED = sid(1);
const OUTSIDER = sid(40);
const CREDS: PugCreds = {
  pugId: 'pug-7',
  connect: 'connect 10.0.0.5:27015; password "hunter2"',
  password: 'hunter2',
  steamUrl: 'steam://connect/10.0.0.5:27015/hunter2',
  server: { name: 'EU #1', ipport: '10.0.0.5:27015' },
};
const server = (over: Partial<PublicServer> = {}): PublicServer => ({
  _id: 'srv-1',
  name: 'EU #1',
  region: 'eu',
  ipport: '10.0.0.5:27015',
  pugId: 'pug-7',
  logs: [],
  isDisrupt: false,
  query: { name: 'EU #1', map: 'cp_process_final', password: true, players: 3, maxPlayers: 14 },
  ...over,
});

let api: FakeApi;
let creds: () => unknown;
let servers: PublicServer[];
let clipboard: { writeText: ReturnType<typeof vi.fn> };

beforeEach(() => {
  creds = () => CREDS;
  servers = [server(), server({ _id: 'srv-2', name: 'Other', pugId: 'pug-8', query: null })];
  api = new FakeApi().on('GET /api/pugCreds/pug-7', () => creds()).on('GET /api/serverList', () => servers);
  api.install();
  clipboard = { writeText: vi.fn(async () => undefined) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const forbidden = { status: 403, json: { error: { code: 'FORBIDDEN', message: 'Only the players of this pug get its server details' } } };

describe("the live pug's server", () => {
  it("shows everyone the pug's server name, map and player count, and no join panel to someone not seated", async () => {
    renderWithPlatform(<PugServerSection pug={PUG} viewer={OUTSIDER} />);
    const group = await screen.findByRole('group', { name: 'Game server' });
    expect(within(group).getByText('EU #1')).toBeTruthy();
    expect(within(group).getByLabelText('Server map').textContent).toBe('cp_process_final');
    expect(within(group).getByLabelText('Players on the server').textContent).toBe('3/14 players');
    expect(screen.queryByRole('region', { name: 'Join server' })).toBeNull();
    // Not seated: the credentials are not even asked for.
    expect(api.calls('GET /api/pugCreds/pug-7')).toHaveLength(0);
  });

  it('hides the join panel quietly when the api answers 403 (e.g. subbed out), with no error toast', async () => {
    creds = () => forbidden;
    renderWithPlatform(<PugServerSection pug={PUG} viewer={SEATED} />);
    await waitFor(() => expect(api.calls('GET /api/pugCreds/pug-7')).toHaveLength(1));
    await screen.findByRole('group', { name: 'Game server' });
    expect(screen.queryByRole('region', { name: 'Join server' })).toBeNull();
    expect(screen.queryByText('Request failed')).toBeNull();
  });

  it('gives a seated player the connect command to copy (toast) and a steam:// link', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    renderWithPlatform(<PugServerSection pug={PUG} viewer={SEATED} />);
    const panel = await screen.findByRole('region', { name: 'Join server' });
    expect((await within(panel).findByLabelText('Connect command')).textContent).toBe(CREDS.connect);
    expect(within(panel).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe(CREDS.steamUrl);
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(clipboard.writeText).toHaveBeenCalledWith(CREDS.connect);
    expect(await screen.findByText('Connect command copied')).toBeTruthy();
  });

  it('counts down the join deadline: "Join within 4:32 or a sub is called"', async () => {
    creds = () => ({ ...CREDS, joinBy: Date.now() + 272_000 });
    renderWithPlatform(<PugServerSection pug={PUG} viewer={SEATED} />);
    const panel = await screen.findByRole('region', { name: 'Join server' });
    expect((await within(panel).findByTestId('join-deadline')).textContent).toMatch(/^Join within 4:3[12] or a sub is called$/);
  });

  it('a ban drops the credentials, the voice link and Join from the open page at once (userUpdate), and asks for none after', async () => {
    let discipline: unknown[] = [];
    api.on('GET /api/self/', () => ({ ...selfResponse({ steamid: SEATED, alias: 'Seated', completeTutorial: true }), disciplineHistory: discipline }));
    creds = () => ({ ...CREDS, voice: { url: 'mumble://voice.example.com/pug-7/BLU', team: 'blu' } });
    const socket = new FakeSocket();
    renderWithPlatform(<PugServerSection pug={PUG} viewer={SEATED} />, { socket });
    const panel = await screen.findByRole('region', { name: 'Join server' });
    await within(panel).findByLabelText('Connect command');
    const ban = { isBan: true, date: Date.now() - 1000, expires: null, reason: 'Cheating' };
    discipline = [ban];
    act(() => socket.serverEmit('userUpdate', { steamid: SEATED, disciplineHistory: [ban] }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Join server' })).toBeNull());
    expect(document.body.textContent).not.toContain('hunter2');
    expect(screen.queryByRole('link', { name: /voice channel/ })).toBeNull();
    const asked = api.calls('GET /api/pugCreds/pug-7').length;
    act(() => socket.serverEmit('serverUpdate', server()));
    act(() => socket.reconnect());
    await new Promise((r) => setTimeout(r, 30));
    expect(api.calls('GET /api/pugCreds/pug-7')).toHaveLength(asked);
  });

  it('asks again when the connection comes back (a ban ends the sockets): a refusal then hides the panel', async () => {
    const socket = new FakeSocket();
    renderWithPlatform(<PugServerSection pug={PUG} viewer={SEATED} />, { socket });
    const panel = await screen.findByRole('region', { name: 'Join server' });
    await within(panel).findByLabelText('Connect command');
    creds = () => forbidden;
    act(() => socket.reconnect());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Join server' })).toBeNull());
    expect(document.body.textContent).not.toContain('hunter2');
  });

  it('says so with an error toast when copying fails', async () => {
    const user = userEvent.setup();
    clipboard.writeText.mockRejectedValueOnce(new Error('Write permission denied'));
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    renderWithPlatform(<PugServerSection pug={PUG} viewer={SEATED} />);
    const panel = await screen.findByRole('region', { name: 'Join server' });
    await user.click(await within(panel).findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Could not copy')).toBeTruthy();
    expect(screen.getByText('Write permission denied')).toBeTruthy();
  });

  it('waits for a server while connect is null, and asks again when serverUpdate for this pug arrives', async () => {
    creds = () => ({ pugId: 'pug-7', connect: null });
    servers = [];
    const socket = new FakeSocket();
    renderWithPlatform(<PugServerSection pug={PUG} viewer={SEATED} />, { socket });
    const panel = await screen.findByRole('region', { name: 'Join server' });
    expect(await within(panel).findByText('Waiting for a server…')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Game server' })).toBeNull();

    // Another pug's server changes: not ours, nothing is asked.
    act(() => socket.serverEmit('serverUpdate', server({ _id: 'srv-2', pugId: 'pug-8' })));
    expect(api.calls('GET /api/pugCreds/pug-7')).toHaveLength(1);

    // Our server is assigned: the status shows and the credentials are asked for again.
    creds = () => CREDS;
    act(() => socket.serverEmit('serverUpdate', server({ query: { name: 'EU #1', map: 'cp_process_final', password: true, players: 7, maxPlayers: 14 } })));
    expect(await within(panel).findByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(api.calls('GET /api/pugCreds/pug-7')).toHaveLength(2);
    const group = screen.getByRole('group', { name: 'Game server' });
    expect(within(group).getByLabelText('Server map').textContent).toBe('cp_process_final');
    expect(within(group).getByLabelText('Players on the server').textContent).toBe('7/14 players');

    // pugUpdate of this pug asks again too.
    act(() => socket.serverEmit('pugUpdate', { ...PUG, data: { score: [1, 0] } }));
    await waitFor(() => expect(api.calls('GET /api/pugCreds/pug-7')).toHaveLength(3));
  });

  it('keeps the player count current with serverUpdate and warns while the server is disrupted; a released server drops out', async () => {
    const socket = new FakeSocket();
    renderWithPlatform(<PugServerSection pug={PUG} viewer={OUTSIDER} />, { socket });
    await screen.findByRole('group', { name: 'Game server' });
    expect(screen.queryByText('The server is not responding')).toBeNull();
    act(() =>
      socket.serverEmit(
        'serverUpdate',
        server({ isDisrupt: true, query: { name: 'EU #1', map: 'cp_process_final', password: true, players: 12, maxPlayers: 14 } }),
      ),
    );
    expect(screen.getByLabelText('Players on the server').textContent).toBe('12/14 players');
    expect(screen.getByText('The server is not responding')).toBeTruthy();
    act(() => socket.serverEmit('serverUpdate', server({ pugId: null })));
    expect(screen.queryByRole('group', { name: 'Game server' })).toBeNull();
  });

  it('reads the server again when the pug starts, and never shows the previous pug’s map as this one’s', async () => {
    const pregame = { ...PUG, phase: 'Pregame' as const, data: { score: null } };
    // The status read while the server still ran the previous pug: its map, nobody on it.
    servers = [server({ query: { name: 'EU #1', map: 'koth_product_final', password: true, players: 0, maxPlayers: 24 } })];
    const socket = new FakeSocket();
    function LivePug() {
      const [pug, setPug] = useState<Pug>(pregame);
      useSocketEvent('pugUpdate', (next) => setPug(next));
      return <PugServerSection pug={pug} viewer={OUTSIDER} />;
    }
    renderWithPlatform(<LivePug />, { socket });
    const group = await screen.findByRole('group', { name: 'Game server' });
    expect(within(group).getByLabelText('Server map').textContent).toBe('changing to cp_process_final…');
    expect(within(group).queryByLabelText('Players on the server')).toBeNull();
    expect(api.calls('GET /api/serverList')).toHaveLength(1);

    // The game starts: the server list is read again and shows the pug's map and its players.
    servers = [server({ query: { name: 'EU #1', map: 'cp_process_final', password: true, players: 12, maxPlayers: 24 } })];
    act(() => socket.serverEmit('pugUpdate', { ...pregame, phase: 'Playing' }));
    await waitFor(() => expect(within(group).getByLabelText('Players on the server').textContent).toBe('12/24 players'));
    expect(within(group).getByLabelText('Server map').textContent).toBe('cp_process_final');
    expect(api.calls('GET /api/serverList')).toHaveLength(2);
  });
});
