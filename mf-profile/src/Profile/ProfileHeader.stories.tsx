import { profileFixture } from '../testing/fixtures.ts';
import { ProfileHeader } from './ProfileHeader.tsx';

interface Args {
  alias: string;
  /** The best win streak of the player's classes (5 or more: the name blazes). */
  winStreak: number;
  hideTextEffects: boolean;
  withAvatar: boolean;
}

const profileOf = ({ alias, winStreak, withAvatar }: Args) => {
  const base = profileFixture();
  return {
    ...base,
    alias,
    ...(withAvatar ? {} : { avatar: null }),
    rankings: { sixes: { pocketsoldier: { ...base.rankings.sixes!.pocketsoldier!, winStreak } } },
  } as ReturnType<typeof profileFixture>;
};

/** The profile's header (avatar, alias, season, links) from fixture data; the controls set its states. */
export default {
  title: 'Screens/Profile/Profile header',
  component: ProfileHeader,
  args: { alias: 'Pocket Pete', winStreak: 5, hideTextEffects: false, withAvatar: true },
  argTypes: { profile: { control: false }, winStreak: { control: { type: 'range', min: 0, max: 12 } } },
  render: (args: Args) => <ProfileHeader profile={profileOf(args)} hideTextEffects={args.hideTextEffects} />,
};

export const Blazing = {};
export const TextEffectsHidden = { args: { hideTextEffects: true } };
export const NoStreak = { args: { winStreak: 1 } };
export const NoAvatar = { args: { withAvatar: false, alias: 'A name long enough to wrap on a phone screen' } };
