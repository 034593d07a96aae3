import { legalPicks, MAP_VOTE_S, type YourPickPayload } from '@pug/domain';
import { DraftView } from './DraftView.tsx';
import { fillEvents, readyEvents, runLobby, sid, SIXES, T0 } from '../testing/fixtures.ts';

/** The captains' draft: players 11 and 12 (the medics) captain (fixture lobby from the domain's lobby machine). */
export default { title: "Screens/Queue/Captains' draft" };

const players = Array.from({ length: 12 }, (_, i) => sid(i + 1));
const start = T0 + 1000 + MAP_VOTE_S * 1000 + 1;
const { context, view } = runLobby(SIXES, [...fillEvents(SIXES, { captains: [11, 12] }), ...readyEvents(players, T0 + 1000), { type: 'DEADLINE', now: start }]);
const draft = context.draft!;
const team = view.state.draft!.turn;
const offer: YourPickPayload = {
  queueName: 'sixes',
  captain: draft.captains[team],
  team,
  options: legalPicks(draft).map((s) => ({ steamid: s.steamid, role: s.role })),
  countdownInfo: { secondsRemaining: 30, deadline: view.state.draft!.pickDeadline },
};
const users = Object.fromEntries(players.map((s, i) => [s, { steamid: s, alias: `Player ${i + 1}` }]));

export const YourTurn = {
  render: () => <DraftView state={view.state} users={users} viewer={offer.captain} myPick={offer} serverNow={start + 5000} onPick={() => {}} />,
};
export const Watching = {
  render: () => <DraftView state={view.state} users={users} viewer={sid(3)} myPick={null} serverNow={start + 5000} onPick={() => {}} />,
};
