import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { PugTeams } from './PugTeams.tsx';
import { JoinServerPanel } from '../PugServer/JoinServerPanel.tsx';
import { pugFixture, sid } from '../testing/fixtures.ts';

/** A live pug: both teams with mean elo, sub votes ("n of 3") and a seat that needs a sub; the join-server panel. */
export default {
  title: 'Screens/Queue/Live pug',
  decorators: [(Story: () => ReactNode) => <MemoryRouter>{Story()}</MemoryRouter>],
};

const users = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [sid(i + 1), { steamid: sid(i + 1), alias: `Player ${i + 1}` }]));
const live = pugFixture({ _id: 'story-pug' });
live.teams.blu[sid(3)] = { ...live.teams.blu[sid(3)]!, subVotes: [sid(1)] };
live.teams.red[sid(4)] = { ...live.teams.red[sid(4)]!, needsSub: true, subVotes: [sid(2), sid(6), sid(8)] };
live.teams.blu[sid(1)]!.elo = 1712;
const noop = () => {};

export const AsAPlayer = { render: () => <PugTeams pug={live} users={users} viewer={sid(1)} onVoteSub={noop} onAcceptSub={noop} onViewProfile={noop} /> };
export const AsAVisitor = { render: () => <PugTeams pug={live} users={users} viewer={sid(40)} onAcceptSub={noop} onViewProfile={noop} /> };
export const Finished = {
  render: () => <PugTeams pug={pugFixture({ phase: 'Complete', data: { logId: null, score: [5, 3] } })} users={users} viewer={null} />,
};
export const JoinServer = {
  render: () => (
    <JoinServerPanel
      loading={false}
      creds={{
        pugId: 'story-pug',
        connect: 'connect 203.0.113.7:27015; password "frog"',
        steamUrl: 'steam://connect/203.0.113.7:27015/frog',
        server: { name: 'serveme #3', ipport: '203.0.113.7:27015' },
      }}
    />
  ),
};
export const WaitingForAServer = { render: () => <JoinServerPanel loading={false} creds={{ pugId: 'story-pug', connect: null }} /> };
