import type { Meta, StoryObj } from '@storybook/react';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { SidebarLink, SidebarNav } from '../SidebarNav/SidebarNav.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';

import { AppShell } from './AppShell.tsx';

const sidebar = (
  <SidebarNav brand="TF2 Pugs">
    <SidebarLink href="#queue" active>
      Queue
    </SidebarLink>
    <SidebarLink href="#profile">Profile</SidebarLink>
    <SidebarLink href="#admin">Admin</SidebarLink>
  </SidebarNav>
);

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  // The slots take elements: no JSON editor for them; the stories below show their states.
  argTypes: {
    sidebar: { control: false },
    topBar: { control: false },
    children: { control: false },
    compactBrand: { control: false },
    footer: { control: false },
  },
  args: {
    sidebar,
    topBar: <Heading level={3}>Sixes queue</Heading>,
    children: (
      <Stack>
        {Array.from({ length: 12 }, (_, i) => (
          <Card key={i}>
            <Text>Lobby row {i + 1}: the main area scrolls while the sidebar stays put.</Text>
          </Card>
        ))}
      </Stack>
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = {
  name: 'Mobile (menu button folds the sidebar)',
  args: { compactBrand: <Text weight="bold">TF2 Pugs</Text>, footer: <Text size="xs">host build 1a2b3c</Text> },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const Empty: Story = { args: { children: <Text tone="muted">Nothing here yet.</Text> } };
