import { useState, type ReactNode } from 'react';
import { cx } from '../Box/Box.tsx';
import * as s from './MapCard.css.ts';

export type MapCardProps = {
  /** The map's name; also the image's alt text. */
  name: string;
  /** The map's picture (lazy-loaded); when it fails to load the card shows the name alone. */
  imageSrc: string;
  /** Shown at the card's foot, e.g. "3 votes". */
  detail?: ReactNode;
  /** Chosen (a toggle: `aria-pressed`). */
  selected?: boolean;
  disabled?: boolean;
  /** The button's accessible name (default: the map's name); a plain card is named by its picture. */
  label?: string;
  onSelect?(): void;
  className?: string;
};

/** A map as a card: its picture, its name, a detail line; a toggle button when it can be chosen (`onSelect`), else a plain card. */
export function MapCard({ name, imageSrc, detail, selected = false, disabled = false, label, onSelect, className }: MapCardProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const picture =
    failedSrc === imageSrc ? (
      <span className={s.imageMissing} aria-hidden="true">
        {name}
      </span>
    ) : (
      <img className={s.image} src={imageSrc} alt={name} width={184} height={104} loading="lazy" decoding="async" onError={() => setFailedSrc(imageSrc)} />
    );
  const content = (
    <>
      {picture}
      <span className={s.caption}>
        <span className={s.name} title={name}>
          {name}
        </span>
        {/* A space between name and detail: the button's text reads "cp_x 2 votes", as its name does (not "cp_x2 votes"). */}
        {detail !== undefined ? (
          <>
            {' '}
            <span className={s.votes}>{detail}</span>
          </>
        ) : null}
      </span>
    </>
  );
  if (!onSelect) {
    return (
      <div className={cx(s.card({ selected }), s.plain, className)} data-map={name}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={cx(s.card({ selected }), className)}
      aria-pressed={selected}
      aria-label={label ?? name}
      disabled={disabled}
      onClick={onSelect}
      data-map={name}
    >
      {content}
    </button>
  );
}
