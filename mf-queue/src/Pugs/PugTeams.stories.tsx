import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import type { Phase } from '@pug/domain';
import { PugTeams, type PugTeamsProps } from './PugTeams.tsx';
import { JoinServerPanel } from '../PugServer/JoinServerPanel.tsx';
import { pugFixture, sid } from '../testing/fixtures.ts';

const PHASES: Phase[] = ['Pregame', 'Playing', 'Complete'];
const VIEWERS = ['player', 'visitor', 'signed out'] as const;

interface LivePugArgs extends Pick<PugTeamsProps, 'viewerBanned' | 'viewerInAnotherPug' | 'onVoteSub' | 'onAcceptSub' | 'onViewProfile'> {
  phase: Phase;
  viewer: (typeof VIEWERS)[number];
  /** Player 4 (RED) needs a sub. */
  needsSub: boolean;
  /** Votes for a sub on player 3 (BLU); 3 open the seat. */
  subVotes: number;
  /** The score so far (BLU – RED). */
  score: [number, number] | null;
}

const users = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [sid(i + 1), { steamid: sid(i + 1), alias: `Player ${i + 1}` }]));

function LivePug({ phase, viewer, needsSub, subVotes, score, ...props }: LivePugArgs) {
  const pug = pugFixture({ _id: 'story-pug', number: 1234, phase, data: { logId: null, score } });
  pug.teams.blu[sid(3)] = { ...pug.teams.blu[sid(3)]!, subVotes: [sid(1), sid(5)].slice(0, subVotes) };
  if (needsSub) pug.teams.red[sid(4)] = { ...pug.teams.red[sid(4)]!, needsSub: true, subVotes: [sid(2), sid(6), sid(8)] };
  pug.teams.blu[sid(1)]!.elo = 1712;
  const seen = viewer === 'player' ? sid(1) : viewer === 'visitor' ? sid(40) : null;
  return <PugTeams pug={pug} users={users} viewer={seen} {...props} />;
}

/** A live pug: both teams with mean elo, sub votes ("n of 3") and a seat that needs a sub; the controls set the phase, who looks (banned or not) and the subs. The join-server panel too. */
export default {
  title: 'Screens/Queue/Live pug',
  component: PugTeams,
  decorators: [(Story: () => ReactNode) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: {
    phase: 'Playing',
    viewer: 'player',
    viewerBanned: false,
    viewerInAnotherPug: false,
    needsSub: true,
    subVotes: 1,
    score: null,
    onVoteSub: () => {},
    onAcceptSub: () => {},
    onViewProfile: () => {},
  },
  argTypes: {
    phase: { control: 'inline-radio', options: PHASES },
    viewer: { control: 'inline-radio', options: VIEWERS },
    viewerBanned: { control: 'boolean' },
    viewerInAnotherPug: { control: 'boolean' },
    needsSub: { control: 'boolean' },
    subVotes: { control: { type: 'range', min: 0, max: 2, step: 1 } },
    score: { control: 'object' },
    pug: { control: false },
    users: { control: false },
    onVoteSub: { control: false },
    onAcceptSub: { control: false },
    onForceSub: { control: false },
    onViewProfile: { control: false },
    extraMenuItems: { control: false },
  },
  render: (args: LivePugArgs) => <LivePug {...args} />,
};

export const AsAPlayer = {};
export const AsAVisitor = { args: { viewer: 'visitor' } };
export const AsABannedVisitor = { args: { viewer: 'visitor', viewerBanned: true } };
export const Finished = { args: { phase: 'Complete', viewer: 'signed out', needsSub: false, subVotes: 0, score: [5, 3] } };
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
