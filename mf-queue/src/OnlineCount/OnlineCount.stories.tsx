import { StoryPlatform } from '@pug/platform/stories';
import { OnlineCount } from './OnlineCount.tsx';

const players = [
  { steamid: '76561198000000001', alias: 'Boss', isAdmin: true },
  { steamid: '76561198000000002', alias: 'Medic Main', isAdmin: false },
  { steamid: '76561198000000003', alias: 'Pocket Soldier', isAdmin: false },
];

/** The lobby header's count of players online: a signed-in player opens the names (the button). */
export default {
  title: 'Queue/OnlineCount',
  component: OnlineCount,
  render: () => (
    <StoryPlatform
      state="filled"
      filled={{ 'GET /api/online': { count: players.length, players } }}
      always={{ 'GET /api/self/': { steamid: players[1]!.steamid, alias: 'Medic Main', isAdmin: false } }}
    >
      <OnlineCount />
    </StoryPlatform>
  ),
};

export const SignedIn = {};
