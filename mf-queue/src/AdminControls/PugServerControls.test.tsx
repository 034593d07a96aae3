import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { pugFixture } from '../testing/fixtures.ts';
import { PugServerControls } from './PugServerControls.tsx';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
  api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('reinitializes and reassigns the pug server after asking', async () => {
  api.on('POST /api/pug/pug-1/server/reinitialize', () => ({ name: 'NA 1' }));
  api.on('POST /api/pug/pug-1/server/reassign', () => ({ name: 'NA 2' }));
  renderWithPlatform(<PugServerControls pug={pugFixture({ phase: 'Playing' })} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reinitialize server' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reinitialize the server?' })).getByRole('button', { name: 'Reinitialize' }));
  await waitFor(() => expect(api.calls('POST /api/pug/pug-1/server/reinitialize').map((c) => c.body)).toEqual([{}]));
  await userEvent.click(screen.getByRole('button', { name: 'Reassign server' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: /another server/ })).getByRole('button', { name: 'Reassign server' }));
  expect(await screen.findByText('Pug moved to NA 2')).toBeTruthy();
  expect(api.calls('POST /api/pug/pug-1/server/reassign')).toHaveLength(1);
});

it('sends a console command and shows the answer; refuses a secret cvar before sending', async () => {
  api.on('POST /api/pug/pug-1/rcon', () => ({ command: 'status', answer: 'hostname: NA 1\nmap     : cp_process_final\n' }));
  renderWithPlatform(<PugServerControls pug={pugFixture({ phase: 'Pregame' })} />);
  const input = screen.getByLabelText(/RCON command/);
  const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
  await userEvent.type(input, 'rcon_password x');
  expect(await screen.findByText(/does not touch rcon_password/)).toBeTruthy();
  expect(send.disabled).toBe(true);
  await userEvent.clear(input);
  await userEvent.type(input, 'status{Enter}');
  await waitFor(() => expect(api.calls('POST /api/pug/pug-1/rcon').map((c) => c.body)).toEqual([{ command: 'status' }]));
  const log = within(await screen.findByRole('region', { name: 'RCON answers' }));
  expect(log.getByText('hostname: NA 1')).toBeTruthy();
  expect(log.getByText('> status')).toBeTruthy();
});

it('shows nothing for a pug that is over', () => {
  renderWithPlatform(<PugServerControls pug={pugFixture({ phase: 'Complete' })} />);
  expect(screen.queryByRole('button', { name: 'Reinitialize server' })).toBeNull();
});
