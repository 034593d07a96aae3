/** The demo content of a fresh embedded install: map pools, dummy players with league histories and custom seasons, finished pugs with their elo. */
import {
  BASE_CLASSES,
  baseElosFromSeasons,
  bluWinChance,
  computeEloChanges,
  currentElo,
  DEFAULT_MAP_POOLS,
  DIVISIONS,
  eloFormatOf,
  formatRecordOf,
  mergeSeasonHistory,
  missingRolesOf,
  nextRoleStats,
  queueableRoles,
  seededRng,
  type EloPlayer,
  type Format,
  type PlayerHistory,
  type Role,
} from '@pug/domain';
import { aliasFields } from './alias-prefix.ts';
import type { CustomSeasonDoc, EloHistoryDoc, MapDoc, PugDoc, UserDoc } from './documents.ts';

export function demoMaps(): MapDoc[] {
  const formats = new Map<string, Format[]>();
  for (const [format, pool] of Object.entries(DEFAULT_MAP_POOLS) as [Format, readonly string[]][]) {
    for (const name of pool) formats.set(name, [...(formats.get(name) ?? []), format]);
  }
  return [...formats].map(([name, f]) => ({ _id: name, name, formats: f, isActive: true }));
}

/** Fictional dummy players, named after TF2 items so nobody real is impersonated. */
const ALIASES = [
  'Sandvich',
  'Market Gardener',
  'Gunboats',
  'Kritzkrieg',
  'Quick-Fix',
  'Shortstop',
  'Airstrike',
  'Loose Cannon',
  'Beggar',
  'Huntsman',
  'Ambassador',
  'Backburner',
  'Wrangler',
  'Jag',
  'Crusader',
  'Scottish Resistance',
  'Overdose',
  'Soda Popper',
  'Black Box',
  'Tomislav',
];

/** 17-digit dummy steamids: 765611980000000NN. */
function dummySteamid(n: number): string {
  return `765611980000000${String(n).padStart(2, '0')}`;
}

/** The demo's league history: a Sixes and a Highlander season, mains declared, divisions spread over the players. */
function demoHistory(idx: number, now: number): PlayerHistory {
  const i = idx + 1;
  const division = DIVISIONS[idx % DIVISIONS.length]!;
  const seasonStart = now - YEAR + i * DAY;
  return {
    lastUpdated: now,
    data: [
      {
        _id: `league-140-${9000 + (i % 6)}`,
        seasonName: 'Sixes Season 14',
        seasonId: 140,
        divisionName: division.name,
        formatName: 'Sixes',
        teamUrl: `https://rgl.gg/Public/Team?t=${9000 + (i % 6)}`,
        teamId: String(9000 + (i % 6)),
        startedAt: seasonStart,
        leftAt: seasonStart + 90 * DAY,
        role: SIXES_MAINS[idx % SIXES_MAINS.length]!,
        approved: true,
      },
      {
        _id: `league-180-${9100 + (i % 9)}`,
        seasonName: 'Highlander Season 18',
        seasonId: 180,
        divisionName: DIVISIONS[(idx + 1) % DIVISIONS.length]!.name,
        formatName: 'Highlander',
        teamUrl: `https://rgl.gg/Public/Team?t=${9100 + (i % 9)}`,
        teamId: String(9100 + (i % 9)),
        startedAt: seasonStart + 120 * DAY,
        leftAt: null,
        role: BASE_CLASSES[idx % BASE_CLASSES.length]!,
        approved: true,
      },
    ],
  };
}

const DAY = 24 * 3600 * 1000;
const YEAR = 365 * DAY;
const SIXES_MAINS = ['scout', 'soldier', 'demoman', 'medic', 'scout', 'soldier'] as const;

/** A few custom seasons: approved ones that count, and requests waiting for an admin. */
function demoCustomSeasons(now: number): CustomSeasonDoc[] {
  return [
    {
      _id: 'demo-custom-1',
      steamid: dummySteamid(3),
      teamUrl: 'https://etf2l.org/teams/31337',
      role: 'medic',
      formatName: 'Sixes',
      divisionName: 'Advanced',
      seasonId: 41,
      startedAt: now - 2 * YEAR,
      leftAt: now - 2 * YEAR + 80 * DAY,
      approved: true,
      requestedAt: now - 400 * DAY,
    },
    {
      _id: 'demo-custom-2',
      steamid: dummySteamid(7),
      teamUrl: 'https://www.ugcleague.com/team_page.cfm?clan_id=4242',
      role: 'sniper',
      formatName: 'Highlander',
      divisionName: 'Main',
      seasonId: 33,
      startedAt: now - 300 * DAY,
      leftAt: now - 220 * DAY,
      approved: false,
      requestedAt: now - 2 * DAY,
    },
    {
      _id: 'demo-custom-3',
      steamid: dummySteamid(12),
      teamUrl: 'https://ozfortress.com/teams/77',
      role: 'scout',
      formatName: 'Sixes',
      divisionName: 'Intermediate',
      seasonId: 30,
      startedAt: now - 500 * DAY,
      leftAt: now - 420 * DAY,
      approved: false,
      requestedAt: now - DAY,
    },
  ];
}

