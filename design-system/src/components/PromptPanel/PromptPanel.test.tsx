import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { PromptPanel } from './PromptPanel.tsx';

afterEach(cleanup);

it('is a named, non-modal dialog: the page behind it still takes clicks', async () => {
  const behind = vi.fn();
  render(
    <>
      <button onClick={behind}>End pug</button>
      <PromptPanel title="Click anywhere to enable audio alerts" actions={<button>Close</button>}>
        <p>Alerts need one click.</p>
      </PromptPanel>
    </>,
  );
  const panel = screen.getByRole('dialog', { name: 'Click anywhere to enable audio alerts' });
  expect(panel.getAttribute('aria-modal')).toBe('false');
  expect(panel.textContent).toContain('Alerts need one click.');
  await userEvent.click(screen.getByRole('button', { name: 'End pug' }));
  expect(behind).toHaveBeenCalledTimes(1);
});
