import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RecentResults } from './RecentResults.tsx';

it('shows W and L most recent first, read out as a sentence', () => {
  render(<RecentResults results={['rw', 'rl']} />);
  const list = screen.getByRole('list', { name: 'Last 2 pugs, most recent first: won, lost' });
  expect(list.textContent).toBe('WL');
});

it('shows nothing without results', () => {
  const { container } = render(<RecentResults results={[]} />);
  expect(container.innerHTML).toBe('');
});
