import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../Box/Box.tsx';
import * as s from './Tabs.css.ts';

export type TabItem = { id: string; label: ReactNode; disabled?: boolean };

export type TabsProps = {
  items: readonly TabItem[];
  /** Id of the selected tab. */
  value: string;
  onValueChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  /** Content of the selected tab's panel (optional: tabs can drive content elsewhere). */
  children?: ReactNode;
  className?: string;
};

/** Keys that move between the tabs of a horizontal tab list: to the index it lands on among `count`. */
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * Accessible tabs, the WAI-ARIA pattern with automatic activation: one tab in the Tab order (the
 * selected one), arrow keys move between tabs and select the one reached (wrapping around, passing
 * disabled ones), Home/End jump to the ends. Our own, not a library's: the lobby shows tabs before
 * it is interactive, and this is a few hundred bytes where Radix's tabs with their roving focus
 * were 9.6 KB of the first load.
 */
export function Tabs({ items, value, onValueChange, label, children, className }: TabsProps) {
  const base = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  if (items.length === 0) throw new Error('Tabs needs at least one item');
  const ids = new Set(items.map((i) => i.id));
  if (ids.size !== items.length) throw new Error('Tabs item ids must be unique');
  const enabled = items.filter((i) => !i.disabled);
  // The tab reached with Tab: the selected one, or the first that can be selected.
  const focusable = enabled.some((i) => i.id === value) ? value : enabled[0]?.id;
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const at = enabled.findIndex((i) => tabRefs.current.get(i.id) === event.target);
    if (!move || at === -1) return;
    event.preventDefault();
    const next = enabled[move(at, enabled.length)]!;
    tabRefs.current.get(next.id)?.focus();
    if (next.id !== value) onValueChange(next.id);
  };

  return (
    <div className={cx(s.root, className)}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={s.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) tabRefs.current.set(item.id, el);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              // Without a panel here (the tabs drive content elsewhere) there is nothing to control.
              aria-controls={children !== undefined && selected ? panelId(item.id) : undefined}
              tabIndex={item.id === focusable ? 0 : -1}
              disabled={item.disabled}
              data-state={selected ? 'active' : 'inactive'}
              data-disabled={item.disabled ? '' : undefined}
              className={s.trigger}
              onClick={() => {
                if (!selected) onValueChange(item.id);
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && ids.has(value) ? (
        <div role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} tabIndex={0} data-state="active" className={s.panel}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
