import { STORY_STATES, StoryPlatform, type StoryState } from '@pug/platform/stories';
import type { AdminAnnouncement } from '@pug/domain';
import { ADMIN_ID } from '../testing/fixtures.ts';
import { AnnouncementsPage } from './AnnouncementsPage.tsx';

const HOUR = 60 * 60 * 1000;
const announcements: AdminAnnouncement[] = [
  {
    _id: 'a1',
    text: 'Cup night this Friday at 20:00 CET: sign up with your team captain.',
    link: 'https://example.com/cup',
    createdAt: Date.now() - HOUR,
    expiresAt: Date.now() + 48 * HOUR,
    createdBy: ADMIN_ID,
  },
  {
    _id: 'a0',
    text: 'Servers restart at 04:00 for an update.',
    link: null,
    createdAt: Date.now() - 72 * HOUR,
    expiresAt: Date.now() - 24 * HOUR,
    createdBy: ADMIN_ID,
  },
];

/** The admins' announcements page, in each state (the `state` control). */
export default {
  title: 'Screens/Admin/Announcements',
  component: AnnouncementsPage,
  args: { state: 'filled' },
  argTypes: { state: { control: 'inline-radio', options: STORY_STATES } },
  render: ({ state }: { state: StoryState }) => (
    <StoryPlatform
      state={state}
      filled={{ 'GET /api/admin/announcements': announcements }}
      empty={{ 'GET /api/admin/announcements': [] }}
      path="/admin/announcements"
    >
      <AnnouncementsPage />
    </StoryPlatform>
  ),
};

export const Filled = {};
export const Empty = { args: { state: 'empty' } };
export const Loading = { args: { state: 'loading' } };
export const ApiDown = { args: { state: 'error' } };
