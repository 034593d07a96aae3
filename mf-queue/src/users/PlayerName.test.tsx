import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { PugTeams } from '../Pugs/PugTeams.tsx';
import { QueueBoard } from '../QueueBoard/QueueBoard.tsx';
import { fillEvents, lobbyAt, pugFixture, sid, SIXES } from '../testing/fixtures.ts';

afterEach(cleanup);

describe('the league division beside a name', () => {
  it('shows a small badge after the alias on the lobby chips, read as "Division: Main", and none for a player without one', () => {
    const queue = lobbyAt(SIXES, fillEvents(SIXES));
    const users = {
      [sid(11)]: { steamid: sid(11), alias: 'Medic With Division', division: 'Main' },
      [sid(12)]: { steamid: sid(12), alias: 'No League' },
    };
    render(
      <MemoryRouter>
        <QueueBoard queue={queue} users={users} />
      </MemoryRouter>,
    );
    const medic = screen.getByTestId('slot-medic');
    const badge = within(medic).getByTitle('Division: Main');
    expect(badge.getAttribute('data-division')).toBe('MAIN');
    expect(badge.textContent).toBe('MAINDivision: Main');
    expect(within(badge).getByText('MAIN').getAttribute('aria-hidden')).toBe('true');
    // Beside the alias, outside its link: the link's name stays the alias.
    const link = within(medic).getByRole('link', { name: 'Medic With Division' });
    expect(link.parentElement).toBe(badge.parentElement);
    expect(link.nextElementSibling).toBe(badge);
    expect(within(medic).getAllByTitle(/^Division:/)).toHaveLength(1);
  });

  it('colours an unknown division as NEW rather than failing', () => {
    const queue = lobbyAt(SIXES, fillEvents(SIXES));
    render(
      <MemoryRouter>
        <QueueBoard queue={queue} users={{ [sid(11)]: { steamid: sid(11), alias: 'Odd', division: 'Premier' } }} />
      </MemoryRouter>,
    );
    expect(screen.getByTitle('Division: Premier').getAttribute('data-division')).toBe('NEW');
  });

  it("shows it in the pug page's teams too", () => {
    const users = { [sid(1)]: { steamid: sid(1), alias: 'Blu Scout', division: 'Advanced' }, [sid(2)]: { steamid: sid(2), alias: 'Red Scout' } };
    render(
      <MemoryRouter>
        <PugTeams pug={pugFixture({})} users={users} viewer={null} />
      </MemoryRouter>,
    );
    const blu = screen.getByRole('region', { name: 'BLU team' });
    expect(within(blu).getByTitle('Division: Advanced').getAttribute('data-division')).toBe('ADV');
    expect(within(screen.getByRole('region', { name: 'RED team' })).queryByTitle(/^Division:/)).toBeNull();
  });
});
