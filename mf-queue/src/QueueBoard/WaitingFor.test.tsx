import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueueBoard } from './QueueBoard.tsx';
import { fillEvents, lobbyAt, sid, SIXES, T0 } from '../testing/fixtures.ts';

afterEach(cleanup);

// fillEvents(SIXES): players 1-2 flank scouts, 3-4 pocket scouts, 5-6 roamer soldiers, 7-8 pocket soldiers, 9-10 demomen, 11-12 medics.
const join = (n: number, role: 'roamerscout' | 'pocketscout' | 'medic' | 'demoman', at: number) => ({
  type: 'JOIN' as const,
  steamid: sid(n),
  role,
  now: T0 + at,
  elo: 1500,
});

describe('QueueBoard: what the queue is waiting for, and a player added for several classes', () => {
  it('says which classes are missing, counting a player added for two classes once', () => {
    // Nine players, and player 50 added for pocket scout and medic: they sit as pocket scout, a medic seat stays open.
    const queue = lobbyAt(SIXES, [
      ...fillEvents(SIXES, { count: 9 }).filter((e) => 'steamid' in e && e.steamid !== sid(4)),
      join(50, 'pocketscout', 20),
      join(50, 'medic', 21),
    ]);
    render(
      <MemoryRouter>
        <QueueBoard queue={queue} viewer={sid(50)} onToggleRole={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('waiting-for').textContent).toBe('Waiting for 1 demoman, 2 medics');
    expect(screen.getByTestId('added-for').textContent).toBe('You are added for Pocket Scout, Medic: you play one of them.');
    // Their chip is on each class they added for, naming the other one; both classes offer "Remove".
    const pocket = screen.getByTestId('slot-pocketscout');
    const medic = screen.getByTestId('slot-medic');
    expect(within(pocket).getByText('Also Medic')).toBeTruthy();
    expect(within(medic).getByText('Seated as Pocket Scout')).toBeTruthy();
    // They count on the class they sit in only: the medic seats are both open.
    expect(within(medic).getByText('0/2')).toBeTruthy();
    expect(within(pocket).getByText('2/2')).toBeTruthy();
    expect(within(pocket).getByRole('button', { name: 'Remove Pocket Scout' })).toBeTruthy();
    expect(within(medic).getByRole('button', { name: 'Remove Medic' })).toBeTruthy();
  });

  it('a player added for two classes moves to the seat only they can take, and leaves nobody a reserve', () => {
    // Player 50 added for pocket scout and medic, then two pocket scouts (3 and 4) and no medic: 50 sits as medic.
    const queue = lobbyAt(SIXES, [join(50, 'pocketscout', -2), join(50, 'medic', -1), ...fillEvents(SIXES, { count: 10 })]);
    render(
      <MemoryRouter>
        <QueueBoard queue={queue} />
      </MemoryRouter>,
    );
    const pocket = screen.getByTestId('slot-pocketscout');
    expect(within(pocket).getByText('2/2')).toBeTruthy(); // not "2/2 + 1 reserve": the three fill two seats and a medic seat
    expect(within(pocket).queryByText(/^Reserve/)).toBeNull();
    expect(within(pocket).getByText('Seated as Medic')).toBeTruthy();
    expect(within(screen.getByTestId('slot-medic')).getByText('Also Pocket Scout')).toBeTruthy();
    expect(screen.getByTestId('waiting-for').textContent).toBe('Waiting for 1 medic');
  });

  it('updates as players add, and says nothing once the pug can fill', () => {
    const missing = (count: number) => {
      cleanup();
      render(
        <MemoryRouter>
          <QueueBoard queue={lobbyAt(SIXES, fillEvents(SIXES, { count }))} />
        </MemoryRouter>,
      );
      return screen.queryByTestId('waiting-for')?.textContent ?? null;
    };
    expect(missing(10)).toBe('Waiting for 2 medics');
    expect(missing(11)).toBe('Waiting for 1 medic');
    expect(missing(12)).toBeNull(); // full: the ready-up starts
    expect(screen.queryByTestId('added-for')).toBeNull();
  });
});