/** The demo players as they are before any pug: history, base elos from it, no elo yet. */
function demoPlayers(now: number): UserDoc[] {
  const custom = demoCustomSeasons(now);
  return ALIASES.map((alias, idx) => {
    const i = idx + 1;
    const steamid = dummySteamid(i);
    const playerHistory = demoHistory(idx, now);
    const mine = custom.filter((c) => c.steamid === steamid);
    return {
      _id: steamid,
      steamid,
      ...aliasFields(alias),
      isDummy: true,
      isDemo: true,
      isDiscordVerified: true,
      isAdmin: false,
      isDonor: i % 7 === 0,
      completeTutorial: true,
      playerHistory,
      missingRoles: missingRolesOf(playerHistory.data),
      preferences: { hideTextEffects: false, voicePack: 'default' },
      hat: null,
      elos: {},
      baseElos: baseElosFromSeasons(mergeSeasonHistory(playerHistory.data, mine, false)),
      shouldCaptain: i <= 4,
      createdAt: now - YEAR,
    };
  });
}

export interface DemoWorld {
  users: UserDoc[];
  pugs: PugDoc[];
  eloHistory: EloHistoryDoc[];
  customSeasons: CustomSeasonDoc[];
}

const DEMO_PUGS = 60;

/**
 * The demo world: players with league histories, then DEMO_PUGS finished pugs over the last 30
 * days (sixes and highlander, alternating), played through the real elo rule one after another,
 * so each pug's seats carry the elo its players had then and its change, and the players' elos,
 * stats and elo history are what those pugs made them (the same numbers on every page).
 */
export function demoWorld(now: number): DemoWorld {
  const users = demoPlayers(now);
  const byId = new Map(users.map((u) => [u.steamid, u]));
  const rng = seededRng(20261123).next;
  const pugs: PugDoc[] = [];
  const eloHistory: EloHistoryDoc[] = [];
  for (let k = 0; k < DEMO_PUGS; k++) {
    const format: Format = k % 3 === 2 ? 'HIGHLANDER' : 'SIXES';
    const key = eloFormatOf(format);
    const roles = queueableRoles(formatRecordOf(format));
    const order = [...users];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const startAt = now - (DEMO_PUGS - k) * 12 * 3600 * 1000 - Math.floor(rng() * 3600 * 1000);
    const seat = (offset: number) => roles.map((role, j) => ({ user: order[j * 2 + offset]!, role }));
    const blu = seat(0);
    const red = seat(1);
    const eloPlayer = ({ user, role }: { user: UserDoc; role: Role }): EloPlayer => ({
      steamid: user.steamid,
      role,
      elo: currentElo(user, format, role),
      pugsPlayed: user.pugCounts?.[key]?.[role] ?? 0,
    });
    const bluStrength = blu.reduce((sum, p) => sum + currentElo(p.user, format, p.role), 0);
    const redStrength = red.reduce((sum, p) => sum + currentElo(p.user, format, p.role), 0);
    const bluWins = rng() < 1 / (1 + 10 ** ((redStrength - bluStrength) / roles.length / 400));
    // The predicted odds a real pug stores at its start (elo/odds.ts): the calibration page reads them.
    const chance = bluWinChance(
      blu.map((p) => currentElo(p.user, format, p.role)),
      red.map((p) => currentElo(p.user, format, p.role)),
    )!;
    const winner = 2 + Math.floor(rng() * 4);
    const loser = Math.floor(rng() * winner);
    const score: [number, number] = bluWins ? [winner, loser] : [loser, winner];
    const changes = computeEloChanges({ format, blu: blu.map(eloPlayer), red: red.map(eloPlayer), score });
    const id = `demo-pug-${k + 1}`;
    const endAt = startAt + 35 * 60 * 1000;
    const teamOf = (list: typeof blu) =>
      Object.fromEntries(list.map((p) => [p.user.steamid, { role: p.role, needsSub: false, subVotes: [], elo: currentElo(p.user, format, p.role) }]));
    const eloChanges: NonNullable<PugDoc['eloChanges']> = {};
    for (const change of changes) {
      const user = byId.get(change.steamid)!;
      const from = change.from[key]![change.role]!;
      const to = change.to[key]![change.role]!;
      const won = bluWins === blu.some((p) => p.user.steamid === change.steamid);
      const stats = nextRoleStats(user.rankings?.[key]?.[change.role], won ? 'win' : 'loss', to);
      user.elos = { ...user.elos, [key]: { ...user.elos[key], [change.role]: to } };
      user.rankings = { ...user.rankings, [key]: { ...user.rankings?.[key], [change.role]: stats } };
      user.pugCounts = { ...user.pugCounts, [key]: { ...user.pugCounts?.[key], [change.role]: (user.pugCounts?.[key]?.[change.role] ?? 0) + 1 } };
      eloChanges[change.steamid] = { role: change.role, from, to, delta: change.delta };
      eloHistory.push({
        _id: `${id}:${change.steamid}:${change.role}`,
        steamid: change.steamid,
        pugId: id,
        format: key,
        role: change.role,
        from,
        to,
        delta: change.delta,
        at: endAt,
        reason: 'pug',
      });
    }
    const players = [...blu, ...red].map((p) => p.user.steamid);
    pugs.push({
      _id: id,
      queueName: formatRecordOf(format).queueName,
      format,
      phase: 'Complete',
      startAt,
      gameStartAt: startAt + 5 * 60 * 1000,
      endAt,
      teams: { blu: teamOf(blu), red: teamOf(red) },
      subbedPlayers: [],
      shorthand: formatRecordOf(format).shorthand,
      map: DEFAULT_MAP_POOLS[format][k % 8]!,
      data: { logId: null, score },
      countdownInfo: null,
      readiedPlayers: players,
      unreadiedPlayers: [],
      undeclaredPlayers: [],
      players,
      version: 1,
      eloApplied: true,
      eloChanges,
      odds: { blu: chance, atStart: chance },
    });
  }
  return { users, pugs, eloHistory, customSeasons: demoCustomSeasons(now) };
}
