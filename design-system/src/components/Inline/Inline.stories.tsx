import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from '../Badge/Badge.tsx';
import { Inline } from './Inline.tsx';

const divisions = (['NEW', 'NC', 'AM', 'IM', 'MAIN', 'ADV', 'INV'] as const).map((d) => <Badge key={d} division={d} />);

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { children: divisions },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SpaceBetween: Story = { args: { justify: 'between' } };
export const NoWrap: Story = { args: { wrap: false, gap: 'xl' } };
