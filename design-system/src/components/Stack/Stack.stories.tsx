import type { Meta, StoryObj } from '@storybook/react';
import { Card } from '../Card/Card.tsx';
import { Stack } from './Stack.tsx';

const items = ['Scout', 'Soldier', 'Demoman'].map((n) => <Card key={n}>{n}</Card>);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { children: items },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SmallGap: Story = { args: { gap: 'xs' } };
export const LargeGap: Story = { args: { gap: 'xxl' } };
export const Centered: Story = { args: { align: 'center' } };
