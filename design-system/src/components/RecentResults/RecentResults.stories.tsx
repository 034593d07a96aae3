import type { Meta, StoryObj } from '@storybook/react';
import { RecentResults } from './RecentResults.tsx';

const meta = { title: 'Data/RecentResults', component: RecentResults, args: { results: ['rw', 'rw', 'rl', 'rw', 'rl', 'rl', 'rw'] } } satisfies Meta<
  typeof RecentResults
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {};
export const Streak: Story = { args: { results: ['rw', 'rw', 'rw', 'rw', 'rw'] } };
export const None: Story = { args: { results: [] } };
