import type { Meta, StoryObj } from '@storybook/react';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { SplitLayout } from './SplitLayout.tsx';

const meta = {
  title: 'Layout/SplitLayout',
  component: SplitLayout,
  argTypes: { aside: { control: false }, children: { control: false } },
  args: {
    aside: (
      <Card>
        <Heading level={2}>Join the server</Heading>
        <Text>connect 203.0.113.5:27015; password &quot;secret&quot;</Text>
      </Card>
    ),
    children: (
      <Card>
        <Heading level={2}>BLU · RED</Heading>
        <Text>The teams, the score and the server status.</Text>
      </Card>
    ),
  },
} satisfies Meta<typeof SplitLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAside: Story = {};
export const ContentOnly: Story = { args: { aside: null } };
export const AsideLast: Story = { args: { asideLast: true } };
