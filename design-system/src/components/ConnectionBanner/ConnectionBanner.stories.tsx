import type { Meta, StoryObj } from '@storybook/react';
import { ConnectionBanner } from './ConnectionBanner.tsx';

const meta = {
  title: 'Feedback/ConnectionBanner',
  component: ConnectionBanner,
  args: { state: 'reconnecting', onRetry: () => undefined },
} satisfies Meta<typeof ConnectionBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reconnecting: Story = {};
export const Offline: Story = { args: { state: 'offline' } };
