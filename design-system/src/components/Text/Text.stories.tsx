import type { Meta, StoryObj } from '@storybook/react';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from './Text.tsx';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'The first 2 players added always play the next PUG.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { tone: 'muted' } };
export const Primary: Story = { args: { tone: 'primary' } };
export const Blu: Story = { args: { tone: 'blu', children: 'BLU team' } };
export const Red: Story = { args: { tone: 'red', children: 'RED team' } };
export const Success: Story = { args: { tone: 'success', children: '+12.34 elo' } };
export const ErrorTone: Story = { name: 'Error', args: { tone: 'error', children: '-8.50 elo' } };
export const Mono: Story = { args: { mono: true, children: '00:04:59' } };
export const Truncated: Story = {
  args: { truncate: true, style: { width: 160 }, children: 'A very long alias that will not fit' },
};
export const BreakAnywhere: Story = {
  name: 'Break anywhere (a whole URL)',
  args: { breakAnywhere: true, mono: true, size: 'sm', style: { width: 200 }, children: 'https://etf2l.org/teams/4242-a-rather-long-team-name-that-wraps' },
};
export const Sizes: Story = {
  render: (args) => (
    <Stack gap="xs">
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <Text key={size} {...args} size={size}>
          Size {size}
        </Text>
      ))}
    </Stack>
  ),
};
