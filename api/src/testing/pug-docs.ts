/** For api tests: pugs written straight into the store, as the pugs feature stores them. */
import type { PugTeamPlayer, Role, SteamId } from '@pug/domain';
import type { PugDoc } from '../db/documents.ts';

const SIXES_ROLES: Role[] = ['roamerscout', 'pocketscout', 'roamersoldier', 'pocketsoldier', 'demoman', 'medic'];

/**
 * A finished sixes pug on cp_process_final (Complete, BLU won 3–1, elo applied, half an hour long):
 * `blu` and `red` seated in the format's class order, each seat with `seat(index)` added (an elo,
 * say); `over` changes any field.
 */
export function finishedSixesPug(
  id: string,
  startAt: number,
  blu: readonly SteamId[],
  red: readonly SteamId[],
  over: Partial<PugDoc> = {},
  seat: (index: number) => Partial<PugTeamPlayer> = () => ({}),
): PugDoc {
  const team = (ids: readonly SteamId[]) => Object.fromEntries(ids.map((s, j) => [s, { role: SIXES_ROLES[j]!, needsSub: false, subVotes: [], ...seat(j) }]));
  return {
    _id: id,
    queueName: 'sixes',
    format: 'SIXES',
    phase: 'Complete',
    startAt,
    endAt: startAt + 1_800_000,
    teams: { blu: team(blu), red: team(red) },
    subbedPlayers: [],
    shorthand: '6S',
    map: 'cp_process_final',
    data: { score: [3, 1] },
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    players: [...blu, ...red],
    version: 1,
    eloApplied: true,
    ...over,
  };
}
