import { Suspense } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { overlayPartsIfLoaded, preloadOverlayParts, useOverlayParts } from '../../loadOverlays.ts';
import type { PlayerCardMenuItem, PlayerCardMenuProps } from './playerCardMenuTypes.ts';

export type { PlayerCardMenuItem };

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
