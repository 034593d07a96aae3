import { DraftView } from './DraftView.tsx';
import { draftFixture, sid } from '../testing/fixtures.ts';

/** The captains' draft: players 11 and 12 (the medics) captain (fixture lobby from the domain's lobby machine). */
export default { title: "Screens/Queue/Captains' draft" };

const { state, offer, players, start } = draftFixture();
const users = Object.fromEntries(players.map((s, i) => [s, { steamid: s, alias: `Player ${i + 1}` }]));

export const YourTurn = {
  render: () => <DraftView state={state} users={users} viewer={offer.captain} myPick={offer} serverNow={start + 5000} onPick={() => {}} />,
};
export const Watching = {
  render: () => <DraftView state={state} users={users} viewer={sid(3)} myPick={null} serverNow={start + 5000} onPick={() => {}} />,
};
