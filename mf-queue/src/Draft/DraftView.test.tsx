import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DraftView } from './DraftView.tsx';
import { draftFixture, fillEvents, runLobby, sid, SIXES, T0 } from '../testing/fixtures.ts';

afterEach(cleanup);

const drafting = draftFixture;

const users = {};

describe('DraftView', () => {
  it('shows both teams with their captains and whose turn it is', () => {
    const { state, draft } = drafting();
    render(<DraftView state={state} users={users} viewer={sid(1)} myPick={null} serverNow={T0 + 22_000} onPick={vi.fn()} />);
    expect(screen.getByRole('heading', { name: "Captains' draft" })).toBeTruthy();
    const blu = screen.getByRole('region', { name: 'BLU team' });
    expect(blu.querySelector('[data-captain]')).toBeTruthy();
    expect(within(blu).getByText(`Player …${draft.captains.blu.slice(-4)}`)).toBeTruthy();
    expect(screen.getByText(/captain .* is picking/)).toBeTruthy();
    expect(screen.queryByText('Your turn to pick')).toBeNull();
    // Not the captain: nobody in the pool can be picked.
    const pool = screen.getByRole('region', { name: 'Players to pick' });
    expect(
      within(pool)
        .queryAllByRole('button')
        .filter((b) => !b.getAttribute('aria-label')?.startsWith('Actions')),
    ).toHaveLength(0);
  });

  it("highlights the captain's turn and lets them pick only the legal players", async () => {
    // RED (player 11, the lower-rated captain) took demoman 9, BLU (12) took scouts 1 and 3:
    // RED may not take demoman 10 now.
    const { state, offer } = drafting([
      [11, 9],
      [12, 1],
      [12, 3],
    ]);
    expect(offer.captain).toBe(sid(11));
    const onPick = vi.fn();
    render(<DraftView state={state} users={users} viewer={offer.captain} myPick={offer} serverNow={offer.countdownInfo.deadline - 12_500} onPick={onPick} />);
    expect(screen.getByText('Your turn to pick')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('12 s');
    const pool = screen.getByRole('region', { name: 'Players to pick' });
    const legal = new Set(offer.options.map((o) => o.steamid));
    expect(legal.size).toBeGreaterThan(0);
    const cards = within(pool).getAllByRole('button');
    expect(cards).toHaveLength(7);
    expect(legal.has(sid(10))).toBe(false);
    const disabled = cards.filter((c) => c.getAttribute('aria-disabled') === 'true');
    expect(disabled.length).toBe(7 - legal.size);
    expect(disabled.length).toBeGreaterThan(0);
    // A disabled (illegal) player does nothing; a legal one is picked, by keyboard too.
    await userEvent.click(disabled[0]!);
    expect(onPick).not.toHaveBeenCalled();
    const enabled = cards.find((c) => c.getAttribute('aria-disabled') !== 'true')!;
    enabled.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    const [picked, role] = onPick.mock.calls[0]!;
    expect(legal.has(picked)).toBe(true);
    expect(role).toBe(offer.options.find((o) => o.steamid === picked)!.role);
  });

  it('the captain on turn without an offer yet (the resend after a reload is on its way) sees a short loading state; nobody is pickable', () => {
    const { state, offer } = drafting();
    render(<DraftView state={state} users={users} viewer={offer.captain} myPick={null} serverNow={T0} onPick={vi.fn()} />);
    expect(screen.getByText('Loading your pick options…')).toBeTruthy();
    expect(screen.queryByText('Your turn to pick')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Players to pick' })).queryAllByRole('button')).toHaveLength(0);
  });

  it("shows each candidate's elo and division in the class they play, and the teams' too", () => {
    // The fixture's player n joined with elo 1500 + n (Intermediate); players 11 and 12 captain.
    const { state, draft } = drafting();
    render(<DraftView state={state} users={users} viewer={sid(1)} myPick={null} serverNow={T0} onPick={vi.fn()} />);
    const pool = screen.getByRole('region', { name: 'Players to pick' });
    // A player card: the alias sits in the card's main part; the division badge beside it.
    const card = (n: number, region: HTMLElement) =>
      within(region)
        .getByText(`Player …${sid(n).slice(-4)}`)
        .closest('div')!.parentElement!;
    for (const n of [1, 9]) {
      const candidate = card(n, pool);
      expect(within(candidate).getByText(new RegExp(` · ${1500 + n} elo$`))).toBeTruthy();
      expect(within(candidate).getByTitle(/^Intermediate in /).textContent).toBe('IM');
    }
    const blu = screen.getByRole('region', { name: 'BLU team' });
    const captain = card(Number(draft.captains.blu.slice(-2)), blu);
    expect(within(captain).getByText(new RegExp(` · ${1500 + Number(draft.captains.blu.slice(-2))} elo$`))).toBeTruthy();
  });

  it('renders nothing while no draft runs', () => {
    const { view } = runLobby(SIXES, fillEvents(SIXES, { count: 3 }));
    const { container } = render(<DraftView state={view.state} users={users} viewer={sid(1)} myPick={null} serverNow={T0} onPick={vi.fn()} />);
    expect(container.textContent).toBe('');
  });
});
