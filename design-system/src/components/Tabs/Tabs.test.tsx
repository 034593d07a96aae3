import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

const items = [
  { id: 'sixes', label: 'Sixes' },
  { id: 'hl', label: 'Highlander' },
  { id: 'pl', label: 'Prolander' },
];

function Controlled({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState('sixes');
  return (
    <Tabs
      label="Format"
      items={items}
      value={value}
      onValueChange={(id) => {
        onChange(id);
        setValue(id);
      }}
    >
      Panel for {value}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('marks the selected tab and labels the panel by it', () => {
    render(
      <Tabs label="Format" items={items} value="hl" onValueChange={() => {}}>
        HL content
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Format' })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Highlander' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Sixes' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Highlander' }).textContent).toBe('HL content');
  });

  it('selects with a click', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Prolander' }));
    expect(onChange).toHaveBeenLastCalledWith('pl');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel for pl');
  });

  it('moves and selects with the arrow keys, wrapping around', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sixes' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Highlander' }));
    expect(onChange).toHaveBeenLastCalledWith('hl');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('pl');
  });

  it('keeps one tab in the Tab order, the selected one; Home and End jump to the ends, passing a disabled tab', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <button>before</button>
        <Tabs label="Format" items={[...items, { id: 'off', label: 'Off', disabled: true }]} value="hl" onValueChange={onChange}>
          panel
        </Tabs>
      </>,
    );
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Highlander' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
    await user.tab({ shift: true });
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Prolander' }));
    expect(onChange).toHaveBeenLastCalledWith('pl');
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('sixes');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Highlander' }).id);
    expect(screen.getByRole('tab', { name: 'Highlander' }).getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
  });

  it('without a panel, the tabs control nothing', () => {
    render(<Tabs label="Format" items={items} value="sixes" onValueChange={() => {}} />);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Sixes' }).hasAttribute('aria-controls')).toBe(false);
  });

  it('rejects duplicate ids', () => {
    expect(() => render(<Tabs items={[items[0]!, items[0]!]} value="sixes" onValueChange={() => {}} />)).toThrow(/unique/);
  });
});
