import type { Meta, StoryObj } from '@storybook/react';
import { Text } from '../Text/Text.tsx';
import { ScrollArea } from './ScrollArea.tsx';

const meta = { title: 'Layout/ScrollArea', component: ScrollArea, args: { maxHeight: 250, label: 'Seasons', children: null } } satisfies Meta<
  typeof ScrollArea
>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = (n: number) => Array.from({ length: n }, (_, i) => <Text key={i}>Sixes Season {20 - i} · Main · Medic</Text>);
export const Short: Story = { args: { children: lines(3) } };
export const Scrolling: Story = { args: { children: lines(20) } };
