import type { Meta, StoryObj } from '@storybook/react';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Sixes queue' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {};
export const Level2: Story = { args: { level: 2 } };
export const Level3: Story = { args: { level: 3 } };
export const Level4: Story = { args: { level: 4 } };
