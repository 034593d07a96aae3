import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cx } from '../components/Box/Box.tsx';
import { IconButton } from '../components/IconButton/IconButton.tsx';
import * as s from '../components/PlayerCard/PlayerCard.css.ts';
import type { PlayerCardMenuProps } from '../components/PlayerCard/playerCardMenuTypes.ts';

/** The Radix dropdown menu behind PlayerCardMenu (loaded on demand). Items arrive already filtered. */
export function RadixPlayerCardMenu({ alias, items, open, onOpenChange }: PlayerCardMenuProps) {
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
