import type { ReactElement } from 'react';
import type { BaseClass } from './classes.ts';

// Our own simple drawings on a 24x24 grid, in currentColor on the role-coloured disc.
export const GLYPHS: Record<BaseClass, ReactElement> = {
  // a bat and ball
  scout: (
    <>
      <path d="M8 18.5 16 8.5a1.8 1.8 0 0 1 2.6 2.4L10.2 19.7Z" />
      <circle cx="7.5" cy="8" r="2.5" />
    </>
  ),
  // a rocket, flying right
  soldier: <path d="M4 10.5h10.5l4.5 1.5-4.5 1.5H4Zm1.5 0L4 7.5h2.5l2.5 3Zm0 3L4 16.5h2.5l2.5-3Z" />,
  // a flame
  pyro: <path d="M12 4c1 3 5 5 5 9.5A5 5 0 0 1 7 13.5c0-2.5 1.5-3.5 2.5-5 .5 1.5 1 2.2 2 2.7C12 9 11.5 6.5 12 4Z" />,
  // a sticky bomb
  demoman: (
    <>
      <circle cx="11" cy="13.5" r="5" />
      <path d="M14 9.5 17 6.5l1.2 1.2-3 3Z" />
    </>
  ),
  // a minigun: three barrels
  heavy: <path d="M5 8h11v2H5Zm0 3h13v2H5Zm0 3h11v2H5Zm13-6h1.5v8H18Z" />,
  // a wrench
  engineer: <path d="M15.5 4.5a4 4 0 0 0-4.8 5.2L5 15.4 8.6 19l5.7-5.7a4 4 0 0 0 5.2-4.8l-2.3 2.3-2.6-.7-.7-2.6Z" />,
  // a cross
  medic: <path d="M10 5h4v5h5v4h-5v5h-4v-5H5v-4h5Z" />,
  // a scope
  sniper: (
    <path
      fillRule="evenodd"
      d="M12 5a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm-.75 1h1.5v3.25H16v1.5h-3.25V16h-1.5v-3.25H8v-1.5h3.25Z"
    />
  ),
  // a mask with eye holes
  spy: <path fillRule="evenodd" d="M4 9.5c3-2.5 13-2.5 16 0 0 3.5-1.8 6-4 6-1.8 0-2.8-2-4-2s-2.2 2-4 2c-2.2 0-4-2.5-4-6Zm3 1.5v1.6h3.2V11Zm6.8 0v1.6H17V11Z" />,
};

/** Shown for roles without a class. */
export const UNKNOWN_GLYPH: ReactElement = (
  <text x="12" y="16.5" textAnchor="middle" fontSize="12" fontWeight="700">
    ?
  </text>
);
