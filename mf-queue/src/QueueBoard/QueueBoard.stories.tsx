import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { QueueBoard } from './QueueBoard.tsx';
import { fillEvents, lobbyAt, PROLANDER, readyEvents, sid, SIXES, T0 } from '../testing/fixtures.ts';

/** The lobby board with fixture lobbies made by the domain's own lobby machine (no api needed). */
export default {
  title: 'Screens/Queue/Lobby board',
  parameters: { layout: 'padded' },
  decorators: [(Story: () => ReactNode) => <MemoryRouter>{Story()}</MemoryRouter>],
};

const users = Object.fromEntries(
  ['b4nny', 'habib', 'Blaze', 'kaidus', 'arekk', 'yomps', 'Platinum', 'Thalash', 'shade', 'clockwork', 'paulsen', 'Drixx', 'mirelin'].map((alias, i) => [
    sid(i + 1),
    { steamid: sid(i + 1), alias },
  ]),
);
const noop = () => {};

export const Empty = { render: () => <QueueBoard queue={lobbyAt(SIXES, [])} viewer={sid(30)} onToggleRole={noop} /> };
export const SignedOut = { render: () => <QueueBoard queue={lobbyAt(SIXES, fillEvents(SIXES, { count: 5 }))} users={users} /> };
export const Filling = {
  render: () => <QueueBoard queue={lobbyAt(SIXES, fillEvents(SIXES, { count: 7 }))} users={users} viewer={sid(3)} onToggleRole={noop} onViewProfile={noop} />,
};
export const FullRoleWithReserve = {
  render: () => (
    <QueueBoard
      queue={lobbyAt(SIXES, [...fillEvents(SIXES, { count: 11 }), { type: 'JOIN', steamid: sid(13), role: 'roamerscout', now: T0 + 50, elo: 1500 }])}
      users={users}
      viewer={sid(30)}
      onToggleRole={noop}
    />
  ),
};
export const ReadyUpRunning = {
  render: () => (
    <QueueBoard
      queue={lobbyAt(SIXES, [...fillEvents(SIXES, { captains: [11] }), ...readyEvents([sid(1), sid(2), sid(5)])])}
      users={users}
      viewer={sid(30)}
      onToggleRole={noop}
    />
  ),
};
export const InALivePug = { render: () => <QueueBoard queue={lobbyAt(SIXES, [])} viewer={sid(30)} viewerInLivePug onToggleRole={noop} /> };
export const ProlanderFlex = {
  render: () => <QueueBoard queue={lobbyAt(PROLANDER, fillEvents(PROLANDER, { count: 9 }))} users={users} viewer={sid(30)} onToggleRole={noop} />,
};
