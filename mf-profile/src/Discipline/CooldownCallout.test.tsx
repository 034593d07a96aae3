import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CooldownCallout } from './CooldownCallout.tsx';

afterEach(cleanup);

const cooldown = { level: 3, until: Date.UTC(2026, 10, 28, 14, 0), kind: 'leftMatch' as const };

it('tells the player why and until when while the cooldown runs, and nothing after', () => {
  render(<CooldownCallout cooldown={cooldown} now={cooldown.until - 1} />);
  expect(screen.getByText('You are in a queue cooldown')).toBeTruthy();
  expect(screen.getByText(/^You left a live match: you can queue again at 2026-11-28 14:00 UTC \(cooldown level 3\)\./)).toBeTruthy();
  cleanup();
  render(<CooldownCallout cooldown={cooldown} now={cooldown.until} />);
  expect(screen.queryByText('You are in a queue cooldown')).toBeNull();
});
