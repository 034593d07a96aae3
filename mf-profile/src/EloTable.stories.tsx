import { EloTable } from './EloTable.tsx';

/** A profile's elo table (fixture elos; no api needed). */
export default { title: 'Screens/Profile/Elo table' };

export const SeveralClasses = {
  render: () => <EloTable elos={{ sixes: { medic: 1712.4, pocketscout: 1488.9 }, hl: { medic: 1603.2, sniper: 1399 } }} />,
};
export const NoPugsYet = { render: () => <EloTable elos={{}} /> };
