import { useId } from 'react';
import * as s from './VolumeSlider.css.ts';

export type VolumeSliderProps = {
  /** 0-100. */
  value: number;
  onChange(value: number): void;
  /** Called when the player lets go, e.g. to play a sample at the new volume. */
  onCommit?(value: number): void;
  label?: string;
};

/** A labelled 0-100 volume slider (keyboard: arrows, Page Up/Down, Home/End). */
export function VolumeSlider({ value, onChange, onCommit, label = 'Alert volume' }: VolumeSliderProps) {
  const id = useId();
  return (
    <span className={s.wrapper}>
      <label htmlFor={id} title={label} aria-hidden="true">
        <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
          <path d="M2 6h3l4-3v10l-4-3H2z" />
          {value === 0 ? (
            <path d="M11 6l4 4m0-4l-4 4" stroke="currentColor" strokeWidth="1.5" />
          ) : (
            <path d="M11 5.5a3.5 3.5 0 010 5" stroke="currentColor" strokeWidth="1.5" fill="none" />
          )}
        </svg>
      </label>
      <input
        id={id}
        aria-label={label}
        className={s.range}
        type="range"
        min={0}
        max={100}
        step={5}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        onPointerUp={(e) => onCommit?.(Number(e.currentTarget.value))}
        onKeyUp={(e) => onCommit?.(Number(e.currentTarget.value))}
      />
      <span className={s.value} aria-hidden="true">
        {value}%
      </span>
    </span>
  );
}
