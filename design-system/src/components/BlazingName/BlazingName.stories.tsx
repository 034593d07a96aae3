import type { Meta, StoryObj } from '@storybook/react';
import { BlazingName } from './BlazingName.tsx';

const meta = { title: 'Data/BlazingName', component: BlazingName, args: { children: 'Kritzkrieg', blazing: false } } satisfies Meta<typeof BlazingName>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Blazing: Story = { args: { blazing: true, streakLabel: 'on a 6-win streak' } };
