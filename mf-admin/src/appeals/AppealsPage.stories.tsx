import { STORY_STATES, StoryPlatform, type StoryState } from '@pug/platform/stories';
import type { AppealEntry } from '@pug/domain';
import { PLAYER_ID, selfOf } from '../testing/fixtures.ts';
import { AppealsPage } from './AppealsPage.tsx';

const day = 86_400_000;
const appeals: AppealEntry[] = [
  {
    _id: 'ban-1',
    userId: PLAYER_ID,
    alias: 'Griefer',
    isBan: true,
    date: Date.now() - day,
    expires: null,
    reason: 'Toxic chat',
    appeal: 'I was tilted, sorry',
    appealAccepted: false,
    appealAt: Date.now() - 3_600_000,
  },
  {
    _id: 'ban-2',
    userId: '76561198000000003',
    alias: 'Late Larry',
    isBan: false,
    date: Date.now() - 3 * day,
    expires: Date.now() + 4 * day,
    reason: 'Missed ready-up five times',
    appeal: 'My power went out twice this week.',
    appealAccepted: false,
    appealAt: Date.now() - 600_000,
  },
];

/** Appeals with fixture data, in each state the api can leave it (the `state` control). */
export default {
  title: 'Screens/Admin/Appeals',
  component: AppealsPage,
  args: { state: 'filled' },
  argTypes: { state: { control: 'inline-radio', options: STORY_STATES }, basePath: { control: false } },
  render: ({ state }: { state: StoryState }) => (
    <StoryPlatform state={state} filled={{ 'GET /api/appeals/': appeals }} always={{ 'GET /api/self/': selfOf() }} path="/admin/appeals">
      <AppealsPage basePath="/admin" />
    </StoryPlatform>
  ),
};

export const Filled = {};
export const Empty = { args: { state: 'empty' } };
export const Loading = { args: { state: 'loading' } };
export const ApiDown = { args: { state: 'error' } };
