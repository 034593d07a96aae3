// The Radix toast parts, loaded with the first toast (../loadOverlays.ts).
export { RadixToasts } from './RadixToasts.tsx';
