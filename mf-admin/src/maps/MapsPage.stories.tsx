import { STORY_STATES, StoryPlatform, type StoryState } from '@pug/platform/stories';
import type { MapsResponse } from '@pug/domain';
import { selfOf } from '../testing/fixtures.ts';
import { MapsPage } from './MapsPage.tsx';

const pool: MapsResponse = [
  { _id: 'cp_process_final', name: 'cp_process_final', formats: ['SIXES'], isActive: true, configs: { SIXES: { config: 'etf2l_6v6_5cp', whitelistId: null } } },
  { _id: 'koth_product_final', name: 'koth_product_final', formats: ['SIXES', 'HIGHLANDER'], isActive: true, configs: {} },
  {
    _id: 'pl_upward',
    name: 'pl_upward',
    formats: ['HIGHLANDER', 'PROLANDER'],
    isActive: true,
    configs: { HIGHLANDER: { config: 'etf2l_9v9_stopwatch', whitelistId: null }, PROLANDER: { config: 'rgl_7s_stopwatch', whitelistId: 99 } },
  },
];

/** Maps with fixture data, in each state the api can leave it (the `state` control). */
export default {
  title: 'Screens/Admin/Maps',
  component: MapsPage,
  args: { state: 'filled' },
  argTypes: { state: { control: 'inline-radio', options: STORY_STATES } },
  render: ({ state }: { state: StoryState }) => (
    <StoryPlatform state={state} filled={{ 'GET /api/maps/': pool }} always={{ 'GET /api/self/': selfOf() }} path="/admin/maps">
      <MapsPage />
    </StoryPlatform>
  ),
};

export const Filled = {};
export const Empty = { args: { state: 'empty' } };
export const Loading = { args: { state: 'loading' } };
export const ApiDown = { args: { state: 'error' } };
