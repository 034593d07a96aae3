import { Suspense } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { overlayPartsIfLoaded, preloadOverlayParts, useOverlayParts } from '../../overlays/loadOverlays.ts';

export type PlayerCardMenuItem = {
  label: string;
  onSelect(): void;
  /** Left out of the menu (e.g. "Report" on your own card). */
  hidden?: boolean;
  disabled?: boolean;
  tone?: 'default' | 'danger';
};

export type PlayerCardMenuProps = {
  alias: string;
  items: readonly PlayerCardMenuItem[];
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** The "⋯" button before the menu's Radix parts are loaded: pressing it opens the menu once they are. */
function PlainTrigger({ alias, onOpenChange }: Pick<PlayerCardMenuProps, 'alias' | 'onOpenChange'>) {
  const preload = () => void preloadOverlayParts().catch(() => undefined);
  return (
    <IconButton
      label={`Actions for ${alias}`}
      size="sm"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => onOpenChange(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          onOpenChange(true);
        }
      }}
    >
      ⋯
    </IconButton>
  );
}

function LoadedMenu(props: PlayerCardMenuProps) {
  const { RadixPlayerCardMenu } = useOverlayParts();
  return <RadixPlayerCardMenu {...props} />;
}

/**
 * The "⋯" trigger and its Radix dropdown menu. Items arrive already filtered. Radix (menu,
 * popper, floating-ui) is not on the first paint of a page of cards: a plain button stands in
 * until the menu is first wanted, and pointing at or focusing it loads the menu ahead.
 */
export function PlayerCardMenu(props: PlayerCardMenuProps) {
  if (!props.open && !overlayPartsIfLoaded()) return <PlainTrigger alias={props.alias} onOpenChange={props.onOpenChange} />;
  return (
    <Suspense fallback={<PlainTrigger alias={props.alias} onOpenChange={props.onOpenChange} />}>
      <LoadedMenu {...props} />
    </Suspense>
  );
}
