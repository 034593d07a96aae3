import type { Meta, StoryObj } from '@storybook/react';
import { Card } from '../Card/Card.tsx';
import { Text } from '../Text/Text.tsx';
import { Tiles } from './Tiles.tsx';

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: {
    children: ['Scout', 'Soldier', 'Pyro', 'Demoman', 'Heavy', 'Engineer', 'Medic', 'Sniper', 'Spy'].map((c) => (
      <Card key={c}>
        <Text weight="bold">{c}</Text>
      </Card>
    )),
  },
} satisfies Meta<typeof Tiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
