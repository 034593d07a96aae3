import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../Box/Box.tsx';
import * as s from './VolumeSlider.css.ts';

export type VolumeSliderProps = {
  /** 0-100. */
  value: number;
  onChange(value: number): void;
  /** Called when the player lets go, e.g. to play a sample at the new volume. */
  onCommit?(value: number): void;
  label?: string;
};

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M2 6h3l4-3v10l-4-3H2z" />
      {muted ? (
        <path d="M11 6l4 4m0-4l-4 4" stroke="currentColor" strokeWidth="1.5" />
      ) : (
        <path d="M11 5.5a3.5 3.5 0 010 5" stroke="currentColor" strokeWidth="1.5" fill="none" />
      )}
    </svg>
  );
}

/**
 * A labelled 0-100 volume slider (keyboard: arrows, Page Up/Down, Home/End). On phones it is a
 * speaker button (aria-expanded) that opens the slider in a small panel under it, so the top bar
 * keeps to one row; Escape closes the panel and returns focus to the button, as does a press elsewhere.
 */
export function VolumeSlider({ value, onChange, onCommit, label = 'Alert volume' }: VolumeSliderProps) {
  const id = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    document.getElementById(id)?.focus();
    const onPress = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', onPress);
    return () => document.removeEventListener('pointerdown', onPress);
  }, [open, id]);

  return (
    <span
      ref={root}
      className={s.wrapper}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className={s.phoneButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label}: ${value}%`}
        title={label}
        onClick={() => setOpen((o) => !o)}
      >
        <SpeakerIcon muted={value === 0} />
      </button>
      <label htmlFor={id} title={label} aria-hidden="true" className={s.icon}>
        <SpeakerIcon muted={value === 0} />
      </label>
      <span id={panelId} className={cx(s.controls, open && s.controlsOpen)}>
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
    </span>
  );
}
