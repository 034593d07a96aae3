import type { Meta, StoryObj } from '@storybook/react';
import { Card } from './Card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { children: 'Season 14 — Main division, Soldier' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Raised: Story = { args: { tone: 'raised' } };
export const BluTeam: Story = { args: { tone: 'blu', children: 'BLU' } };
export const RedTeam: Story = { args: { tone: 'red', children: 'RED' } };
export const NoPadding: Story = { args: { padding: 'none' } };
export const LargePadding: Story = { args: { padding: 'lg' } };
