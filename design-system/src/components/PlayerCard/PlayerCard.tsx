import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import { DEFAULT_AVATAR } from '../Avatar/defaultAvatar.ts';
import { cx } from '../Box/Box.tsx';
import * as s from './PlayerCard.css.ts';
import { PlayerCardMenu, type PlayerCardMenuItem } from './PlayerCardMenu.tsx';

export type { PlayerCardMenuItem };

/** A hat drawn over the avatar: the clown hat is a striped cone with a pompom; any other hat a top hat. */
function HatGlyph({ hat }: { hat: string }) {
  if (hat === 'clown') {
    return (
      <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
        <path d="M11 3L4 19h14z" fill="#e8473f" />
        <path d="M8.2 11.5h5.6l1.3 3H6.9z" fill="#f5d142" />
        <circle cx="11" cy="3" r="2.4" fill="#f5f5f5" />
        <rect x="3" y="18" width="16" height="2.5" rx="1.2" fill="#3aa0d8" />
      </svg>
    );
  }
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
      <rect x="6" y="4" width="10" height="12" rx="1" fill="#222" />
      <rect x="3" y="15" width="16" height="3" rx="1.5" fill="#222" />
      <rect x="6" y="12" width="10" height="2" fill="#c33" />
    </svg>
  );
}

export type PlayerCardProps = {
  alias: string;
  avatarSrc?: string;
  /** Shown when `avatarSrc` is missing or fails (default DEFAULT_AVATAR). */
  avatarFallbackSrc?: string;
  /**
   * Shown in place of the alias text, e.g. a router link to the player's profile (not on a
   * selectable card: a link inside a button is not allowed). `alias` still names the menu.
   */
  name?: ReactNode;
  /** Second line: role name, elo… */
  subtitle?: ReactNode;
  captain?: boolean;
  ready?: boolean;
  /** The signed-in user's own card. */
  self?: boolean;
  /** Dimmed, aria-disabled, and `onSelect` is not called. */
  disabled?: boolean;
  badge?: ReactNode;
  /** Makes the card selectable (click, Enter or Space). */
  onSelect?(): void;
  /** Context menu entries, opened by the "⋯" button or a right-click. */
  menuItems?: readonly PlayerCardMenuItem[];
  /** A cosmetic hat worn over the avatar (docs/product.md "Entities" `hat`), e.g. 'clown'. */
  hat?: string | null;
  /** Called when the pointer enters the hat (the clown hat honks). */
  onHatHover?(): void;
  /** Story-only: show the hover look. */
  forceHover?: boolean;
  className?: string;
};

/** A player in a queue slot or team list, with captain/ready/self/disabled states and a menu. */
export function PlayerCard({
  alias,
  name,
  avatarSrc,
  avatarFallbackSrc = DEFAULT_AVATAR,
  subtitle,
  captain = false,
  ready = false,
  self = false,
  disabled = false,
  badge,
  onSelect,
  menuItems,
  forceHover = false,
  hat,
  onHatHover,
  className,
}: PlayerCardProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const visibleItems = (menuItems ?? []).filter((item) => !item.hidden);
  const hasMenu = visibleItems.length > 0;
  const selectable = onSelect !== undefined;

  const select = () => {
    if (!disabled) onSelect?.();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      select();
    }
  };
  const onContextMenu = (e: MouseEvent<HTMLElement>) => {
    if (!hasMenu) return;
    e.preventDefault();
    setMenuOpen(true);
  };

  const content = (
    <>
      <span className={s.avatarSlot}>
        <Avatar src={avatarSrc} alt="" fallbackSrc={avatarFallbackSrc} size={36} />
        {hat ? (
          <span className={s.hat} role="img" aria-label={`${hat} hat`} title={`${hat} hat`} data-hat={hat} onMouseEnter={onHatHover}>
            <HatGlyph hat={hat} />
          </span>
        ) : null}
      </span>
      <span className={s.info}>
        <span className={s.alias}>{name !== undefined && !selectable ? name : alias}</span>
        {subtitle ? <span className={s.subtitle}>{subtitle}</span> : null}
      </span>
      {captain ? (
        <span className={s.captainMarker} role="img" aria-label="Captain" title="Captain">
          C
        </span>
      ) : null}
      {ready ? (
        <span className={s.readyMarker} role="img" aria-label="Ready" title="Ready">
          ✓
        </span>
      ) : null}
    </>
  );

  return (
    <div
      className={cx(s.card({ captain, ready, self, disabled, forceHover }), className)}
      data-captain={captain || undefined}
      data-ready={ready || undefined}
      data-self={self || undefined}
      data-disabled={disabled || undefined}
      onContextMenu={onContextMenu}
    >
      {selectable ? (
        <div role="button" tabIndex={0} aria-disabled={disabled || undefined} className={cx(s.main, s.selectable)} onClick={select} onKeyDown={onKeyDown}>
          {content}
        </div>
      ) : (
        <div className={s.main} aria-disabled={disabled || undefined}>
          {content}
        </div>
      )}
      {badge ? <span className={s.badge}>{badge}</span> : null}
      {hasMenu ? <PlayerCardMenu alias={alias} items={visibleItems} open={menuOpen} onOpenChange={setMenuOpen} /> : null}
    </div>
  );
}
