import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MapVote } from './MapVote.tsx';
import { fillEvents, lobbyAt, readyEvents, sid, SIXES, T0 } from '../testing/fixtures.ts';

afterEach(cleanup);

const players = Array.from({ length: 12 }, (_, i) => sid(i + 1));

function voting(votes: [number, number][] = []) {
  const first = lobbyAt(SIXES, [...fillEvents(SIXES), ...readyEvents(players)]).state;
  const events = votes.map(([p, m]) => ({ type: 'VOTE_MAP' as const, steamid: sid(p), map: first.mapCandidates[m]!, now: T0 + 2000 }));
  return lobbyAt(SIXES, [...fillEvents(SIXES), ...readyEvents(players), ...events]).state;
}

describe('MapVote', () => {
  it('shows the three candidates with their votes and the countdown; a player of the pug votes', async () => {
    const state = voting([
      [2, 1],
      [3, 1],
      [4, 0],
    ]);
    expect(state.mapCandidates).toHaveLength(3);
    const onVote = vi.fn();
    render(<MapVote state={state} viewer={sid(1)} serverNow={state.countdownInfo!.deadline - 7_200} onVote={onVote} />);
    expect(screen.getByRole('region', { name: 'Vote for a map' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('7 s');
    const second = screen.getByRole('button', { name: `${state.mapCandidates[1]}, 2 votes` });
    expect(screen.getByRole('button', { name: `${state.mapCandidates[0]}, 1 vote` })).toBeTruthy();
    await userEvent.click(second);
    expect(onVote).toHaveBeenCalledWith(state.mapCandidates[1]);
  });

  it('shows each candidate as a card with its picture, lazy-loaded, with the map name as alt text', () => {
    const state = voting();
    render(<MapVote state={state} viewer={sid(1)} serverNow={T0} onVote={vi.fn()} />);
    const region = screen.getByRole('region', { name: 'Vote for a map' });
    const images = [...region.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(state.mapCandidates);
    expect(images.map((img) => img.getAttribute('src'))).toEqual(state.mapCandidates.map((map) => `/api/maps/${map}/image`));
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    for (const map of state.mapCandidates) expect(screen.getByRole('button', { name: `${map}, 0 votes` }).textContent).toBe(`${map} 0 votes`); // the text reads as the name does
  });

  it("marks the viewer's own vote and keeps others' buttons disabled for spectators", () => {
    const state = voting([[1, 2]]);
    render(<MapVote state={state} viewer={sid(1)} serverNow={T0} onVote={vi.fn()} />);
    expect(screen.getByRole('button', { name: `${state.mapCandidates[2]}, 1 vote` }).getAttribute('aria-pressed')).toBe('true');
    cleanup();
    render(<MapVote state={state} viewer={sid(50)} serverNow={T0} onVote={vi.fn()} />);
    expect(screen.getAllByRole<HTMLButtonElement>('button').every((b) => b.disabled)).toBe(true);
    expect(screen.getByText('The players of this pug are choosing the map.')).toBeTruthy();
  });
});
