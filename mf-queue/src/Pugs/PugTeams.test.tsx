import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PugTeams } from './PugTeams.tsx';
import { pugFixture, sid } from '../testing/fixtures.ts';

afterEach(cleanup);

const users = {
  [sid(1)]: { steamid: sid(1), alias: 'Blu Scout' },
  [sid(2)]: { steamid: sid(2), alias: 'Red Scout' },
  [sid(3)]: { steamid: sid(3), alias: 'Blu Pocket' },
};

describe('PugTeams', () => {
  it('shows BLU and RED with the score, roles and elo rounded', () => {
    const pug = pugFixture({ data: { score: [4, 2] } });
    pug.teams.blu[sid(1)]!.elo = 1516.6;
    render(<PugTeams pug={pug} users={users} viewer={null} />);
    const blu = screen.getByRole('region', { name: 'BLU team' });
    expect(within(blu).getByLabelText('BLU score').textContent).toBe('4');
    expect(within(screen.getByRole('region', { name: 'RED team' })).getByLabelText('RED score').textContent).toBe('2');
    expect(within(blu).getByText('Flank Scout · 1517')).toBeTruthy();
    expect(within(blu).getByText('Blu Scout')).toBeTruthy();
  });

  it('shows the elo each player had in a finished pug and its change', () => {
    const pug = pugFixture({ phase: 'Complete', data: { score: [4, 2] } });
    pug.teams.blu[sid(1)] = { ...pug.teams.blu[sid(1)]!, elo: 1500.2, eloDelta: 16.031 };
    pug.teams.red[sid(2)] = { ...pug.teams.red[sid(2)]!, elo: 1488.9, eloDelta: -16.031 };
    render(<PugTeams pug={pug} users={users} viewer={null} />);
    expect(within(screen.getByRole('region', { name: 'BLU team' })).getByText('Flank Scout · 1500 (+16.03)')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'RED team' })).getByText('Flank Scout · 1489 (-16.03)')).toBeTruthy();
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
    expect(screen.getByText('1 sub votes')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Blu Pocket' }));
    expect((await screen.findByRole('menuitem', { name: 'Vote for a sub' })).getAttribute('aria-disabled')).toBe('true');
  });

  it('does not let a player vote a player of the other team out (domain rule)', async () => {
    render(<PugTeams pug={pugFixture()} users={users} viewer={sid(1)} onVoteSub={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Red Scout' }));
    expect((await screen.findByRole('menuitem', { name: 'Vote for a sub' })).getAttribute('aria-disabled')).toBe('true');
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
