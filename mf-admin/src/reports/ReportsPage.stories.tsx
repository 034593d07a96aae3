import { STORY_STATES, StoryPlatform, type StoryState } from '@pug/platform/stories';
import type { AdminReport } from '@pug/domain';
import { ADMIN_ID, PLAYER_ID, selfOf } from '../testing/fixtures.ts';
import { ReportsPage } from './ReportsPage.tsx';

const reports: AdminReport[] = [
  {
    _id: 'r1',
    category: 'Griefing',
    pugId: 'sixes-abc',
    description: 'Stood in spawn all of the last round',
    logUrl: 'https://logs.tf/3512345',
    player: PLAYER_ID,
    reporter: ADMIN_ID,
    createdAt: Date.now() - 3_600_000,
    playerAlias: 'Griefer',
    reporterAlias: 'Reporter',
    handled: false,
  },
  {
    _id: 'r2',
    category: 'Cheating',
    pugId: 'sixes-def',
    description: 'Snapped through a wall on second',
    player: '76561198000000004',
    reporter: '76561198000000005',
    createdAt: Date.now() - 86_400_000,
    playerAlias: 'Aimbot Andy',
    reporterAlias: 'Medic Mo',
    handled: false,
  },
];

/** Reports with fixture data, in each state the api can leave it (the `state` control). */
export default {
  title: 'Screens/Admin/Reports',
  component: ReportsPage,
  args: { state: 'filled' },
  argTypes: { state: { control: 'inline-radio', options: STORY_STATES }, basePath: { control: false } },
  render: ({ state }: { state: StoryState }) => (
    <StoryPlatform state={state} filled={{ 'GET /api/allReports/': reports }} always={{ 'GET /api/self/': selfOf() }} path="/admin/reports">
      <ReportsPage basePath="/admin" />
    </StoryPlatform>
  ),
};

export const Filled = {};
export const Empty = { args: { state: 'empty' } };
export const Loading = { args: { state: 'loading' } };
export const ApiDown = { args: { state: 'error' } };
