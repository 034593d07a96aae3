import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillEvents, lobbyAt, pugFixture, SIXES, HIGHLANDER } from '../testing/fixtures.ts';
import { Welcome } from './Welcome.tsx';

afterEach(() => cleanup());

it('says what the site is, how a pug works and what is on now, with Sign in', async () => {
  const onSignIn = vi.fn();
  const queues = [lobbyAt(SIXES, fillEvents(SIXES, { count: 3 })), lobbyAt(HIGHLANDER, [])];
  render(<Welcome queues={queues} pugs={[pugFixture({ phase: 'Playing' }), pugFixture({ _id: 'old', phase: 'Complete' })]} onSignIn={onSignIn} />);
  const section = screen.getByRole('region', { name: 'Pick-up games of competitive TF2' });
  expect(section.textContent).toContain('of Sixes and Highlander');
  const steps = within(section).getByRole('list', { name: 'How a pug works' });
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Queue by class: add every class you are happy to play.',
    'When every seat is filled, ready up within 60 seconds and vote for one of three maps.',
    'Captains draft BLU and RED, or the site balances the teams by elo, kept per format and class.',
    'Join the game server from the pug\u2019s page and play; your elo moves with the result.'.replace('\u2019', "'"),
  ]);
  expect(section.textContent).toContain('Right now: 3 players queued (Sixes · NA 3/12, Highlander · NA 0/18), 1 pug being played.');
  await userEvent.click(within(section).getByRole('button', { name: 'Sign in to play' }));
  expect(onSignIn).toHaveBeenCalledTimes(1);
});
