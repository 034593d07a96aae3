import type { Meta, StoryObj } from '@storybook/react';
import { Avatar } from './Avatar.tsx';
import { DEFAULT_AVATAR } from './defaultAvatar.ts';

const sample =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f28c28"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#1a1206" font-family="sans-serif">Ab</text></svg>',
  );

const meta = {
  title: 'Data/Avatar',
  component: Avatar,
  args: { src: sample, alt: 'b4nny', fallbackSrc: DEFAULT_AVATAR, size: 64 },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Circle: Story = { args: { shape: 'circle' } };
export const NoSrc: Story = { args: { src: undefined } };
export const BrokenSrcFallsBack: Story = { args: { src: 'https://invalid.example/missing.jpg' } };
export const Small: Story = { args: { size: 24 } };
