import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Text } from '../Text/Text.tsx';
import { Tabs, type TabsProps } from './Tabs.tsx';

const items = [
  { id: 'sixes', label: 'Sixes' },
  { id: 'hl', label: 'Highlander' },
  { id: 'pl', label: 'Prolander', disabled: true },
];

function Stateful(props: Omit<TabsProps, 'value' | 'onValueChange'> & { initial: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <Tabs {...props} value={value} onValueChange={setValue}>
      <Text>Content of the {value} tab.</Text>
    </Tabs>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { items, value: 'sixes', onValueChange: () => {}, label: 'Format' },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = { render: (args) => <Stateful items={args.items} label="Format" initial="sixes" /> };
export const SecondSelected: Story = { args: { value: 'hl', children: 'Highlander content' } };
export const WithDisabledTab: Story = { args: { value: 'sixes', children: 'Prolander is disabled' } };
export const ListOnly: Story = { args: { value: 'sixes' } };
