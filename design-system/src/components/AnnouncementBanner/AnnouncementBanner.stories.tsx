import type { Meta, StoryObj } from '@storybook/react';
import { AnnouncementBanner } from './AnnouncementBanner.tsx';

const meta = {
  title: 'Feedback/AnnouncementBanner',
  component: AnnouncementBanner,
  args: { text: 'Cup night this Friday at 20:00 CET: sign up with your team captain.', onDismiss: () => undefined },
} satisfies Meta<typeof AnnouncementBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextOnly: Story = {};
export const WithLink: Story = { args: { link: 'https://example.com/cup' } };
export const Longest: Story = { args: { text: 'x'.repeat(40).replace(/x/g, 'Announcement ').slice(0, 300), link: 'https://example.com/cup' } };
