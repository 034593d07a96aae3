import type { Meta, StoryObj } from '@storybook/react';
import { NotificationBar } from './NotificationBar.tsx';

const meta = {
  title: 'Feedback/NotificationBar',
  component: NotificationBar,
  args: {
    onDismiss: () => undefined,
    onDismissAll: () => undefined,
    items: [{ id: '1', message: 'Your pug is waiting for a free game server.', variant: 'warning', time: '21:04:10' }],
  },
} satisfies Meta<typeof NotificationBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};
export const Several: Story = {
  args: {
    items: [
      { id: '1', message: 'Your pug is waiting for a free game server.', variant: 'warning', time: '21:04:10' },
      { id: '2', message: 'Discord account Pug Medic linked.', variant: 'success', time: '21:02:44' },
      { id: '3', message: 'The logs of pug #412 are up.', variant: 'info', url: 'https://logs.tf/1', time: '20:58:01' },
      { id: '4', message: 'Discord linking failed: Discord could not be reached.', variant: 'error', time: '20:40:00' },
    ],
  },
};
export const Empty: Story = { args: { items: [] } };
/** Nineteen notices: three show, "16 more" opens the rest. */
export const Many: Story = {
  args: {
    items: Array.from({ length: 19 }, (_, i) => ({
      id: String(i),
      message: `Reporter ${i} reported a player (Griefing)`,
      variant: i % 2 ? ('warning' as const) : ('info' as const),
      url: '/admin/reports',
    })),
  },
};
