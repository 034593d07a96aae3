// A player card's menu: PlayerCardMenu.tsx's props and its Radix part's (overlays/RadixPlayerCardMenu.tsx).
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
