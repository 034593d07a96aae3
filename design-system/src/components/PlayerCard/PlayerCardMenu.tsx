import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cx } from '../Box/Box.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as s from './PlayerCard.css.ts';

export type PlayerCardMenuItem = {
  label: string;
  onSelect(): void;
  /** Left out of the menu (e.g. "Report" on your own card). */
  hidden?: boolean;
  disabled?: boolean;
  tone?: 'default' | 'danger';
};

type Props = {
  alias: string;
  items: readonly PlayerCardMenuItem[];
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** The "⋯" trigger and its Radix dropdown menu. Items arrive already filtered. */
export function PlayerCardMenu({ alias, items, open, onOpenChange }: Props) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger asChild>
        <IconButton label={`Actions for ${alias}`} size="sm">
          ⋯
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={s.menu} align="end" sideOffset={4} collisionPadding={8}>
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              disabled={item.disabled}
              className={cx(s.menuItem, item.tone === 'danger' && s.menuItemDanger)}
              onSelect={() => item.onSelect()}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
