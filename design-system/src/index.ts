// Theme, tokens and atoms.
export { vars, darkTheme, lightTheme, themeClass, darkTokens, lightTokens } from './theme/index.ts';
export type { ThemeMode, ThemeTokens } from './theme/index.ts';
export { sprinkles, type Sprinkles } from './sprinkles.css.ts';

// Layout.
export { Box, type BoxProps } from './components/Box/Box.tsx';
export { Stack, type StackProps, type Space } from './components/Stack/Stack.tsx';
export { Inline, type InlineProps } from './components/Inline/Inline.tsx';
export { Card, type CardProps } from './components/Card/Card.tsx';
export { AppShell, type AppShellProps } from './components/AppShell/AppShell.tsx';
export {
  SidebarNav,
  SidebarSection,
  SidebarLink,
  navLinkClass,
  navLinkActiveClass,
  navLinkClassName,
  type SidebarNavProps,
  type SidebarLinkProps,
} from './components/SidebarNav/SidebarNav.tsx';

// Typography.
export { Text, type TextProps, type TextTone, type TextSize } from './components/Text/Text.tsx';
export { Heading, type HeadingProps, type HeadingLevel } from './components/Heading/Heading.tsx';

// Actions and navigation.
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button/Button.tsx';
export { ButtonLink, buttonClassName, type ButtonLinkProps } from './components/Button/ButtonLink.tsx';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.tsx';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs/Tabs.tsx';

// Forms.

// Feedback and overlays.
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
export { Callout, type CalloutProps, type CalloutTone } from './components/Callout/Callout.tsx';
export { Dialog, DialogClose, type DialogProps } from './components/Dialog/Dialog.tsx';
export { preloadOverlays } from './loadOverlays.ts';
export { ToastProvider, type ToastProviderProps, type ToastApi, type ToastInput, type ToastVariant } from './components/Toast/ToastProvider.tsx';
export { useToast } from './components/Toast/useToast.ts';

// Data display.
export { Table, TableHead, TableBody, TableRow, TableHeaderCell, TableCell, type TableProps, type TableCellProps } from './components/Table/Table.tsx';
export { Badge, DIVISIONS, type BadgeProps, type BadgeTone, type Division } from './components/Badge/Badge.tsx';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar.tsx';
export { DEFAULT_AVATAR } from './components/Avatar/defaultAvatar.ts';
export { ClassIcon, type ClassIconProps } from './components/ClassIcon/ClassIcon.tsx';
export { baseClassOf, BASE_CLASSES, type BaseClass } from './components/ClassIcon/classes.ts';
export { PlayerCard, type PlayerCardProps, type PlayerCardMenuItem } from './components/PlayerCard/PlayerCard.tsx';
export { MapCard, type MapCardProps } from './components/MapCard/MapCard.tsx';

// Forms and profile parts.
export {
  Field,
  fieldControlClass,
  type FieldProps,
  type FieldControlProps,
  TextField,
  SelectField,
  CheckboxField,
  type CheckboxFieldProps,
  type TextFieldProps,
  type SelectFieldProps,
  type SelectOption,
} from './components/Field/Field.tsx';
export { BlazingName, type BlazingNameProps } from './components/BlazingName/BlazingName.tsx';
export { ScrollArea, type ScrollAreaProps } from './components/ScrollArea/ScrollArea.tsx';
export { RecentResults, type RecentResult } from './components/RecentResults/RecentResults.tsx';
export { NotificationBar, type NotificationBarProps, type NotificationBarItem } from './components/NotificationBar/NotificationBar.tsx';
export { ConnectionBanner, type ConnectionBannerProps } from './components/ConnectionBanner/ConnectionBanner.tsx';
export { AnnouncementBanner, type AnnouncementBannerProps } from './components/AnnouncementBanner/AnnouncementBanner.tsx';
export { PromptPanel } from './components/PromptPanel/PromptPanel.tsx';
export { VolumeSlider, type VolumeSliderProps } from './components/VolumeSlider/VolumeSlider.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog.tsx';
export { useConfirm, type ConfirmRequest } from './components/ConfirmDialog/useConfirm.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden.tsx';
export { Tiles, type TilesProps } from './components/Tiles/Tiles.tsx';
export { StatusPill, type StatusPillProps } from './components/StatusPill/StatusPill.tsx';
export { SplitLayout, type SplitLayoutProps } from './components/SplitLayout/SplitLayout.tsx';
