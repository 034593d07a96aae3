import type { Meta, StoryObj } from '@storybook/react';
import { Inline } from '../Inline/Inline.tsx';
import { Badge, DIVISIONS } from './Badge.tsx';

const meta = { title: 'Data/Badge', component: Badge, args: { children: 'PENDING' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Primary: Story = { args: { tone: 'primary', children: 'Captain' } };
export const Success: Story = { args: { tone: 'success', children: 'Approved' } };
export const Warning: Story = { args: { tone: 'warning', children: 'PENDING' } };
export const ErrorTone: Story = { name: 'Error', args: { tone: 'error', children: 'Banned' } };
export const Teams: Story = {
  render: () => (
    <Inline>
      <Badge tone="blu">BLU</Badge>
      <Badge tone="red">RED</Badge>
    </Inline>
  ),
};
export const Divisions: Story = {
  render: () => (
    <Inline>
      {DIVISIONS.map((d) => (
        <Badge key={d} division={d} />
      ))}
    </Inline>
  ),
};
