import type { EloHistoryResponse } from '@pug/domain';
import { STORY_STATES, StoryPlatform, type StoryState } from '@pug/platform/stories';
import { OWNER, profileFixture } from '../testing/fixtures.ts';
import { StatsCard } from './StatsCard.tsx';

interface Args {
  /** The elo history the chart asks the api for. */
  state: StoryState;
  newPlayer: boolean;
}

const DAY = 86_400_000;
const history: EloHistoryResponse = Array.from({ length: 12 }, (_, i) => ({
  at: Date.now() - (12 - i) * DAY,
  elo: 1500 + Math.round(40 * Math.sin(i / 2) + i * 9),
  pugId: null,
}));

/** A profile's stats per format and class from a fixture profile; the elo chart's answer is the `state` control. */
export default {
  title: 'Screens/Profile/Stats',
  component: StatsCard,
  args: { state: 'filled', newPlayer: false },
  argTypes: { state: { control: 'inline-radio', options: STORY_STATES }, profile: { control: false } },
  render: ({ state, newPlayer }: Args) => (
    <StoryPlatform state={state} filled={{ [`GET /api/profile/${OWNER}/elo`]: history }}>
      <StatsCard profile={newPlayer ? profileFixture({ elos: {}, rankings: {}, pugCounts: {} }) : profileFixture()} />
    </StoryPlatform>
  ),
};

export const WithPugs = {};
export const NewPlayer = { args: { newPlayer: true } };
