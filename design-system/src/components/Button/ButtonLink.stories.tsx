import type { Meta, StoryObj } from '@storybook/react';
import { ButtonLink } from './ButtonLink.tsx';

const meta = {
  title: 'Actions/ButtonLink',
  component: ButtonLink,
  args: { href: 'steam://connect/203.0.113.5:27015/secret', children: 'Join' },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = { args: { size: 'lg' } };
export const Medium: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Go to your pug', href: '/pugs/64' } };
export const FullWidth: Story = { args: { size: 'lg', fullWidth: true } };
