/** The demo content of a fresh embedded install: map pools, dummy players with histories, two finished pugs. */
import { BASE_CLASSES, DEFAULT_QUEUES, DIVISIONS, type Elos, type Format, type Role } from '@pug/domain';
import type { MapDoc, PugDoc, UserDoc } from './documents.ts';

const SIXES_MAPS = [
  'cp_process_final',
  'cp_gullywash_final1',
  'cp_snakewater_final1',
  'cp_sunshine',
  'cp_metalworks',
  'cp_granary_pro_rc8',
  'koth_product_final',
  'koth_clearcut_b15d',
];
const HIGHLANDER_MAPS = [
  'pl_upward',
  'pl_badwater_pro_v12',
  'pl_vigil_rc10',
  'koth_product_final',
  'koth_ashville_final',
  'cp_steel_f12',
  'pl_swiftwater_final1',
  'koth_lakeside_f5',
];

export function demoMaps(): MapDoc[] {
  const formats = new Map<string, Format[]>();
  const add = (name: string, f: Format) => formats.set(name, [...(formats.get(name) ?? []), f]);
  for (const m of SIXES_MAPS) add(m, 'SIXES');
  for (const m of HIGHLANDER_MAPS) {
    add(m, 'HIGHLANDER');
    add(m, 'PROLANDER');
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

const SIXES_ROLES = DEFAULT_QUEUES.find((q) => q.format === 'SIXES')!.roles.map((r) => r.role as Role);

function demoElos(i: number, base: number): Elos {
  const spread = (j: number) => base + (((i * 37 + j * 11) % 200) - 100);
  return {
    sixes: Object.fromEntries(SIXES_ROLES.map((r, j) => [r, spread(j)])),
    hl: Object.fromEntries(BASE_CLASSES.map((r, j) => [r, spread(j + 3)])),
    pl: Object.fromEntries(BASE_CLASSES.map((r, j) => [r, spread(j + 7)])),
  };
}

export function demoUsers(now: number): UserDoc[] {
  const year = 365 * 24 * 3600 * 1000;
  return ALIASES.map((alias, idx) => {
    const i = idx + 1;
    const division = DIVISIONS[idx % DIVISIONS.length]!;
    const steamid = dummySteamid(i);
    const seasonStart = now - year + i * 24 * 3600 * 1000;
    return {
      _id: steamid,
      steamid,
      alias,
      isDummy: true,
      isDiscordVerified: true,
      isAdmin: false,
      isDonor: i % 7 === 0,
      completeTutorial: true,
      playerHistory: {
        lastUpdated: now,
        data: [
          {
            _id: `demo-season-${i}-1`,
            seasonName: 'Sixes Season 14',
            seasonId: 140,
            divisionName: division.name,
            formatName: 'Sixes',
            teamUrl: `https://rgl.gg/Public/Team.aspx?t=${9000 + (i % 6)}`,
            teamId: String(9000 + (i % 6)),
            startedAt: seasonStart,
            leftAt: seasonStart + 90 * 24 * 3600 * 1000,
            role: SIXES_ROLES[idx % SIXES_ROLES.length]!,
            approved: true,
          },
          {
            _id: `demo-season-${i}-2`,
            seasonName: 'Highlander Season 18',
            seasonId: 180,
            divisionName: division.name,
            formatName: 'Highlander',
            teamUrl: `https://rgl.gg/Public/Team.aspx?t=${9100 + (i % 9)}`,
            teamId: String(9100 + (i % 9)),
            startedAt: seasonStart + 120 * 24 * 3600 * 1000,
            leftAt: null,
            role: BASE_CLASSES[idx % BASE_CLASSES.length]!,
            approved: true,
          },
        ],
      },
      missingRoles: [],
      preferences: { hideTextEffects: false, voicePack: 'default' },
      hat: null,
      elos: demoElos(i, division.base),
      baseElos: demoElos(i, division.base),
      shouldCaptain: i <= 4,
      createdAt: now,
    };
  });
}

/** Two finished sixes pugs between the first twelve dummies, so profiles and history have content. */
export function demoPugs(now: number): PugDoc[] {
  return [0, 1].map((k) => {
    const startAt = now - (k + 1) * 2 * 3600 * 1000;
    const seat = (offset: number) =>
      Object.fromEntries(SIXES_ROLES.map((role, j) => [dummySteamid(1 + ((j * 2 + offset + k) % 12)), { role, needsSub: false, subVotes: [], elo: 1500 }]));
    const blu = seat(0);
    const red = seat(1);
    const players = [...Object.keys(blu), ...Object.keys(red)];
    return {
      _id: `demo-pug-${k + 1}`,
      queueName: 'sixes',
      format: 'SIXES',
      phase: 'Complete',
      startAt,
      gameStartAt: startAt + 5 * 60 * 1000,
      endAt: startAt + 35 * 60 * 1000,
      teams: { blu, red },
      subbedPlayers: [],
      shorthand: '6S',
      map: k === 0 ? 'cp_process_final' : 'koth_product_final',
      data: { logId: null, score: k === 0 ? [5, 3] : [2, 4] },
      countdownInfo: null,
      readiedPlayers: players,
      unreadiedPlayers: [],
      undeclaredPlayers: [],
      players,
      version: 1,
    };
  });
}
