import { afterEach, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { cleanup, render as renderBare, screen, within } from '@testing-library/react';
import { MEDIC_CREDIT_HELP } from '@pug/domain';
import { QueueBoard } from './QueueBoard.tsx';
import { lobbyAt, sid, SIXES, T0 } from '../testing/fixtures.ts';

afterEach(cleanup);

const render = (ui: ReactElement) => renderBare(<MemoryRouter>{ui}</MemoryRouter>);
const IMMUNE_UNTIL = Date.UTC(2030, 0, 1, 21, 30);

/** Medics 1, 3, 4 and a credited, immune medic 5 (queued last); a demoman 2 makes the first two. */
function queue() {
  const join = (n: number, role: 'medic' | 'demoman', extra: object = {}) => ({
    type: 'JOIN' as const,
    steamid: sid(n),
    role,
    now: T0 + n,
    elo: 1500,
    ...extra,
  });
  return lobbyAt(SIXES, [
    join(1, 'medic'),
    join(2, 'demoman'),
    join(3, 'medic'),
    join(4, 'medic'),
    join(5, 'medic', { medicCredit: true, medicImmuneUntil: IMMUNE_UNTIL }),
  ]);
}

it('a credited player shows "Medic credit" with what it means, and is listed (seated) before earlier medics', () => {
  render(<QueueBoard queue={queue()} />);
  const medic = screen.getByTestId('slot-medic');
  const names = within(medic)
    .getAllByText(/^Player …/)
    .map((n) => n.textContent);
  expect(names).toEqual(['Player …0001', 'Player …0005', 'Player …0003', 'Player …0004']);
  const badge = within(medic).getByText('Medic credit');
  expect(badge.getAttribute('title')).toBe(MEDIC_CREDIT_HELP);
  expect(badge.closest('[data-self]')).toBeNull();
  // Medic 3, queued before the credited medic, is now the first reserve.
  expect(within(medic).getAllByText('Medic credit')).toHaveLength(1);
  expect(
    within(medic)
      .getByText(/Reserve 1/)
      .closest('li, div')?.textContent,
  ).toMatch(/Player …0003/);
});

it('the immune player alone sees "Medic immunity until HH:MM" in their own view of the lobby', () => {
  render(<QueueBoard queue={queue()} viewer={sid(5)} />);
  expect(screen.getByTestId('medic-immunity').textContent).toBe(
    'Medic immunity until 21:30 UTC: after a pug as medic you are seated in another class you added for when someone else can play medic.',
  );
  cleanup();
  render(<QueueBoard queue={queue()} viewer={sid(3)} />);
  expect(screen.queryByText(/Medic immunity/)).toBeNull();
});
