import type { LadderResponse } from '@pug/domain';
import { STORY_STATES, StoryPlatform, selfResponse, type StoryState } from '@pug/platform/stories';
import { LadderPage } from './LadderPage.tsx';

const ME = '76561198000000321';
const aliases = ['b4nny', 'habib', 'Blaze', 'kaidus', 'arekk', 'yomps', 'Platinum', 'Thalash', 'shade', 'clockwork'];
const ladder: LadderResponse = {
  rows: aliases.map((alias, i) => ({
    rank: i + 1,
    steamid: i === 3 ? ME : `765611980000010${String(i).padStart(2, '0')}`,
    alias: i === 3 ? 'Pocket Pete' : alias,
    elo: 1900 - i * 37.4,
    w: 20 - i,
    l: 4 + i,
    division: i < 2 ? 'Advanced' : i < 6 ? 'Main' : 'Intermediate',
    winStreak: i === 0 ? 7 : i % 3,
  })),
  page: 1,
  pageSize: 25,
  total: aliases.length,
};

/** `/players`: the ladder from fixture rows (the viewer's own row highlighted), in each state (the `state` control). */
export default {
  title: 'Screens/Profile/Ladder',
  component: LadderPage,
  args: { state: 'filled' },
  argTypes: { state: { control: 'inline-radio', options: STORY_STATES } },
  render: ({ state }: { state: StoryState }) => (
    <StoryPlatform
      state={state}
      filled={{ 'GET /api/ladder': ladder }}
      empty={{ 'GET /api/ladder': { rows: [], page: 1, pageSize: 25, total: 0 } }}
      always={{ 'GET /api/self/': selfResponse({ steamid: ME, alias: 'Pocket Pete' }) }}
      path="/players?format=sixes&role=pocketsoldier"
      routePath="/players"
    >
      <LadderPage />
    </StoryPlatform>
  ),
};

export const Filled = {};
export const Empty = { args: { state: 'empty' } };
export const Loading = { args: { state: 'loading' } };
export const ApiDown = { args: { state: 'error' } };
