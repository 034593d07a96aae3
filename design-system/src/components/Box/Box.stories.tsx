import type { Meta, StoryObj } from '@storybook/react';
import { Box } from './Box.tsx';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { padding: 'lg', background: 'surface', color: 'text', borderRadius: 'md', children: 'Box content' },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Raised: Story = { args: { background: 'surfaceRaised', padding: 'xl' } };
export const Primary: Story = { args: { background: 'primary', color: 'primaryText' } };
export const FlexRow: Story = {
  args: {
    display: 'flex',
    gap: 'md',
    alignItems: 'center',
    justifyContent: 'space-between',
    children: [<span key="a">Left</span>, <span key="b">Right</span>],
  },
};
