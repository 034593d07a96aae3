import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { PugServerSetup, ServerSetupStep } from '@pug/domain';
import { FakeApi, FakeSocket, renderWithPlatform } from '@pug/platform/testing';
import { pugFixture, sid } from '../testing/fixtures.ts';
import { PugServerSection } from './PugServerSection.tsx';

const PUG = pugFixture({ _id: 'pug-9', phase: 'Pregame' });
const entries = (...steps: ServerSetupStep[]) => steps.map((step, i) => ({ at: 1000 + i, step }));
let api: FakeApi;
let stored: PugServerSetup;

beforeEach(() => {
  stored = { pugId: 'pug-9', steps: entries({ kind: 'settingUp', server: 'Chicago 1' }, { kind: 'checkingLogFeed', server: 'Chicago 1' }) };
  api = new FakeApi().on('GET /api/serverList', () => []).on('GET /api/pug/pug-9/serverSetup', () => stored);
  api.install();
});
afterEach(() => cleanup());

const shown = () =>
  within(screen.getByRole('list', { name: 'Server set-up' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe("the pug's server set-up, step by step", () => {
  it('shows the steps so far, then each step as it happens, for anyone watching', async () => {
    const socket = new FakeSocket();
    renderWithPlatform(<PugServerSection pug={PUG} viewer={sid(40)} />, { socket });
    await screen.findByRole('list', { name: 'Server set-up' });
    expect(shown()).toEqual(['Setting up Chicago 1…', 'Checking the log feed…']);

    const more = entries(
      { kind: 'settingUp', server: 'Chicago 1' },
      { kind: 'checkingLogFeed', server: 'Chicago 1' },
      { kind: 'noLogLines', server: 'Chicago 1', retrying: true },
      { kind: 'checkingLogFeed', server: 'Chicago 1' },
      { kind: 'noLogLines', server: 'Chicago 1', retrying: false },
      { kind: 'settingUp', server: 'Chicago 2' },
      { kind: 'checkingLogFeed', server: 'Chicago 2' },
      { kind: 'moved', server: 'Chicago 2' },
    );
    // Another pug's steps are not this page's.
    act(() => socket.serverEmit('pugServerSetup', { pugId: 'pug-other', steps: entries({ kind: 'ready', server: 'Elsewhere' }) }));
    act(() => socket.serverEmit('pugServerSetup', { pugId: 'pug-9', steps: more.slice(0, 3) }));
    await waitFor(() => expect(shown().at(-1)).toBe('No log lines from Chicago 1: trying again'));
    act(() => socket.serverEmit('pugServerSetup', { pugId: 'pug-9', steps: more }));
    await waitFor(() => expect(shown()).toHaveLength(8));
    expect(shown().slice(4)).toEqual([
      'No log lines from Chicago 1 again: looking for another server',
      'Setting up Chicago 2…',
      'Checking the log feed…',
      'Moved to Chicago 2',
    ]);
    expect(document.body.textContent).not.toContain('Elsewhere');
  });

  it('says the pug waits when no server is free', async () => {
    stored = { pugId: 'pug-9', steps: entries({ kind: 'noLogLines', server: 'Dallas 1', retrying: false }, { kind: 'noServer', waitMinutes: 5 }) };
    renderWithPlatform(<PugServerSection pug={PUG} viewer={null} />);
    await screen.findByRole('list', { name: 'Server set-up' });
    expect(shown().at(-1)).toBe('No free server right now: the pug waits for one (it is called off if none is free 5 min after it started)');
  });

  it('shows nothing once the pug plays, and does not ask', async () => {
    renderWithPlatform(<PugServerSection pug={{ ...PUG, phase: 'Playing' }} viewer={null} />);
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.queryByRole('list', { name: 'Server set-up' })).toBeNull();
    expect(api.calls('GET /api/pug/pug-9/serverSetup')).toHaveLength(0);
  });
});
