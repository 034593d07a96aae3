import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
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

/** Accessible tabs (Radix): arrow keys move between tabs, Home/End jump to the ends. */
export function Tabs({ items, value, onValueChange, label, children, className }: TabsProps) {
  if (items.length === 0) throw new Error('Tabs needs at least one item');
  const ids = new Set(items.map((i) => i.id));
  if (ids.size !== items.length) throw new Error('Tabs item ids must be unique');
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} activationMode="automatic" className={cx(s.root, className)}>
      <RadixTabs.List aria-label={label} className={s.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.id}
            value={item.id}
            disabled={item.disabled}
            className={s.trigger}
            // Without a panel here (the tabs drive content elsewhere) there is nothing to control.
            {...(children === undefined ? { 'aria-controls': undefined } : {})}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children !== undefined && ids.has(value) ? (
        <RadixTabs.Content value={value} className={s.panel}>
          {children}
        </RadixTabs.Content>
      ) : null}
    </RadixTabs.Root>
  );
}
