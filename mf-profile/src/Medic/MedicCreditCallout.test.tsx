import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MEDIC_CREDIT_HELP } from '@pug/domain';
import { MedicCreditCallout } from './MedicCreditCallout.tsx';

afterEach(cleanup);

const until = Date.UTC(2026, 11, 8, 1, 15);
const standing = { creditPugs: 1, earnedIn: 'pug-1', earnedAt: until - 86_400_000, immuneUntil: until };

it('shows the credit badge with what it means and the immunity while it runs', () => {
  render(<MedicCreditCallout medic={standing} now={until - 1} />);
  expect(screen.getByText('Medic credit').getAttribute('title')).toBe(MEDIC_CREDIT_HELP);
  expect(screen.getByText(/seated first for a contested class and never a reserve in the next pug\. Lasts your next pug\./)).toBeTruthy();
  expect(screen.getByText(/^Medic immunity until 01:15 UTC\./)).toBeTruthy();
});

it('a spent credit and an ended immunity show nothing', () => {
  render(<MedicCreditCallout medic={{ ...standing, creditPugs: 0 }} now={until} />);
  expect(screen.queryByText('Thanks for playing medic')).toBeNull();
  cleanup();
  render(<MedicCreditCallout medic={undefined} now={0} />);
  expect(screen.queryByText('Thanks for playing medic')).toBeNull();
  cleanup();
  render(<MedicCreditCallout medic={{ ...standing, creditPugs: 2 }} now={until} />);
  expect(screen.getByText(/Lasts your next 2 pugs\./)).toBeTruthy();
  expect(screen.queryByText(/Medic immunity/)).toBeNull();
});
