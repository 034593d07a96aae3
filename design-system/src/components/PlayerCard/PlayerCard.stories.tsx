import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from '../Badge/Badge.tsx';
import { ClassIcon } from '../ClassIcon/ClassIcon.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { PlayerCard } from './PlayerCard.tsx';

const avatar =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1fb5a8"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#04201d" font-family="sans-serif">b4</text></svg>',
  );

const menuItems = [
  { label: 'View profile', onSelect: () => {} },
  { label: 'Make captain', onSelect: () => {} },
  { label: 'Report', onSelect: () => {}, tone: 'danger' as const },
];

const meta = {
  title: 'Data/PlayerCard',
  component: PlayerCard,
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    alias: 'b4nny',
    avatarSrc: avatar,
    subtitle: 'Scout · 1850',
    badge: <ClassIcon cls="scout" size={20} />,
    onSelect: () => {},
    menuItems,
  },
} satisfies Meta<typeof PlayerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Captain: Story = { args: { captain: true } };
export const Ready: Story = { args: { ready: true } };
export const CaptainAndReady: Story = { args: { captain: true, ready: true } };
export const Hover: Story = { args: { forceHover: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Self: Story = {
  args: {
    self: true,
    menuItems: [...menuItems.slice(0, 2), { label: 'Report', onSelect: () => {}, hidden: true }],
  },
};
export const ClownHat: Story = { args: { hat: 'clown' } };
export const NameLinksToProfile: Story = { args: { onSelect: undefined, name: <a href="#profile">b4nny</a> } };
export const NoMenu: Story = { args: { menuItems: undefined } };
export const NotSelectable: Story = { args: { onSelect: undefined } };
export const BrokenAvatar: Story = { args: { avatarSrc: 'https://invalid.example/missing.jpg' } };
export const WithDivisionBadge: Story = { args: { badge: <Badge division="ADV" /> } };
export const LongAlias: Story = { args: { alias: 'a-really-long-alias-that-does-not-fit', captain: true } };
export const TeamList: Story = {
  render: (args) => (
    <Stack gap="xs">
      <PlayerCard {...args} alias="b4nny" captain ready />
      <PlayerCard {...args} alias="habib" subtitle="Soldier · 1790" ready badge={<ClassIcon cls="soldier" size={20} />} />
      <PlayerCard {...args} alias="me" self subtitle="Medic · 1600" badge={<ClassIcon cls="medic" size={20} />} />
      <PlayerCard {...args} alias="afk" disabled subtitle="Demoman · 1500" badge={<ClassIcon cls="demoman" size={20} />} />
    </Stack>
  ),
};
