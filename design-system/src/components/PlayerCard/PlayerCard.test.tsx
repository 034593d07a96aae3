import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlayerCard } from './PlayerCard.tsx';

describe('PlayerCard', () => {
  it('shows alias, subtitle and the captain and ready markers', () => {
    const { container } = render(<PlayerCard alias="b4nny" subtitle="Scout · 1850" captain ready badge={<span>ADV</span>} />);
    expect(screen.getByText('b4nny')).toBeTruthy();
    expect(screen.getByText('Scout · 1850')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Captain' }).textContent).toBe('C');
    expect(screen.getByRole('img', { name: 'Ready' }).textContent).toBe('✓');
    expect(screen.getByText('ADV')).toBeTruthy();
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.captain).toBe('true');
    expect(root.dataset.ready).toBe('true');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a given name element (a profile link) in place of the alias, except on a selectable card', () => {
    const { rerender } = render(<PlayerCard alias="b4nny" name={<a href="/players/1">b4nny</a>} />);
    expect(screen.getByRole('link', { name: 'b4nny' }).getAttribute('href')).toBe('/players/1');
    rerender(<PlayerCard alias="b4nny" name={<a href="/players/1">b4nny</a>} onSelect={() => {}} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: /b4nny/ })).toBeTruthy();
  });

  it('has no markers when not captain or ready', () => {
    render(<PlayerCard alias="x" />);
    expect(screen.queryByRole('img', { name: 'Captain' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Ready' })).toBeNull();
  });

  it('selects on click, Enter and Space when selectable', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<PlayerCard alias="b4nny" onSelect={onSelect} />);
    const card = screen.getByRole('button', { name: /b4nny/ });
    await user.click(card);
    expect(onSelect).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(card);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('is aria-disabled and never selects when disabled', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<PlayerCard alias="b4nny" disabled onSelect={onSelect} />);
    const card = screen.getByRole('button', { name: /b4nny/ });
    expect(card.getAttribute('aria-disabled')).toBe('true');
    expect((container.firstElementChild as HTMLElement).dataset.disabled).toBe('true');
    await user.click(card);
    card.focus();
    await user.keyboard('{Enter} ');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('marks the self card', () => {
    const { container } = render(<PlayerCard alias="me" self />);
    expect((container.firstElementChild as HTMLElement).dataset.self).toBe('true');
  });

  it('opens the actions menu from the ⋯ button, hides hidden items and runs the chosen one', async () => {
    const report = vi.fn();
    const profile = vi.fn();
    const user = userEvent.setup();
    render(
      <PlayerCard
        alias="b4nny"
        menuItems={[
          { label: 'View profile', onSelect: profile },
          { label: 'Report', onSelect: report, hidden: true },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for b4nny' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['View profile']);
    expect(menu.textContent).not.toContain('Report');
    await user.click(screen.getByRole('menuitem', { name: 'View profile' }));
    expect(profile).toHaveBeenCalledTimes(1);
    expect(report).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the menu on right-click', async () => {
    const report = vi.fn();
    const { container } = render(<PlayerCard alias="b4nny" menuItems={[{ label: 'Report', onSelect: report }]} />);
    const notPrevented = fireEvent.contextMenu(container.firstElementChild!);
    expect(notPrevented).toBe(false);
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeTruthy();
  });

  it('has no menu button and leaves right-click alone when every item is hidden', () => {
    const { container } = render(<PlayerCard alias="me" self menuItems={[{ label: 'Report', onSelect: () => {}, hidden: true }]} />);
    expect(screen.queryByRole('button', { name: 'Actions for me' })).toBeNull();
    expect(fireEvent.contextMenu(container.firstElementChild!)).toBe(true);
  });

  it('wears a hat over the avatar and reports hovering it', async () => {
    const onHatHover = vi.fn();
    render(<PlayerCard alias="clowny" hat="clown" onHatHover={onHatHover} />);
    const hat = screen.getByRole('img', { name: 'clown hat' });
    expect(hat.querySelector('svg')).toBeTruthy();
    await userEvent.hover(hat);
    expect(onHatHover).toHaveBeenCalledTimes(1);
    render(<PlayerCard alias="plain" />);
    expect(screen.getAllByRole('img', { name: /hat/ })).toHaveLength(1);
  });
});
