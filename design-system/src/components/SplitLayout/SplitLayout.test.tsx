import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SplitLayout } from './SplitLayout.tsx';

describe('SplitLayout', () => {
  it('puts the aside first in the reading order, then the content; without an aside, the content alone', () => {
    const { container, rerender } = render(
      <SplitLayout aside={<section aria-label="Join the server">Join</section>}>
        <p>Teams</p>
      </SplitLayout>,
    );
    const text = container.textContent;
    expect(text).toBe('JoinTeams');
    expect(screen.getByRole('region', { name: 'Join the server' })).toBeTruthy();
    rerender(
      <SplitLayout aside={null}>
        <p>Teams</p>
      </SplitLayout>,
    );
    expect(container.textContent).toBe('Teams');
    expect(screen.queryByRole('region', { name: 'Join the server' })).toBeNull();
  });

  it('keeps the content mounted, with its state, when an aside comes or goes', async () => {
    function Counter() {
      const [n, setN] = useState(0);
      return <button onClick={() => setN(n + 1)}>{`clicked ${n}`}</button>;
    }
    const { rerender } = render(
      <SplitLayout aside={null}>
        <Counter />
      </SplitLayout>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    rerender(
      <SplitLayout aside={<section aria-label="Chat">Chat</section>} asideLast>
        <Counter />
      </SplitLayout>,
    );
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
    rerender(
      <SplitLayout aside={null} asideLast>
        <Counter />
      </SplitLayout>,
    );
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
  });

  it('puts the aside after the content when asked (below it on a phone)', () => {
    const { container } = render(
      <SplitLayout aside={<section aria-label="Chat">Chat</section>} asideLast>
        <p>Lobby</p>
      </SplitLayout>,
    );
    expect(container.textContent).toBe('LobbyChat');
  });
});
