import { STORY_STATES, StoryPlatform, type StoryState } from '@pug/platform/stories';
import type { AdminRatingsResponse } from '@pug/domain';
import { PLAYER_ID, selfOf } from '../testing/fixtures.ts';
import { PlayerRatings } from './PlayerRatings.tsx';

const HOUR = 3_600_000;
const ratings: AdminRatingsResponse = {
  startingElo: 1400,
  classes: [
    {
      format: 'sixes',
      role: 'medic',
      elo: 1650,
      pugsPlayed: 3,
      provisional: true,
      history: [
        {
          _id: 'adj',
          at: Date.now() - HOUR,
          reason: 'adjustment',
          from: 1432,
          to: 1650,
          delta: 218,
          pugId: null,
          by: '1',
          byAlias: 'Boss',
          note: 'Plays Main on another account',
        },
        { _id: 'p2', at: Date.now() - 5 * HOUR, reason: 'pug', from: 1400, to: 1432, delta: 32, pugId: 'pug-2', pugNumber: 4321 },
        { _id: 'r1', at: Date.now() - 30 * 24 * HOUR, reason: 'realign', from: 1380, to: 1400, delta: 20, pugId: null },
      ],
    },
    { format: 'sixes', role: 'demoman', elo: 1555, pugsPlayed: 14, provisional: false, history: [] },
    { format: 'hl', role: 'pyro', elo: 1200, pugsPlayed: 0, provisional: true, history: [] },
  ],
};
const empty: AdminRatingsResponse = { startingElo: 1400, classes: [] };
const path = `/api/admin/players/${PLAYER_ID}/ratings`;

/** A player's ratings on the admin player page, in each state the api can leave it (the `state` control). */
export default {
  title: 'Screens/Admin/Player ratings',
  component: PlayerRatings,
  args: { state: 'filled' },
  argTypes: { state: { control: 'inline-radio', options: STORY_STATES } },
  render: ({ state }: { state: StoryState }) => (
    <StoryPlatform
      state={state}
      filled={{ [`GET ${path}`]: ratings }}
      empty={{ [`GET ${path}`]: empty }}
      always={{ 'GET /api/self/': selfOf() }}
      path={`/admin/players/${PLAYER_ID}`}
    >
      <PlayerRatings steamid={PLAYER_ID} alias="Rookie" />
    </StoryPlatform>
  ),
};

export const Filled = {};
export const Empty = { args: { state: 'empty' } };
export const Loading = { args: { state: 'loading' } };
export const ApiDown = { args: { state: 'error' } };
