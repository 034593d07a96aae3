import { profileFixture } from '../testing/fixtures.ts';
import { StatsCard } from './StatsCard.tsx';

/** A profile's stats per format and class (fixture profile; no api needed). */
export default { title: 'Screens/Profile/Stats' };

export const WithPugs = { render: () => <StatsCard profile={profileFixture()} /> };
export const NewPlayer = { render: () => <StatsCard profile={profileFixture({ elos: {}, rankings: {}, pugCounts: {} })} /> };
