import { STORY_STATES, StoryPlatform, type StoryState } from '@pug/platform/stories';
import { selfOf, serverFixture } from '../testing/fixtures.ts';
import { ServersPage } from './ServersPage.tsx';

const servers = [
  serverFixture(),
  serverFixture({ _id: 's2', name: 'Chicago 2', ipport: '203.0.113.8:27015', pugId: 'b3f1c2d4-0000-4000-8000-00000000a1b2' }),
  serverFixture({ _id: 's3', name: 'Dallas 1', ipport: '198.51.100.4:27015', isDisrupt: true, disruptReason: 'query', query: null }),
];

/** Servers with fixture data, in each state the api can leave it (the `state` control). */
export default {
  title: 'Screens/Admin/Servers',
  component: ServersPage,
  args: { state: 'filled' },
  argTypes: { state: { control: 'inline-radio', options: STORY_STATES } },
  render: ({ state }: { state: StoryState }) => (
    <StoryPlatform state={state} filled={{ 'GET /api/servers/': servers }} always={{ 'GET /api/self/': selfOf() }} path="/admin/servers">
      <ServersPage />
    </StoryPlatform>
  ),
};

export const Filled = {};
export const Empty = { args: { state: 'empty' } };
export const Loading = { args: { state: 'loading' } };
export const ApiDown = { args: { state: 'error' } };
