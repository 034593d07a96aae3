import type { SteamId } from '@pug/domain';
import { DraftView, type DraftViewProps } from './DraftView.tsx';
import { draftFixture, sid } from '../testing/fixtures.ts';

const VIEWERS = ['captain on turn', 'other captain', 'player', 'signed out'] as const;

interface DraftArgs extends Pick<DraftViewProps, 'onPick'> {
  /** Picks made so far (each the first legal pick of the captain on turn). */
  picks: number;
  /** Seconds into the current pick. */
  secondsIn: number;
  viewer: (typeof VIEWERS)[number];
}

/** The draft after `count` picks, each the first legal one, made by the domain's lobby machine. */
function draftAfter(count: number) {
  const picks: [number, number][] = [];
  let fixture = draftFixture();
  const number = (steamid: SteamId) => fixture.players.indexOf(steamid) + 1;
  for (let i = 0; i < count; i++) {
    const next = fixture.offer.options[0];
    if (!next) break;
    const attempt: [number, number][] = [...picks, [number(fixture.offer.captain), number(next.steamid)]];
    try {
      fixture = draftFixture(attempt);
    } catch {
      break; // the last pick ends the draft
    }
    picks.push(attempt[attempt.length - 1]!);
  }
  return fixture;
}

function Draft({ picks, secondsIn, viewer, onPick }: DraftArgs) {
  const { state, offer, players, start, draft } = draftAfter(picks);
  const users = Object.fromEntries(players.map((s, i) => [s, { steamid: s, alias: `Player ${i + 1}` }]));
  const otherCaptain = Object.values(draft.captains).find((c) => c !== offer.captain);
  const seen = viewer === 'captain on turn' ? offer.captain : viewer === 'other captain' ? (otherCaptain ?? sid(12)) : viewer === 'player' ? sid(3) : null;
  return (
    <DraftView
      state={state}
      users={users}
      viewer={seen}
      myPick={viewer === 'captain on turn' ? offer : null}
      serverNow={start + secondsIn * 1000}
      onPick={onPick}
    />
  );
}

/** The captains' draft: players 11 and 12 (the medics) captain (fixture lobby from the domain's lobby machine); the controls set the picks made, the time and who looks. */
export default {
  title: "Screens/Queue/Captains' draft",
  component: DraftView,
  args: { picks: 0, secondsIn: 5, viewer: 'captain on turn', onPick: () => {} },
  argTypes: {
    picks: { control: { type: 'range', min: 0, max: 9, step: 1 } },
    secondsIn: { control: { type: 'range', min: 0, max: 30, step: 1 } },
    viewer: { control: 'inline-radio', options: VIEWERS },
    state: { control: false },
    users: { control: false },
    myPick: { control: false },
    serverNow: { control: false },
    onPick: { control: false },
  },
  render: (args: DraftArgs) => <Draft {...args} />,
};

export const YourTurn = {};
export const Watching = { args: { viewer: 'player' } };
export const LaterPicks = { args: { picks: 4, viewer: 'other captain' } };
