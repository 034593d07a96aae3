import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { playersPerPug, queueableRoles, type QueueConfig } from '@pug/domain';
import { QueueBoard, type QueueBoardProps } from './QueueBoard.tsx';
import { fillEvents, lobbyAt, PROLANDER, readyEvents, sid, SIXES, T0 } from '../testing/fixtures.ts';

const FORMATS: Record<string, QueueConfig> = { sixes: SIXES, prolander: PROLANDER };
const VIEWERS = ['queued', 'watching', 'signed out'] as const;

interface BoardArgs extends Pick<QueueBoardProps, 'viewerBanned' | 'viewerInLivePug' | 'onToggleRole' | 'onViewProfile'> {
  format: keyof typeof FORMATS;
  /** Players queued; a full lobby starts the ready-up. */
  queued: number;
  /** Players readied once the lobby is full. */
  readied: number;
  /** One more player on a full role (a reserve). */
  reserve: boolean;
  viewer: (typeof VIEWERS)[number];
}

const users = Object.fromEntries(
  ['b4nny', 'habib', 'Blaze', 'kaidus', 'arekk', 'yomps', 'Platinum', 'Thalash', 'shade', 'clockwork', 'paulsen', 'Drixx', 'mirelin'].map((alias, i) => [
    sid(i + 1),
    { steamid: sid(i + 1), alias },
  ]),
);
const noop = () => {};

function Board({ format, queued, readied, reserve, viewer, ...props }: BoardArgs) {
  const config = FORMATS[format] ?? SIXES;
  const count = Math.min(queued, playersPerPug(config));
  const full = count === playersPerPug(config);
  const events = [
    ...fillEvents(config, { count, captains: full ? [11] : [] }),
    ...(full ? readyEvents(Array.from({ length: Math.min(readied, count - 1) }, (_, i) => sid(i + 2))) : []),
    ...(reserve && !full ? [{ type: 'JOIN' as const, steamid: sid(13), role: queueableRoles(config)[0]!, now: T0 + 50, elo: 1500 }] : []),
  ];
  const signedIn = viewer !== 'signed out';
  return (
    <QueueBoard
      queue={lobbyAt(config, events)}
      users={users}
      viewer={viewer === 'queued' ? sid(1) : viewer === 'watching' ? sid(30) : null}
      {...(signedIn ? props : {})}
    />
  );
}

/**
 * The lobby board with fixture lobbies made by the domain's own lobby machine (no api needed). The
 * controls pick the format, how many are queued (a full lobby is in its ready-up, with `readied`
 * ready), who looks (queued, watching, signed out) and whether they are banned or in a live pug.
 */
export default {
  title: 'Screens/Queue/Lobby board',
  component: QueueBoard,
  parameters: { layout: 'padded' },
  decorators: [(Story: () => ReactNode) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: {
    format: 'sixes',
    queued: 7,
    readied: 0,
    reserve: false,
    viewer: 'queued',
    viewerBanned: false,
    viewerInLivePug: false,
    onToggleRole: noop,
    onViewProfile: noop,
  },
  argTypes: {
    format: { control: 'inline-radio', options: Object.keys(FORMATS) },
    queued: { control: { type: 'range', min: 0, max: 18, step: 1 } },
    readied: { control: { type: 'range', min: 0, max: 17, step: 1 } },
    reserve: { control: 'boolean' },
    viewer: { control: 'inline-radio', options: VIEWERS },
    viewerBanned: { control: 'boolean' },
    viewerInLivePug: { control: 'boolean' },
    queue: { control: false },
    users: { control: false },
    onToggleRole: { control: false },
    onViewProfile: { control: false },
    extraMenuItems: { control: false },
  },
  render: (args: BoardArgs) => <Board {...args} />,
};

export const Empty = { args: { queued: 0, viewer: 'watching' } };
export const SignedOut = { args: { queued: 5, viewer: 'signed out' } };
export const Filling = { args: { queued: 7, viewer: 'queued' } };
export const FullRoleWithReserve = { args: { queued: 11, reserve: true, viewer: 'watching' } };
export const ReadyUpRunning = { args: { queued: 12, readied: 3, viewer: 'watching' } };
export const InALivePug = { args: { queued: 0, viewer: 'watching', viewerInLivePug: true } };
export const Banned = { args: { queued: 4, viewer: 'watching', viewerBanned: true } };
export const ProlanderFlex = { args: { format: 'prolander', queued: 9, viewer: 'watching' } };
