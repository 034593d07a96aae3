import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';
import { button } from './Button.css.ts';

describe('Button', () => {
  it('calls onClick and forwards native props and its ref', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} onClick={onClick} variant="danger" size="sm" name="end" data-testid="b">
        End pug
      </Button>,
    );
    const el = screen.getByRole('button', { name: 'End pug' });
    expect(ref.current).toBe(el);
    expect(el.getAttribute('type')).toBe('button');
    expect(el.getAttribute('name')).toBe('end');
    expect(el.className).toBe(button({ variant: 'danger', size: 'sm', fullWidth: false }));
    await userEvent.click(el);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Ready up
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows a spinner, is busy and blocks clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const el = screen.getByRole('button', { name: /Save/ });
    expect(el.getAttribute('aria-busy')).toBe('true');
    expect((el as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await userEvent.click(el);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can submit a form when type=submit', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
