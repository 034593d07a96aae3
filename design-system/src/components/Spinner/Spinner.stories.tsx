import type { Meta, StoryObj } from '@storybook/react';
import { Spinner } from './Spinner.tsx';

const meta = { title: 'Feedback/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm', label: 'Saving' } };
export const Large: Story = { args: { size: 'lg', label: 'Loading pug' } };
