import { ReadyUpDialog, type ReadyUpDialogProps } from './ReadyUpDialog.tsx';
import { fillEvents, lobbyAt, readyEvents, sid, SIXES, T0 } from '../testing/fixtures.ts';

const VIEWERS = ['asked', 'watching'] as const;

interface ReadyUpArgs extends Pick<ReadyUpDialogProps, 'queueLabel' | 'onReady'> {
  /** Other players who readied (the lobby leaves the ready-up when all 12 are ready). */
  readied: number;
  /** The viewer readied (and may unready). */
  viewerReady: boolean;
  /** One player readied and then unreadied. */
  someoneUnreadied: boolean;
  secondsLeft: number;
  viewer: (typeof VIEWERS)[number];
}

const users = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [sid(i + 1), { steamid: sid(i + 1), alias: `Player ${i + 1}` }]));
const deadline = lobbyAt(SIXES, fillEvents(SIXES)).state.countdownInfo!.deadline;

function Dialog({ readied, viewerReady, someoneUnreadied, secondsLeft, viewer, ...props }: ReadyUpArgs) {
  const others = Array.from({ length: 11 }, (_, i) => sid(i + 2)).slice(0, Math.min(readied, viewerReady ? 10 : 11));
  const events = [
    ...fillEvents(SIXES),
    ...readyEvents([...(viewerReady ? [sid(1)] : []), ...others]),
    ...(someoneUnreadied && !others.includes(sid(12))
      ? [...readyEvents([sid(12)]), { type: 'READY' as const, steamid: sid(12), isReady: false, now: T0 + 1500 }]
      : []),
  ];
  return (
    <ReadyUpDialog
      state={lobbyAt(SIXES, events).state}
      viewer={viewer === 'asked' ? sid(1) : sid(30)}
      users={users}
      serverNow={deadline - secondsLeft * 1000}
      {...props}
    />
  );
}

/** The ready-up dialog over a full sixes lobby (fixture lobbies from the domain's lobby machine); the controls set who readied, the time left and who looks. */
export default {
  title: 'Screens/Queue/Ready-up',
  component: ReadyUpDialog,
  parameters: { layout: 'fullscreen' },
  args: { readied: 0, viewerReady: false, someoneUnreadied: false, secondsLeft: 42, viewer: 'asked', queueLabel: 'Sixes · NA', onReady: () => {} },
  argTypes: {
    readied: { control: { type: 'range', min: 0, max: 11, step: 1 } },
    viewerReady: { control: 'boolean' },
    someoneUnreadied: { control: 'boolean' },
    secondsLeft: { control: { type: 'range', min: 0, max: 60, step: 1 } },
    viewer: { control: 'inline-radio', options: VIEWERS },
    queueLabel: { control: 'text' },
    state: { control: false },
    users: { control: false },
    serverNow: { control: false },
    onReady: { control: false },
  },
  render: (args: ReadyUpArgs) => <Dialog {...args} />,
};

export const Asked = {};
export const SomeReady = { args: { readied: 8, secondsLeft: 12 } };
export const Readied = { args: { readied: 1, viewerReady: true, someoneUnreadied: true, secondsLeft: 30 } };
