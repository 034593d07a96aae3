import type { Meta, StoryObj } from '@storybook/react';
import { StatusPill } from './StatusPill.tsx';

const meta = {
  title: 'Navigation/StatusPill',
  component: StatusPill,
  args: { href: '/?pugId=sixes', prefix: 'Queued', count: '[10/12]', detail: 'Sixes · Medic' },
} satisfies Meta<typeof StatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queued: Story = {};
export const SeveralClasses: Story = {
  args: { count: '[17/18]', detail: 'Highlander · Scout, Medic' },
};
