import type { Meta, StoryObj } from '@storybook/react';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Actions for b4nny', children: '⋯' },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Primary: Story = { args: { variant: 'primary', label: 'Add map', children: '+' } };
export const Small: Story = { args: { size: 'sm', label: 'Close', children: '×' } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, children: null } };
