import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './page-title.ts';

function Title({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

afterEach(() => {
  document.title = '';
});

describe('usePageTitle', () => {
  it('shows the newest claim; one that ends leaves the others (a page handing over to the next never blanks the queued title)', () => {
    const queued = render(<Title title="[10/12] Sixes · Medic" />);
    expect(document.title).toBe('[10/12] Sixes · Medic');
    const lobby = render(<Title title="[11/12] Sixes · Medic" />);
    expect(document.title).toBe('[11/12] Sixes · Medic');
    queued.unmount();
    expect(document.title).toBe('[11/12] Sixes · Medic');
    lobby.rerender(<Title title="[12/12] Sixes · Medic" />);
    expect(document.title).toBe('[12/12] Sixes · Medic');
    // A claim of nothing (the lobby while its player is queued) leaves the others.
    const queuedAgain = render(<Title title="[12/12] Sixes · Medic" />);
    lobby.rerender(<Title title={null} />);
    expect(document.title).toBe('[12/12] Sixes · Medic');
    queuedAgain.unmount();
    lobby.unmount();
    expect(document.title).toBe('TF2 Pugs');
  });
});
