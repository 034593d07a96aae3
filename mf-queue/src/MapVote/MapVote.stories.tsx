import { MapVote, type MapVoteProps } from './MapVote.tsx';
import { fillEvents, lobbyAt, readyEvents, sid, SIXES, T0 } from '../testing/fixtures.ts';

const VIEWERS = ['voter', 'signed out'] as const;

interface MapVoteArgs extends Pick<MapVoteProps, 'onVote'> {
  /** Players who voted (players 1…n, alternating the first two maps). */
  votes: number;
  /** Seconds since the vote opened. */
  secondsIn: number;
  viewer: (typeof VIEWERS)[number];
}

const players = Array.from({ length: 12 }, (_, i) => sid(i + 1));
const ready = [...fillEvents(SIXES), ...readyEvents(players, T0 + 1000)];
const candidates = lobbyAt(SIXES, ready, T0 + 2000).state.mapCandidates;

function Vote({ votes, secondsIn, viewer, onVote }: MapVoteArgs) {
  const events = [...ready, ...players.slice(0, votes).map((steamid, i) => ({ type: 'VOTE_MAP' as const, steamid, map: candidates[i % 2]!, now: T0 + 1500 }))];
  return (
    <MapVote
      state={lobbyAt(SIXES, events, T0 + 2000).state}
      viewer={viewer === 'voter' ? sid(7) : null}
      serverNow={T0 + 1000 + secondsIn * 1000}
      onVote={onVote}
    />
  );
}

/** The map vote after everyone readied (fixture lobby from the domain's lobby machine); the controls set how many voted, the time and who looks. */
export default {
  title: 'Screens/Queue/Map vote',
  component: MapVote,
  args: { votes: 0, secondsIn: 5, viewer: 'voter', onVote: () => {} },
  argTypes: {
    votes: { control: { type: 'range', min: 0, max: 11, step: 1 } },
    secondsIn: { control: { type: 'range', min: 0, max: 30, step: 1 } },
    viewer: { control: 'inline-radio', options: VIEWERS },
    state: { control: false },
    serverNow: { control: false },
    onVote: { control: false },
  },
  render: (args: MapVoteArgs) => <Vote {...args} />,
};

export const Voting = {};
export const WithVotes = { args: { votes: 5, secondsIn: 11 } };
export const Watching = { args: { votes: 5, secondsIn: 11, viewer: 'signed out' } };
