import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicServer } from '@pug/domain';
import { FakeApi, FakeSocket, renderWithPlatform } from '@pug/platform/testing';
import { pugFixture } from '../testing/fixtures.ts';
import { PugServerSection } from './PugServerSection.tsx';

const PUG = pugFixture({ _id: 'pug-7' });
const server = (over: Partial<PublicServer> = {}): PublicServer => ({
  _id: 'srv-1',
  name: 'EU #1',
  region: 'eu',
  ipport: '10.0.0.5:27015',
  pugId: 'pug-7',
  logs: [],
  isDisrupt: false,
  query: { name: 'EU #1', map: 'cp_process_final', password: true, players: 3, maxPlayers: 14 },
  sourceTv: null,
  ...over,
});

let servers: PublicServer[];
let clipboard: { writeText: ReturnType<typeof vi.fn> };

beforeEach(() => {
  servers = [server({ sourceTv: { address: '10.0.0.5:27020', password: 'watchme' } })];
  new FakeApi().on('GET /api/serverList', () => servers).install();
  clipboard = { writeText: vi.fn(async () => undefined) };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows a signed-out visitor the SourceTV address and password, with a copy button and a steam:// link', async () => {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  renderWithPlatform(<PugServerSection pug={PUG} viewer={null} />);
  const stv = await screen.findByRole('group', { name: 'SourceTV' });
  expect(stv.textContent).toContain('Watch on SourceTV: connect 10.0.0.5:27020');
  expect(within(stv).getByLabelText('SourceTV password').textContent).toBe('watchme');
  expect(within(stv).getByRole('link', { name: 'Watch with Steam' }).getAttribute('href')).toBe('steam://connect/10.0.0.5:27020/watchme');
  await user.click(within(stv).getByRole('button', { name: 'Copy SourceTV command' }));
  expect(clipboard.writeText).toHaveBeenCalledWith('connect 10.0.0.5:27020; password "watchme"');
  expect(await screen.findByText('SourceTV command copied')).toBeTruthy();
});

it('leaves the password out when SourceTV has none', async () => {
  servers = [server({ sourceTv: { address: '10.0.0.5:27020', password: null } })];
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  renderWithPlatform(<PugServerSection pug={PUG} viewer={null} />);
  const stv = await screen.findByRole('group', { name: 'SourceTV' });
  expect(within(stv).queryByLabelText('SourceTV password')).toBeNull();
  expect(within(stv).getByRole('link', { name: 'Watch with Steam' }).getAttribute('href')).toBe('steam://connect/10.0.0.5:27020');
  await user.click(within(stv).getByRole('button', { name: 'Copy SourceTV command' }));
  expect(clipboard.writeText).toHaveBeenCalledWith('connect 10.0.0.5:27020');
});

it('shows nothing of SourceTV when the server runs none, and follows serverUpdate', async () => {
  servers = [server()];
  const socket = new FakeSocket();
  renderWithPlatform(<PugServerSection pug={PUG} viewer={null} />, { socket });
  await screen.findByRole('group', { name: 'Game server' });
  expect(screen.queryByRole('group', { name: 'SourceTV' })).toBeNull();
  expect(screen.queryByText(/SourceTV/)).toBeNull();

  act(() => socket.serverEmit('serverUpdate', server({ sourceTv: { address: '10.0.0.5:27021', password: null } })));
  expect((await screen.findByRole('group', { name: 'SourceTV' })).textContent).toContain('connect 10.0.0.5:27021');
  act(() => socket.serverEmit('serverUpdate', server({ pugId: null, sourceTv: null })));
  expect(screen.queryByRole('group', { name: 'SourceTV' })).toBeNull();
});

it('copes with a clipboard that refuses: an error toast', async () => {
  const user = userEvent.setup();
  clipboard.writeText.mockRejectedValueOnce(new Error('Denied'));
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  renderWithPlatform(<PugServerSection pug={PUG} viewer={null} />);
  await user.click(await screen.findByRole('button', { name: 'Copy SourceTV command' }));
  expect(await screen.findByText('Could not copy')).toBeTruthy();
});
