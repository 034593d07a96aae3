import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button.tsx';
import { Callout } from './Callout.tsx';

const meta = {
  title: 'Feedback/Callout',
  component: Callout,
  args: {
    title: 'Season requirements',
    children: 'A full season (not a weekend cup) of 6s or Highlander in an established league.',
  },
} satisfies Meta<typeof Callout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Warning: Story = {
  args: { tone: 'warning', title: 'Discord not verified', children: 'Verify to finish the tutorial.' },
};
export const ErrorTone: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    title: 'Admin is unavailable',
    children: 'This part of the site failed to load. The rest still works.',
    action: <Button size="sm">Retry</Button>,
  },
};
export const WithoutTitle: Story = { args: { title: undefined } };
