import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { cleanup, render as renderBare, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PugTeams } from './PugTeams.tsx';
import { pugFixture, sid } from '../testing/fixtures.ts';

afterEach(cleanup);

/** Player names link to profiles: the teams need a router. */
const render = (ui: ReactElement) => {
  const result = renderBare(<MemoryRouter>{ui}</MemoryRouter>);
  return { ...result, rerender: (next: ReactElement) => result.rerender(<MemoryRouter>{next}</MemoryRouter>) };
};

const users = {
  [sid(1)]: { steamid: sid(1), alias: 'Blu Scout' },
  [sid(2)]: { steamid: sid(2), alias: 'Red Scout' },
  [sid(3)]: { steamid: sid(3), alias: 'Blu Pocket' },
};

describe('PugTeams', () => {
  it('a name blazes for a win streak in the class and format played there, not for a streak elsewhere', () => {
    const pug = pugFixture({ format: 'SIXES' });
    const scout = pug.teams.blu[sid(1)]!.role;
    const pocket = pug.teams.blu[sid(3)]!.role;
    const streaks = {
      ...users,
      [sid(1)]: { ...users[sid(1)], blazing: [`sixes.${scout}`] },
      [sid(3)]: { ...users[sid(3)], blazing: [`hl.${pocket}`, `sixes.${scout}`] },
    };
    render(<PugTeams pug={pug} users={streaks} viewer={null} />);
    const blu = screen.getByRole('region', { name: 'BLU team' });
    expect(within(blu).getByText('Blu Scout').closest('[data-blazing]')).toBeTruthy();
    expect(within(blu).getByRole('link', { name: 'Blu Scout (on a win streak)' })).toBeTruthy();
    expect(within(blu).getByText('Blu Pocket').closest('[data-blazing]')).toBeNull();
  });

  it('shows BLU and RED with the score, roles and elo rounded', () => {
    const pug = pugFixture({ data: { score: [4, 2] } });
    pug.teams.blu[sid(1)]!.elo = 1516.6;
    render(<PugTeams pug={pug} users={users} viewer={null} />);
    const blu = screen.getByRole('region', { name: 'BLU team' });
    expect(within(blu).getByLabelText('BLU score').textContent).toBe('4');
    expect(within(screen.getByRole('region', { name: 'RED team' })).getByLabelText('RED score').textContent).toBe('2');
    expect(within(blu).getByTestId(`seat-elo-${sid(1)}`).textContent).toBe('1517');
    expect(within(blu).getByRole('link', { name: 'Blu Scout' }).getAttribute('href')).toBe(`/players/${sid(1)}`);
  });

  it('shows who is on the server per player on the pug page, while the pug runs', () => {
    const onServer = {
      [sid(1)]: { state: 'joined' as const, team: 'blu' as const, at: 1 },
      [sid(2)]: { state: 'joined' as const, team: 'blu' as const, at: 1 },
      [sid(3)]: { state: 'left' as const, at: 2 },
      [sid(4)]: { state: 'connected' as const, at: 2 },
    };
    const { rerender } = render(<PugTeams pug={pugFixture({ onServer })} users={users} viewer={null} showOnServer />);
    const status = (n: number) => screen.getByTestId(`on-server-${sid(n)}`).textContent;
    expect(status(1)).toBe('Server: Joined BLU');
    expect(status(2)).toBe('Server: Joined BLU (wrong team)'); // a RED player on BLU
    expect(status(3)).toBe('Server: Left');
    expect(status(4)).toBe('Server: Connecting');
    expect(status(5)).toBe('Server: Not joined');
    // Not on lists that do not ask for it, nor once the pug is over.
    rerender(<PugTeams pug={pugFixture({ onServer })} users={users} viewer={null} />);
    expect(screen.queryByTestId(`on-server-${sid(1)}`)).toBeNull();
    rerender(<PugTeams pug={pugFixture({ onServer, phase: 'Complete' })} users={users} viewer={null} showOnServer />);
    expect(screen.queryByTestId(`on-server-${sid(1)}`)).toBeNull();
  });

  it("shows each team's mean elo", () => {
    const pug = pugFixture();
    pug.teams.blu[sid(1)]!.elo = 1800;
    render(<PugTeams pug={pug} users={users} viewer={null} />);
    expect(screen.getByTestId('mean-elo-blu').textContent).toBe('mean elo 1550');
    expect(screen.getByTestId('mean-elo-red').textContent).toBe('mean elo 1500');
  });

  it('shows each player’s elo after a finished pug as an integer with the signed change, beside the card’s name', () => {
    const pug = pugFixture({ phase: 'Complete', data: { score: [4, 2] } });
    pug.teams.blu[sid(1)] = { ...pug.teams.blu[sid(1)]!, elo: 1500.2, eloDelta: 16.031 };
    pug.teams.red[sid(2)] = { ...pug.teams.red[sid(2)]!, elo: 1488.9, eloDelta: -16.031 };
    render(<PugTeams pug={pug} users={users} viewer={null} />);
    expect(screen.getByTestId(`seat-elo-${sid(1)}`).textContent).toBe('1516 (+16)');
    expect(screen.getByTestId(`seat-elo-${sid(2)}`).textContent).toBe('1473 (-16)');
    // Not in the subtitle, which a narrow card cuts short: the role alone is there.
    expect(screen.getByTestId(`seat-elo-${sid(1)}`).closest('[data-self]')?.textContent ?? '').not.toMatch(/Flank Scout.*1516/);
    expect(screen.queryByText(/16\.03/)).toBeNull();
  });

  it('lists a drafted Highlander team (pick order) in class order, each with its class icon', () => {
    const picks = ['medic', 'spy', 'demoman', 'scout', 'sniper', 'soldier', 'heavy', 'engineer', 'pyro'] as const;
    const seats = (offset: number) => Object.fromEntries(picks.map((role, i) => [sid(2 * i + offset), { role, needsSub: false, subVotes: [], elo: 1500 }]));
    const pug = pugFixture({ format: 'HIGHLANDER', shorthand: 'HL', teams: { blu: seats(1), red: seats(2) } });
    render(<PugTeams pug={pug} users={users} viewer={null} />);
    const blu = screen.getByRole('region', { name: 'BLU team' });
    const icons = within(blu)
      .getAllByRole('img')
      .filter((el) => el.hasAttribute('data-class'));
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Scout',
      'Soldier',
      'Pyro',
      'Demoman',
      'Heavy',
      'Engineer',
      'Medic',
      'Sniper',
      'Spy',
    ]);
  });

  it('lets a player of the pug vote a teammate needs a sub, once', async () => {
    const onVoteSub = vi.fn();
    const pug = pugFixture();
    const { rerender } = render(<PugTeams pug={pug} users={users} viewer={sid(1)} onVoteSub={onVoteSub} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Blu Pocket' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Vote for a sub' }));
    expect(onVoteSub).toHaveBeenCalledWith(sid(3));

    // The vote is in: the domain refuses a second vote, so the entry is disabled.
    const voted = pugFixture();
    voted.teams.blu[sid(3)]!.subVotes = [sid(1)];
    rerender(<PugTeams pug={voted} users={users} viewer={sid(1)} onVoteSub={onVoteSub} />);
    expect(screen.getByText('1 of 3 sub votes')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Blu Pocket' }));
    expect((await screen.findByRole('menuitem', { name: 'Vote for a sub' })).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the sub vote badge under the card, so the name keeps its room; no vote badge on a finished pug', () => {
    const voted = pugFixture();
    voted.teams.blu[sid(3)]!.subVotes = [sid(1), sid(5)];
    const { rerender } = render(<PugTeams pug={voted} users={users} viewer={sid(1)} />);
    const name = screen.getByRole('link', { name: 'Blu Pocket' });
    const card = name.closest('div')!.parentElement!; // the card: its row holds avatar, name and (before) the badge
    expect(within(card).queryByText('2 of 3 sub votes')).toBeNull();
    expect(card.parentElement!.textContent).toContain('2 of 3 sub votes');

    rerender(<PugTeams pug={{ ...voted, phase: 'Complete' }} users={users} viewer={sid(1)} />);
    expect(screen.queryByText(/sub votes/)).toBeNull();
  });

  it('an admin forces a sub from the card menu, after confirming; not on a seat already open, not for others', async () => {
    const onForceSub = vi.fn();
    const pug = pugFixture();
    pug.teams.red[sid(2)] = { ...pug.teams.red[sid(2)]!, needsSub: true };
    const { rerender } = render(<PugTeams pug={pug} users={users} viewer={sid(40)} onForceSub={onForceSub} />);
    // Red Scout's seat is open already: nothing to force (and no other entry for an outsider).
    expect(screen.queryByRole('button', { name: 'Actions for Red Scout' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Blu Pocket' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Force a sub' }));
    const confirm = await screen.findByRole('dialog', { name: 'Force a sub for Blu Pocket?' });
    expect(onForceSub).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Force a sub' }));
    expect(onForceSub).toHaveBeenCalledWith(sid(3));

    rerender(<PugTeams pug={pug} users={users} viewer={sid(40)} />);
    expect(screen.queryByRole('button', { name: 'Actions for Blu Pocket' })).toBeNull();
  });

  it('offers the sub vote on your own team only (domain rule), and "I need a sub" for yourself', async () => {
    const onVoteSub = vi.fn();
    render(<PugTeams pug={pugFixture()} users={users} viewer={sid(1)} onVoteSub={onVoteSub} onViewProfile={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Red Scout' }));
    expect(await screen.findByRole('menuitem', { name: 'View profile' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Vote for a sub' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Blu Scout' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'I need a sub' }));
    expect(onVoteSub).toHaveBeenCalledWith(sid(1));
  });

  it('offers no sub vote to someone outside the pug, but lets them sub in for a player who needs one', async () => {
    const onAcceptSub = vi.fn();
    const onVoteSub = vi.fn();
    const pug = pugFixture();
    pug.teams.red[sid(2)] = { ...pug.teams.red[sid(2)]!, needsSub: true, subVotes: [sid(1), sid(3), sid(5)] };
    render(<PugTeams pug={pug} users={users} viewer={sid(40)} onAcceptSub={onAcceptSub} onVoteSub={onVoteSub} />);
    expect(screen.getByText('Needs sub')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for Red Scout' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sub in for Red Scout' }));
    expect(onAcceptSub).toHaveBeenCalledWith(sid(2));
  });

  it.each([
    ['ended by an admin', { endedBy: 'admin' as const, endReason: 'Wrong teams' }],
    ['cancelled by the site (no server, too many subs)', { endedBy: 'site' as const }],
    ['completed', { data: { score: [3, 1] as [number, number] } }],
  ])('a pug %s shows no "Needs sub" and no "Sub in", though the seat was waiting for one', (_, end) => {
    const pug = pugFixture({ ...end, phase: 'Complete', endAt: 2 });
    pug.teams.red[sid(2)] = { ...pug.teams.red[sid(2)]!, needsSub: true };
    render(<PugTeams pug={pug} users={users} viewer={sid(40)} onAcceptSub={vi.fn()} />);
    expect(screen.queryByText('Needs sub')).toBeNull();
    expect(screen.queryByRole('button', { name: /Sub in/ })).toBeNull();
  });

  it('refuses sub-in (domain rule) to a player already in this pug or in another one', () => {
    const pug = pugFixture();
    pug.teams.red[sid(2)] = { ...pug.teams.red[sid(2)]!, needsSub: true };
    render(<PugTeams pug={pug} users={users} viewer={sid(1)} onAcceptSub={vi.fn()} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Sub in for Red Scout' });
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('You are already in this pug');
    cleanup();
    render(<PugTeams pug={pug} users={users} viewer={sid(40)} viewerInAnotherPug onAcceptSub={vi.fn()} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sub in for Red Scout' }).title).toBe('You are already in another pug');
  });
});
