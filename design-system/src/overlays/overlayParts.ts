// The Radix-backed parts loaded on demand (../loadOverlays.ts); everything else stays in index.
export { RadixDialog, RadixDialogClose } from './RadixDialog.tsx';
export { RadixPlayerCardMenu } from './RadixPlayerCardMenu.tsx';
