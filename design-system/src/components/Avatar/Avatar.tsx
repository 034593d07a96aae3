import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useState } from 'react';
import { cx } from '../Box/Box.tsx';
import { avatar, round, sizeVar } from './Avatar.css.ts';

export type AvatarProps = {
  /** The avatar URL (already resolved by the caller); the fallback is shown when absent. */
  src?: string;
  alt: string;
  /** Shown once if `src` fails to load. */
  fallbackSrc: string;
  /** Pixel size (default 40). */
  size?: number;
  shape?: 'rounded' | 'circle';
  className?: string;
};

/** Shows `src`; on a load error swaps to `fallbackSrc` once (a broken fallback does not loop). */
export function Avatar({ src, alt, fallbackSrc, size = 40, shape = 'rounded', className }: AvatarProps) {
  // Remember which src failed, so a new src gets a fresh try without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = !src || failedSrc === src;
  const current = useFallback ? fallbackSrc : src;
  return (
    <img
      src={current}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      data-fallback={useFallback ? 'true' : undefined}
      className={cx(avatar, shape === 'circle' && round, className)}
      style={assignInlineVars({ [sizeVar]: `${size}px` })}
      onError={() => {
        if (!useFallback && src) setFailedSrc(src);
      }}
    />
  );
}
