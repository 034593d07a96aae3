import { MapVote } from './MapVote.tsx';
import { fillEvents, lobbyAt, readyEvents, sid, SIXES, T0 } from '../testing/fixtures.ts';

/** The map vote after everyone readied (fixture lobby from the domain's lobby machine). */
export default { title: 'Screens/Queue/Map vote' };

const players = Array.from({ length: 12 }, (_, i) => sid(i + 1));
const voting = lobbyAt(SIXES, [...fillEvents(SIXES), ...readyEvents(players, T0 + 1000)], T0 + 2000).state;
const voted = lobbyAt(
  SIXES,
  [
    ...fillEvents(SIXES),
    ...readyEvents(players, T0 + 1000),
    ...players.slice(0, 5).map((steamid, i) => ({ type: 'VOTE_MAP' as const, steamid, map: voting.mapCandidates[i % 2]!, now: T0 + 1500 })),
  ],
  T0 + 2000,
).state;

export const Voting = { render: () => <MapVote state={voting} viewer={sid(7)} serverNow={T0 + 6000} onVote={() => {}} /> };
export const WithVotes = { render: () => <MapVote state={voted} viewer={sid(1)} serverNow={T0 + 12_000} onVote={() => {}} /> };
export const Watching = { render: () => <MapVote state={voted} viewer={null} serverNow={T0 + 12_000} onVote={() => {}} /> };
