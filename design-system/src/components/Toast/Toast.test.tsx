import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, type ToastApi } from './ToastProvider.tsx';
import { useToast } from './useToast.ts';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function setup(props: { max?: number; duration?: number } = {}) {
  render(
    <ToastProvider {...props}>
      <Capture />
    </ToastProvider>,
  );
  // The region (Radix's viewport) is there from the first toast on: no page needs it to show.
  expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
  return { region: () => screen.getByRole('region', { name: /Notifications/ }) };
}

describe('ToastProvider + useToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast with title, description and variant in the notifications region', () => {
    const { region } = setup();
    let id = '';
    act(() => {
      id = api.show({ title: 'Elo change', description: '+12.34 Soldier', variant: 'success' });
    });
    expect(id).toMatch(/^toast-/);
    const item = within(region()).getByRole('listitem');
    expect(item.textContent).toContain('Elo change');
    expect(item.textContent).toContain('+12.34 Soldier');
    expect(item.dataset.variant).toBe('success');
  });

  it('keeps at most 3 visible: the oldest leaves when a 4th arrives', () => {
    const { region } = setup();
    act(() => {
      for (const n of [1, 2, 3, 4]) api.show({ title: `Toast ${n}` });
    });
    const items = within(region()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Toast 2'),
      expect.stringContaining('Toast 3'),
      expect.stringContaining('Toast 4'),
    ]);
  });

  it('respects a custom max', () => {
    const { region } = setup({ max: 1 });
    act(() => {
      api.show({ title: 'first' });
      api.show({ title: 'second' });
    });
    expect(
      within(region())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('second')]);
  });

  it('hides each toast after 5000 ms by default', () => {
    const { region } = setup();
    act(() => {
      api.show({ title: 'early' });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    act(() => {
      api.show({ title: 'late' });
    });
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(2);
    });
    expect(
      within(region())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('late')]);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('uses a custom duration', () => {
    const { region } = setup({ duration: 1000 });
    act(() => {
      api.show({ title: 'quick' });
    });
    act(() => {
      vi.advanceTimersByTime(1001);
    });
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('dismisses by id', () => {
    const { region } = setup();
    act(() => {
      const id = api.show({ title: 'a' });
      api.show({ title: 'b' });
      api.dismiss(id);
      api.dismiss('toast-unknown');
    });
    expect(
      within(region())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('b')]);
  });

  it('rejects an empty title and an unknown variant', () => {
    setup();
    expect(() => api.show({ title: '  ' })).toThrow(/non-empty/);
    expect(() => api.show({ title: 'x', variant: 'loud' as 'info' })).toThrow(/Unknown toast variant "loud"/);
  });

  it('useToast throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow('useToast must be used inside <ToastProvider>');
  });
});
