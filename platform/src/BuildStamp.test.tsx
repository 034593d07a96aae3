import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { BUILD_STAMPS_ID, BuildStamp } from './BuildStamp.tsx';

afterEach(cleanup);

it("goes to the host's footer when there is one", async () => {
  const footer = document.createElement('footer');
  footer.id = BUILD_STAMPS_ID;
  document.body.append(footer);
  const { container } = render(<BuildStamp app="mf-queue" build="abc123" />);
  const stamp = await screen.findByTestId('build-mf-queue');
  expect(stamp.textContent).toBe('mf-queue build abc123');
  expect(footer.contains(stamp)).toBe(true);
  expect(container.contains(stamp)).toBe(false);
  footer.remove();
});

it('shows in place when the part runs without the host', async () => {
  const { container } = render(<BuildStamp app="mf-admin" build="x" />);
  expect(container.contains(await screen.findByTestId('build-mf-admin'))).toBe(true);
});
