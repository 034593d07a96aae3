import type { Meta, StoryObj } from '@storybook/react';
import { Box } from '../Box/Box.tsx';
import { SidebarLink, SidebarNav, SidebarSection } from './SidebarNav.tsx';

const meta = {
  title: 'Navigation/SidebarNav',
  component: SidebarNav,
  args: { brand: 'TF2 Pugs' },
  decorators: [
    (Story) => (
      <Box background="sidebar" style={{ width: 232 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SidebarNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: (
      <>
        <SidebarLink href="#queue" active>
          Queue
        </SidebarLink>
        <SidebarLink href="#profile">Profile</SidebarLink>
        <SidebarLink href="#admin">Admin</SidebarLink>
      </>
    ),
  },
};

export const WithSections: Story = {
  args: {
    children: (
      <>
        <SidebarSection title="Play">
          <SidebarLink href="#sixes" active>
            Sixes
          </SidebarLink>
          <SidebarLink href="#hl">Highlander</SidebarLink>
        </SidebarSection>
        <SidebarSection title="Admin">
          <SidebarLink href="#bans">Bans</SidebarLink>
          <SidebarLink href="#reports">Reports</SidebarLink>
        </SidebarSection>
      </>
    ),
  },
};

export const NoneActive: Story = {
  args: {
    children: (
      <>
        <SidebarLink href="#queue">Queue</SidebarLink>
        <SidebarLink href="#profile">Profile</SidebarLink>
      </>
    ),
  },
};
