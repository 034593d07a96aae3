import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Queue } from '@pug/domain';
import { DraftView } from './DraftView.tsx';
import { draftFixture, sid, T0 } from '../testing/fixtures.ts';

afterEach(cleanup);

/** The fixture's draft (captains 11 and 12) with players 1 (in the pool) and 11 (BLU or RED's captain) provisional. */
function withProvisional(): Queue {
  const { state } = draftFixture();
  return { ...state, draft: { ...state.draft!, provisional: [sid(1), sid(11)] } };
}

const newMarks = () => screen.queryAllByText('New');

describe('DraftView: the "New" mark of provisional players', () => {
  it('a captain sees it on each provisional player, in the pool and on a team', () => {
    const state = withProvisional();
    render(<DraftView state={state} users={{}} viewer={sid(12)} myPick={null} serverNow={T0} onPick={vi.fn()} />);
    expect(newMarks()).toHaveLength(2);
    const pool = screen.getByRole('region', { name: 'Players to pick' });
    const marked = within(pool).getByText('New');
    expect(marked.getAttribute('title')).toMatch(/^Provisional in Flank Scout: fewer than 10 pugs/);
  });

  it('an admin sees it too', () => {
    render(<DraftView state={withProvisional()} users={{}} viewer={sid(40)} viewerIsAdmin myPick={null} serverNow={T0} onPick={vi.fn()} />);
    expect(newMarks()).toHaveLength(2);
  });

  it('anyone else, signed out or a drafted player, does not', () => {
    render(<DraftView state={withProvisional()} users={{}} viewer={sid(1)} myPick={null} serverNow={T0} onPick={vi.fn()} />);
    expect(newMarks()).toHaveLength(0);
    cleanup();
    render(<DraftView state={withProvisional()} users={{}} viewer={null} myPick={null} serverNow={T0} onPick={vi.fn()} />);
    expect(newMarks()).toHaveLength(0);
  });

  it('no provisional player: no mark for the captains either', () => {
    const { state } = draftFixture();
    render(<DraftView state={state} users={{}} viewer={sid(12)} myPick={null} serverNow={T0} onPick={vi.fn()} />);
    expect(newMarks()).toHaveLength(0);
  });
});
