import { render, screen } from '@testing-library/react';
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
    expect(container.innerHTML).toBe('<p>Teams</p>');
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
