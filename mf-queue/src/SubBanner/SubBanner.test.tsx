import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useSocketEvent } from '@pug/platform';
import userEvent from '@testing-library/user-event';
import type { Pug } from '@pug/domain';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { pugFixture, sid } from '../testing/fixtures.ts';
import { SubBanner } from './SubBanner.tsx';

const LONG = 'Ｗ'.repeat(32);
const TARGET = sid(3);
const VIEWER = sid(40);

function needing(): Pug {
  const pug = pugFixture({ _id: 'live' }, 6);
  pug.teams.blu[TARGET] = { ...pug.teams.blu[TARGET]!, needsSub: true };
  return pug;
}

beforeEach(() => {
  new FakeApi().on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } })).install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('names the player of any legal length in the banner and the question, whole', async () => {
  renderWithPlatform(<SubBanner pugs={[needing()]} users={{ [TARGET]: { steamid: TARGET, alias: LONG } }} viewer={VIEWER} onAccept={async () => true} />);
  const banner = screen.getByRole('region', { name: 'Subs needed' });
  expect(banner.textContent).toContain(`in place of ${LONG}.`);
  await userEvent.click(within(banner).getByRole('button', { name: `Sub in for ${LONG}` }));
  expect(await screen.findByRole('dialog', { name: `Sub in for ${LONG}?` })).toBeTruthy();
});

it('a seat another player took while the viewer was asked: the question closes with an info toast', async () => {
  const users = { [TARGET]: { steamid: TARGET, alias: 'Gone Medic' } };
  const onAccept = vi.fn(async () => true);
  function LivePugs() {
    const [pug, setPug] = useState(needing);
    useSocketEvent('pugUpdate', setPug);
    return <SubBanner pugs={[pug]} users={users} viewer={VIEWER} onAccept={onAccept} />;
  }
  const { socket } = renderWithPlatform(<LivePugs />);
  await userEvent.click(screen.getByRole('button', { name: 'Sub in for Gone Medic' }));
  await screen.findByRole('dialog', { name: 'Sub in for Gone Medic?' });
  const taken = needing();
  taken.teams.blu[TARGET] = { ...taken.teams.blu[TARGET]!, needsSub: false };
  act(() => socket.serverEmit('pugUpdate', taken));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sub in for Gone Medic?' })).toBeNull());
  const toast = await screen.findByText('A sub was found');
  expect(toast.closest('[data-variant]')?.getAttribute('data-variant')).toBe('info');
  expect(screen.getByText("Another player took Gone Medic's seat.")).toBeTruthy();
  expect(onAccept).not.toHaveBeenCalled();
});

it.each([
  ['ended by an admin', { endedBy: 'admin' as const }],
  ['cancelled by the site', { endedBy: 'site' as const }],
  ['completed', { data: { score: [3, 1] as [number, number] } }],
])('a pug %s, though a seat still says it needs a sub, shows no banner', (_, end) => {
  renderWithPlatform(<SubBanner pugs={[{ ...needing(), ...end, phase: 'Complete' }]} users={{}} viewer={VIEWER} onAccept={async () => true} />);
  expect(screen.queryByRole('region', { name: 'Subs needed' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Sub in/ })).toBeNull();
});
