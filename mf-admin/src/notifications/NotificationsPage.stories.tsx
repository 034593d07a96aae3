import { STORY_STATES, StoryPlatform, type StoryState } from '@pug/platform/stories';
import { selfOf } from '../testing/fixtures.ts';
import { NotificationsPage } from './NotificationsPage.tsx';

const notifications = [
  { _id: 'n1', msg: 'Reporter reported Griefer (Griefing)', variant: 'warning' as const, url: '/admin/reports', timestamp: Date.now() - 60_000 },
  {
    _id: 'n2',
    msg: 'No game server is available for pug 9f2c (sixes, region na); it waits in Pregame.',
    variant: 'error' as const,
    timestamp: Date.now() - 600_000,
  },
  { _id: 'n3', msg: '2 new experience requests', variant: 'info' as const, url: '/admin/xp-requests', timestamp: Date.now() - 3_600_000 },
];

/** The admins' notifications (they come with GET /api/self/), in each state (the `state` control). */
export default {
  title: 'Screens/Admin/Notifications',
  component: NotificationsPage,
  args: { state: 'filled' },
  argTypes: { state: { control: 'inline-radio', options: STORY_STATES } },
  render: ({ state }: { state: StoryState }) => (
    <StoryPlatform
      state={state}
      filled={{ 'GET /api/self/': selfOf({ notifications }) }}
      empty={{ 'GET /api/self/': selfOf({ notifications: [] }) }}
      path="/admin/notifications"
    >
      <NotificationsPage />
    </StoryPlatform>
  ),
};

export const Filled = {};
export const Empty = { args: { state: 'empty' } };
export const Loading = { args: { state: 'loading' } };
export const ApiDown = { args: { state: 'error' } };
