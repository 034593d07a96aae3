import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { DEFAULT_QUEUES, type NightAdd, type NightAddAnswer } from '@pug/domain';
import NightAddControl from './NightAddControl.tsx';

const ME = '76561198000000001';
const QUEUES = DEFAULT_QUEUES.slice(0, 2);
const until = new Date(2026, 11, 6, 23, 40).getTime();
const none: NightAddAnswer = { enabled: true, add: null, durations: [60, 120, 180], defaultMinutes: 120 };
const running: NightAdd = {
  steamid: ME,
  queues: [
    { queueName: 'sixes', roles: ['medic'] },
    { queueName: 'highlander', roles: ['scout'] },
  ],
  since: until - 180 * 60_000,
  until,
  takenBy: null,
};

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

describe('Add for the night', () => {
  it('picks queues, classes and a duration, keyboard only, focus kept in the dialog; then shows the line and cancels', async () => {
    api.on('GET /api/nightAdd', () => none);
    api.on('POST /api/nightAdd', () => ({ ...none, add: running }));
    api.on('DELETE /api/nightAdd', () => none);
    renderWithPlatform(<NightAddControl queues={QUEUES} />);
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Add for the night' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add for the night' });
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add for 2 h' });
    expect(submit.disabled).toBe(true);

    // Focus stays inside the dialog however far one tabs.
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    within(dialog).getByRole('checkbox', { name: /Sixes/ }).focus();
    await user.keyboard(' ');
    // A queue without a class is not yet a choice.
    expect(within(dialog).getByText('Pick at least one class.')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    within(within(dialog).getByRole('group', { name: /Classes in Sixes/ }))
      .getByRole('checkbox', { name: 'Medic' })
      .focus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('checkbox', { name: /Highlander/ }));
    await user.click(within(within(dialog).getByRole('group', { name: /Classes in Highlander/ })).getByRole('checkbox', { name: 'Scout' }));
    await user.selectOptions(within(dialog).getByLabelText('For how long'), '180');
    const add = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add for 3 h' });
    expect(add.disabled).toBe(false);
    add.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /api/nightAdd').map((c) => c.body)).toEqual([
      {
        queues: [
          { queueName: 'sixes', roles: ['medic'] },
          { queueName: 'highlander', roles: ['scout'] },
        ],
        minutes: 180,
      },
    ]);
    expect((await screen.findByRole('status', { name: 'Added for the night' })).textContent).toMatch(/^Added to Sixes, Highlander until 23:40/);

    await user.click(screen.getByRole('button', { name: 'Cancel add' }));
    expect(await screen.findByRole('button', { name: 'Add for the night' })).toBeTruthy();
    expect(api.calls('DELETE /api/nightAdd')).toHaveLength(1);
  });

  it('a refusal is an error toast and the dialog stays open; Escape closes it', async () => {
    api.on('GET /api/nightAdd', () => none);
    api.on('POST /api/nightAdd', () => ({
      status: 403,
      json: { error: { code: 'FORBIDDEN', message: 'You missed a ready-up: you can queue again at 23:10' } },
    }));
    renderWithPlatform(<NightAddControl queues={QUEUES} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add for the night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add for the night' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Sixes/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Demoman' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add for 2 h' }));
    expect(await screen.findByText('You missed a ready-up: you can queue again at 23:10')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add for the night' })).toBeTruthy();
    // Escape closes the newest layer first (the toast), then the dialog.
    within(dialog).getByRole('checkbox', { name: 'Demoman' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('You missed a ready-up: you can queue again at 23:10')).toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('follows the nightAdd event (taken by a ready-up, ended), and shows nothing when the site has it off', async () => {
    api.on('GET /api/nightAdd', () => ({ ...none, add: running }));
    const { socket } = renderWithPlatform(<NightAddControl queues={QUEUES} />);
    await screen.findByRole('status', { name: 'Added for the night' });
    act(() => socket.serverEmit('nightAdd', null));
    expect(await screen.findByRole('button', { name: 'Add for the night' })).toBeTruthy();
    cleanup();

    api.on('GET /api/nightAdd', () => ({ ...none, enabled: false }));
    const off = renderWithPlatform(<NightAddControl queues={QUEUES} />);
    await waitFor(() => expect(api.calls('GET /api/nightAdd').length).toBeGreaterThan(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(off.container.querySelector('button')).toBeNull();
  });
});
