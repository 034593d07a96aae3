import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { PromptPanel } from './PromptPanel.tsx';

const meta = {
  title: 'Feedback/PromptPanel',
  component: PromptPanel,
  args: {
    title: 'Click anywhere to enable audio alerts',
    children: <Text>Your browser keeps the site quiet until you click.</Text>,
    actions: (
      <>
        <Button variant="ghost">Close</Button>
        <Button>Enable audio alerts</Button>
      </>
    ),
  },
} satisfies Meta<typeof PromptPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AudioUnlock: Story = {};
export const TitleOnly: Story = { args: { children: undefined, actions: undefined } };
