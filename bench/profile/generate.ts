/** Bulk documents for the profile bench: players with elos and stats, finished pugs, elo history. */
import { aliasFields } from '@pug/api/src/db/alias-prefix.ts';
import type { EloHistoryDoc, PugDoc, UserDoc } from '@pug/api/src/db/index.ts';
import { seededRng, type Role } from '@pug/domain';

const SIXES: Role[] = ['roamerscout', 'pocketscout', 'roamersoldier', 'pocketsoldier', 'demoman', 'medic'];
export const benchSteamid = (i: number) => `7656119${String(9_000_000_000 + i).padStart(10, '0')}`;
const ALIAS_WORDS = ['Pocket', 'Flank', 'Medic', 'Demo', 'Kritz', 'Uber', 'Rocket', 'Sticky', 'Bonk', 'Shotgun'];

export function benchUser(i: number, rng: () => number): UserDoc {
  const steamid = benchSteamid(i);
  const elos = Object.fromEntries(SIXES.filter(() => rng() < 0.6).map((r) => [r, 900 + rng() * 1300]));
  return {
    _id: steamid,
    steamid,
    ...aliasFields(`${ALIAS_WORDS[i % ALIAS_WORDS.length]} ${i}`),
    isDiscordVerified: true,
    isAdmin: false,
    isDonor: false,
    completeTutorial: true,
    playerHistory: { lastUpdated: 1, data: [] },
    missingRoles: [],
    preferences: { hideTextEffects: false, voicePack: 'default' },
    elos: { sixes: elos },
    rankings: { sixes: Object.fromEntries(Object.keys(elos).map((r) => [r, { w: 10, l: 8, recentPugs: ['rw', 'rl'], winStreak: 1, division: 'Main' }])) },
    createdAt: 1,
  };
}

/** Pug k between 12 of the players; every `focusEvery`-th pug includes player 0 (the profile measured). */
export function benchPug(k: number, players: number, rng: () => number, focusEvery = 500): PugDoc {
  const seats = new Set<number>();
  if (k % focusEvery === 0) seats.add(0);
  while (seats.size < 12) seats.add(Math.floor(rng() * players));
  const ids = [...seats].map(benchSteamid);
  const team = (offset: number) => Object.fromEntries(SIXES.map((role, j) => [ids[j * 2 + offset]!, { role, needsSub: false, subVotes: [], elo: 1500 }]));
  return {
    _id: `bench-pug-${k}`,
    queueName: 'sixes',
    format: 'SIXES',
    phase: 'Complete',
    startAt: 1_700_000_000_000 + k * 60_000,
    endAt: 1_700_000_000_000 + k * 60_000 + 30_000,
    teams: { blu: team(0), red: team(1) },
    subbedPlayers: [],
    shorthand: '6S',
    map: 'cp_process_final',
    data: { score: [5, 3] },
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    players: ids,
    version: 1,
    eloApplied: true,
  };
}

/** One elo change per pug, for its first BLU player (so player 0 has a chart). */
export function benchEloHistory(pug: PugDoc): EloHistoryDoc {
  const [steamid, seat] = Object.entries(pug.teams.blu)[0]!;
  return {
    _id: `${pug._id}:${steamid}:${seat.role}`,
    steamid,
    pugId: pug._id,
    format: 'sixes',
    role: seat.role,
    from: 1500,
    to: 1510,
    delta: 10,
    at: pug.endAt!,
    reason: 'pug',
  };
}

export { seededRng };
