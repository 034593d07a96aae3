import { STORY_STATES, StoryPlatform, type StoryState } from '@pug/platform/stories';
import type { XpRequest } from '@pug/domain';
import { PLAYER_ID, selfOf } from '../testing/fixtures.ts';
import { XpRequestsPage } from './XpRequestsPage.tsx';

const requests: XpRequest[] = [
  {
    _id: 'cs1',
    steamid: PLAYER_ID,
    alias: 'Newcomer',
    teamUrl: 'https://etf2l.org/teams/123',
    role: 'roamerscout',
    formatName: 'Sixes',
    divisionName: 'Premiership',
    seasonId: 42,
    startedAt: Date.UTC(2025, 0, 1),
    leftAt: null,
    approved: false,
  },
  {
    _id: 'cs2',
    steamid: '76561198000000006',
    alias: 'Pocket Pete',
    teamUrl: 'https://rgl.gg/Public/Team?t=9876',
    role: 'pocketsoldier',
    formatName: 'Highlander',
    divisionName: 'Advanced',
    seasonId: 17,
    startedAt: Date.UTC(2024, 5, 1),
    leftAt: Date.UTC(2024, 8, 1),
    approved: false,
  },
];

/** Experience requests with fixture data, in each state the api can leave it (the `state` control). */
export default {
  title: 'Screens/Admin/Experience requests',
  component: XpRequestsPage,
  args: { state: 'filled' },
  argTypes: { state: { control: 'inline-radio', options: STORY_STATES }, basePath: { control: false } },
  render: ({ state }: { state: StoryState }) => (
    <StoryPlatform state={state} filled={{ 'GET /api/xpRequests/': requests }} always={{ 'GET /api/self/': selfOf() }} path="/admin/xp-requests">
      <XpRequestsPage basePath="/admin" />
    </StoryPlatform>
  ),
};

export const Filled = {};
export const Empty = { args: { state: 'empty' } };
export const Loading = { args: { state: 'loading' } };
export const ApiDown = { args: { state: 'error' } };
