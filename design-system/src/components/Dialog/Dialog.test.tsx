import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

function Harness({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button>outside</button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        title="Report b4nny"
        description="Tell the admins what happened."
        footer={<Button>Submit</Button>}
      >
        <textarea aria-label="Description" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog labelled by its title and described by its description', () => {
    render(<Harness onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Report b4nny' });
    const describedBy = dialog.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('Tell the admins what happened.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('starts with focus inside and keeps it there when tabbing', async () => {
    const user = userEvent.setup();
    render(<Harness onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('calls onOpenChange(false) on Escape and closes', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes from the close button', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing while closed', () => {
    render(<Dialog open={false} onOpenChange={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
