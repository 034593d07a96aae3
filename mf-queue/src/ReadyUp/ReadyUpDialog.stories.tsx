import { ReadyUpDialog } from './ReadyUpDialog.tsx';
import { fillEvents, lobbyAt, readyEvents, sid, SIXES, T0 } from '../testing/fixtures.ts';

/** The ready-up dialog over a full sixes lobby (fixture lobbies from the domain's lobby machine). */
export default { title: 'Screens/Queue/Ready-up', parameters: { layout: 'fullscreen' } };

const users = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [sid(i + 1), { steamid: sid(i + 1), alias: `Player ${i + 1}` }]));
const full = lobbyAt(SIXES, fillEvents(SIXES)).state;
const deadline = full.countdownInfo!.deadline;

export const Asked = {
  render: () => <ReadyUpDialog state={full} viewer={sid(1)} users={users} queueLabel="Sixes · NA" serverNow={deadline - 42_000} onReady={() => {}} />,
};
export const SomeReady = {
  render: () => (
    <ReadyUpDialog
      state={lobbyAt(SIXES, [...fillEvents(SIXES), ...readyEvents([sid(2), sid(3), sid(4), sid(5), sid(6), sid(7), sid(8), sid(9)])]).state}
      viewer={sid(1)}
      users={users}
      queueLabel="Sixes · NA"
      serverNow={deadline - 12_000}
      onReady={() => {}}
    />
  ),
};
export const Readied = {
  render: () => (
    <ReadyUpDialog
      state={lobbyAt(SIXES, [...fillEvents(SIXES), ...readyEvents([sid(1), sid(2)]), { type: 'READY', steamid: sid(3), isReady: false, now: T0 + 1500 }]).state}
      viewer={sid(1)}
      users={users}
      serverNow={deadline - 30_000}
      onReady={() => {}}
    />
  ),
};
