/**
 * How well the rating predicts pugs (docs/decisions.md "Measuring the rating"): a pug history is
 * replayed through the real domain rules — elo/elo.ts `computeEloChanges` (K, the provisional
 * factor), the division bases (elo/divisions.ts), the monthly realign (elo/realign.ts), the odds
 * (elo/odds.ts `bluWinChance`) and, on the generated history, the balancer (lobby/balance.ts) —
 * and each pug's predicted BLU chance, read before the pug, is scored with the calibration page's
 * own rule (elo/calibration.ts): Brier, log loss and calibration error, overall, on the later half
 * of the pugs, and per band. Baselines in the same run: a coin flip (always 50 %) and division only
 * (ratings frozen at the division bases). Alternatives: K 16/24/40, the provisional factor off,
 * the division bases compressed or stretched around 1500, no monthly realign, and the last two
 * together. The site's rules
 * are not changed by this bench (ELO_K and the rest are spec constants): it reports.
 *
 * (a) The demo seed's history (api/src/db/seed-data.ts, its teams as stored). Its results were drawn
 *     from the site's own elo, so it flatters the site's rules: a check, not evidence.
 * (b) A generated history: --players players with a hidden true skill per class (a general skill
 *     and a class offset) drifting a little each month, a league division read from a noisy copy of
 *     their skill (a fifth with none: Newcomer's base), playing their main class 4 times in 5;
 *     --pugs sixes pugs over --months months; the result drawn from the true-skill logistic (the
 *     elo's own 400-point scale), a draw 1 time in 25. Teams are formed two ways: at random (the
 *     same history for every rating, so their predictions compare like for like) and by the real
 *     balancer on each rating's own numbers (what the site does: then the true chance of the
 *     formed teams, "true distance from 50 %", says how fair the pugs each rating made were). The true skill's
 *     own prediction ("oracle") is the best any rating could do.
 *
 *   node --import tsx bench/rating.bench.ts [--pugs 50000] [--players 2000] [--months 12] [--seed 7]
 * bench/RESULTS.md "rating" has measured figures.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  balanceTeams,
  bluWinChance,
  calibrationOf,
  computeEloChanges,
  currentElo,
  DEFAULT_DIVISION_BASE,
  divisionFromElo,
  divisionBase,
  ELO_K,
  ELO_PROVISIONAL_FACTOR,
  expectedScore,
  formatRecordOf,
  monthKey,
  queueableRoles,
  realignElos,
  seededRng,
  shouldRealign,
  type CalibrationSummary,
  type EloFormat,
  type Elos,
  type Format,
  type Role,
  type Seat,
} from '@pug/domain';
import { demoWorld } from '@pug/api/src/db/seed-data.ts';

/** A rule set to replay; `frozen`: ratings never move (division only); `coin`: always 50 %. */
export interface Variant {
  name: string;
  k: number;
  provisionalFactor: number;
  /** Division bases scaled around 1500 by this (1: as they are). */
  baseScale: number;
  realign: boolean;
  frozen?: boolean;
  coin?: boolean;
}

const SITE: Variant = { name: 'site rules (K 32, provisional x2, realign)', k: ELO_K, provisionalFactor: ELO_PROVISIONAL_FACTOR, baseScale: 1, realign: true };

export const VARIANTS: readonly Variant[] = [
  { ...SITE, name: 'coin flip (baseline)', coin: true },
  { ...SITE, name: 'division only (baseline)', frozen: true },
  SITE,
  { ...SITE, name: 'K 16', k: 16 },
  { ...SITE, name: 'K 24', k: 24 },
  { ...SITE, name: 'K 40', k: 40 },
  { ...SITE, name: 'provisional factor off', provisionalFactor: 1 },
  { ...SITE, name: 'bases compressed (x0.5)', baseScale: 0.5 },
  { ...SITE, name: 'bases stretched (x1.5)', baseScale: 1.5 },
  { ...SITE, name: 'no monthly realign', realign: false },
  { ...SITE, name: 'no realign, bases x0.5', realign: false, baseScale: 0.5 },
];

/** A player as the replay rates them: their elos (absent: at base) and pugs per class, their base per format and class. */
interface Rated {
  id: string;
  elos: Elos;
  pugs: Map<string, number>;
  base: (format: EloFormat, role: Role) => number;
}

interface Seated {
  player: number;
  role: Role;
}

/** One pug to replay: its teams (fixed) or its queued players (teams formed by the balancer), and its result. */
interface HistoryPug {
  format: Format;
  at: number;
  blu: Seated[];
  red: Seated[];
}

const scaled = (base: number, scale: number) => 1500 + (base - 1500) * scale;

/** The replay's state for one variant: every player's ratings, and the realign month. */
class Replay {
  readonly players: Rated[];
  private lastRealign: string | null = null;
  constructor(
    readonly v: Variant,
    players: readonly { id: string; base: (format: EloFormat, role: Role) => number }[],
  ) {
    this.players = players.map((p) => ({ id: p.id, elos: {}, pugs: new Map(), base: (f, r) => scaled(p.base(f, r), v.baseScale) }));
  }

  elo(seat: Seated, format: EloFormat): number {
    const p = this.players[seat.player]!;
    return p.elos[format]?.[seat.role] ?? p.base(format, seat.role);
  }

  /** The monthly realign, due at the first pug of a new UTC month (as the site's check at its start). */
  tick(at: number): void {
    if (!this.v.realign || this.v.frozen || this.v.coin) return;
    if (this.lastRealign === null) this.lastRealign = monthKey(at);
    if (!shouldRealign(this.lastRealign, at)) return;
    this.lastRealign = monthKey(at);
    for (const p of this.players) p.elos = realignElos(p.elos, p.base);
  }

  predict(pug: HistoryPug): number {
    if (this.v.coin) return 0.5;
    const key = formatRecordOf(pug.format).eloKey;
    return bluWinChance(
      pug.blu.map((s) => this.elo(s, key)),
      pug.red.map((s) => this.elo(s, key)),
    )!;
  }

  apply(pug: HistoryPug, outcome: number): void {
    if (this.v.coin || this.v.frozen) return;
    const key = formatRecordOf(pug.format).eloKey;
    const player = (s: Seated) => {
      const p = this.players[s.player]!;
      return { steamid: String(s.player), role: s.role, elo: this.elo(s, key), pugsPlayed: p.pugs.get(`${key}:${s.role}`) ?? 0 };
    };
    const score: [number, number] = outcome === 1 ? [1, 0] : outcome === 0 ? [0, 1] : [1, 1];
    const changes = computeEloChanges(
      { format: pug.format, blu: pug.blu.map(player), red: pug.red.map(player), score },
      { k: this.v.k, provisionalFactor: this.v.provisionalFactor },
    );
    for (const c of changes) {
      const p = this.players[Number(c.steamid)]!;
      p.elos = { ...p.elos, [key]: { ...p.elos[key], [c.role]: c.to[key]![c.role]! } };
      p.pugs.set(`${key}:${c.role}`, (p.pugs.get(`${key}:${c.role}`) ?? 0) + 1);
    }
  }
}

export interface Row {
  name: string;
  all: CalibrationSummary;
  later: CalibrationSummary;
  /** Generated history with balanced teams: mean true |p - 0.5| of the teams formed. */
  trueDistance?: number;
  ms: number;
}

function rowOf(name: string, entries: { month: string; predicted: number; outcome: number }[], started: number, trueDistance?: number): Row {
  return {
    name,
    all: calibrationOf(entries),
    later: calibrationOf(entries.slice(Math.floor(entries.length / 2))),
    ...(trueDistance === undefined ? {} : { trueDistance }),
    ms: performance.now() - started,
  };
}

// ---------------------------------------------------------------------------------------------
// (a) The demo seed's history.

export function runDemo(variants: readonly Variant[] = VARIANTS): { pugs: number; rows: Row[] } {
  const world = demoWorld(Date.UTC(2026, 11, 7, 12));
  const index = new Map(world.users.map((u, i) => [u.steamid, i]));
  // Before any pug: no elo, the base from their league seasons.
  const players = world.users.map((u) => ({ id: u.steamid, base: (f: EloFormat, r: Role) => currentElo({ ...u, elos: {} }, formatRecordOf(f).format, r) }));
  const pugs = [...world.pugs]
    .sort((a, b) => a.startAt - b.startAt)
    .map((p) => {
      const seats = (team: 'blu' | 'red') => Object.entries(p.teams[team]).map(([steamid, seat]) => ({ player: index.get(steamid)!, role: seat.role }));
      const [b, r] = p.data.score!;
      return { pug: { format: p.format, at: p.startAt, blu: seats('blu'), red: seats('red') }, outcome: b > r ? 1 : b < r ? 0 : 0.5 };
    });
  const rows = variants.map((v) => {
    const started = performance.now();
    const replay = new Replay(v, players);
    const entries = pugs.map(({ pug, outcome }) => {
      replay.tick(pug.at);
      const predicted = replay.predict(pug);
      replay.apply(pug, outcome);
      return { month: monthKey(pug.at), predicted, outcome };
    });
    return rowOf(v.name, entries, started);
  });
  return { pugs: pugs.length, rows };
}

// ---------------------------------------------------------------------------------------------
// (b) A generated history with known hidden skills.

export interface GeneratedOptions {
  pugs?: number;
  players?: number;
  months?: number;
  seed?: number;
}

const SIXES = formatRecordOf('SIXES');
const ROLES = queueableRoles(SIXES);
const CLASS_OF: Record<string, string> = {
  roamerscout: 'scout',
  pocketscout: 'scout',
  roamersoldier: 'soldier',
  pocketsoldier: 'soldier',
  demoman: 'demoman',
  medic: 'medic',
};
const DRAW = 1 / 25;
const MONTH_MS = 30.4 * 86_400_000;

function gaussian(rng: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

interface World {
  skill: Map<string, number>[];
  division: number[];
  main: Role[];
  weight: number[];
}

/** The hidden world: skills, divisions correlated with them, mains, how often each plays. */
function makeWorld(players: number, seed: number): World {
  const rng = seededRng(seed).next;
  const world: World = { skill: [], division: [], main: [], weight: [] };
  for (let i = 0; i < players; i++) {
    const general = 1450 + 260 * gaussian(rng);
    world.skill.push(new Map(['scout', 'soldier', 'demoman', 'medic'].map((c) => [c, general + 110 * gaussian(rng)])));
    // A fifth never played a league season: Newcomer's base, whatever their skill.
    world.division.push(rng() < 0.2 ? DEFAULT_DIVISION_BASE : divisionBase(divisionFromElo(general + 150 * gaussian(rng)))!);
    world.main.push(ROLES[Math.floor(rng() * ROLES.length)]!);
    // A few play a lot, most now and then.
    world.weight.push(1 / (0.05 + rng()));
  }
  return world;
}

/** Picks the 12 queued players of a pug (two per class, mains 4 times in 5) by weight. */
function queuePlayers(world: World, rng: () => number, cumulative: number[], byMain: Map<Role, number[]>): Seated[] {
  const taken = new Set<number>();
  const seats: Seated[] = [];
  const total = cumulative.at(-1)!;
  const pickAny = () => {
    const x = rng() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (const role of ROLES) {
    for (let n = 0; n < 2; n++) {
      let p: number;
      do {
        const mains = byMain.get(role)!;
        p = rng() < 0.8 && mains.length > 0 ? mains[Math.floor(rng() * mains.length)]! : pickAny();
      } while (taken.has(p));
      taken.add(p);
      seats.push({ player: p, role });
    }
  }
  return seats;
}

const trueChance = (world: World, blu: Seated[], red: Seated[]) => {
  const mean = (team: Seated[]) => team.reduce((s, x) => s + world.skill[x.player]!.get(CLASS_OF[x.role]!)!, 0) / team.length;
  return expectedScore(mean(blu), mean(red));
};

/**
 * Replays a generated history per variant. `balanced`: each variant's teams are formed by the real
 * balancer on its own ratings (its own history); else teams are split at random, the same for all.
 */
export function runGenerated(opts: GeneratedOptions = {}, balanced = false, variants: readonly Variant[] = VARIANTS): Row[] {
  const { pugs = 50_000, players = 2000, months = 12, seed = 7 } = opts;
  const start = Date.UTC(2025, 11, 1);
  const rows: Row[] = [];
  const run = (name: string, predictor: (replay: Replay | null) => (pug: HistoryPug) => number, v: Variant | null) => {
    const started = performance.now();
    const world = makeWorld(players, seed);
    const rng = seededRng(seed * 7919 + 1).next;
    const cumulative: number[] = [];
    world.weight.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
    const byMain = new Map<Role, number[]>(ROLES.map((r) => [r, world.main.flatMap((m, i) => (m === r ? [i] : []))]));
    const replay = v
      ? new Replay(
          v,
          world.division.map((base, i) => ({ id: String(i), base: () => base })),
        )
      : null;
    const predict = predictor(replay);
    const entries: { month: string; predicted: number; outcome: number }[] = [];
    let distance = 0;
    let month = 0;
    for (let k = 0; k < pugs; k++) {
      const at = start + Math.floor((k / pugs) * months * MONTH_MS);
      // The hidden skills drift a little each month.
      const m = Math.floor((k / pugs) * months);
      for (; month < m; month++) for (const s of world.skill) for (const [c, x] of s) s.set(c, x + 25 * gaussian(rng));
      replay?.tick(at);
      const queued = queuePlayers(world, rng, cumulative, byMain);
      let blu: Seated[];
      let red: Seated[];
      if (balanced && replay) {
        const seats: Seat[] = queued.map((s) => ({ steamid: String(s.player), role: s.role, slot: s.role, elo: replay.elo(s, 'sixes') }));
        const teams = balanceTeams(seats, { roles: [...SIXES.roles] }, rng);
        const back = (team: Seat[]) => team.map((s) => ({ player: Number(s.steamid), role: s.role }));
        blu = back(teams.blu);
        red = back(teams.red);
      } else {
        blu = [];
        red = [];
        for (let i = 0; i < queued.length; i += 2) {
          const flip = rng() < 0.5;
          blu.push(queued[flip ? i : i + 1]!);
          red.push(queued[flip ? i + 1 : i]!);
        }
      }
      const pug: HistoryPug = { format: 'SIXES', at, blu, red };
      const truth = trueChance(world, blu, red);
      distance += Math.abs(truth - 0.5);
      const outcome = rng() < DRAW ? 0.5 : rng() < truth ? 1 : 0;
      entries.push({ month: monthKey(at), predicted: predict(pug), outcome });
      replay?.apply(pug, outcome);
      // The oracle reads the same skills the result was drawn from.
      if (!replay) entries[entries.length - 1]!.predicted = truth;
    }
    rows.push(rowOf(name, entries, started, balanced ? distance / pugs : undefined));
  };
  for (const v of variants) run(v.name, (replay) => (pug) => replay!.predict(pug), v);
  if (!balanced) run('oracle: the true skills (the best possible)', () => () => 0.5, null);
  return rows;
}

// ---------------------------------------------------------------------------------------------

const f3 = (x: number | null) => (x === null ? '-' : x.toFixed(4));
const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(1)}`);

export function formatRows(rows: readonly Row[]): string {
  const coin = rows.find((r) => r.name.startsWith('coin'))?.all.brier ?? 0.25;
  const head = ['rating', 'Brier', 'x coin', 'log loss', 'cal. error (pts)', 'Brier, later half', 'mean distance from 50 % (pts)'];
  const withTrue = rows.some((r) => r.trueDistance !== undefined);
  if (withTrue) head.push('true distance from 50 % (pts)');
  head.push('ms');
  const lines = rows.map((r) => {
    const cells = [
      r.name,
      f3(r.all.brier),
      `${((r.all.brier ?? 0) / coin).toFixed(3)}x`,
      f3(r.all.logLoss),
      pct(r.all.calibrationError),
      f3(r.later.brier),
      pct(r.all.meanDistance),
    ];
    if (withTrue) cells.push(pct(r.trueDistance ?? null));
    cells.push(String(Math.round(r.ms)));
    return cells;
  });
  return table(head, lines);
}

/** Per band: pugs, mean predicted and actual (points), for the named rows. */
export function formatBands(rows: readonly Row[], names: readonly string[]): string {
  const chosen = rows.filter((r) => names.some((n) => r.name.startsWith(n)));
  const head = ['band', ...chosen.map((r) => r.name.split(' (')[0]!)];
  const lines = chosen[0]!.all.bands.map((b, i) => [
    `${Math.round(b.from * 100)}-${Math.round(b.to * 100)} %`,
    ...chosen.map((r) => {
      const band = r.all.bands[i]!;
      return band.pugs === 0 ? '-' : `${band.pugs}: ${pct(band.predicted)} -> ${pct(band.actual)}`;
    }),
  ]);
  return table(head, lines);
}

function table(head: string[], lines: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [row(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...lines.map(row)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { pugs: { type: 'string' }, players: { type: 'string' }, months: { type: 'string' }, seed: { type: 'string' } } });
  const opts: GeneratedOptions = {
    ...(values.pugs ? { pugs: Number(values.pugs) } : {}),
    ...(values.players ? { players: Number(values.players) } : {}),
    ...(values.months ? { months: Number(values.months) } : {}),
    ...(values.seed ? { seed: Number(values.seed) } : {}),
  };
  const started = performance.now();
  const demo = runDemo();
  console.log(`(a) The demo seed's ${demo.pugs} pugs (sixes and highlander), their teams as stored (results drawn from the site's own elo):`);
  console.log(formatRows(demo.rows));
  const random = runGenerated(opts);
  console.log(
    `\n(b) ${opts.pugs ?? 50_000} generated sixes pugs, ${opts.players ?? 2000} players, ${opts.months ?? 12} months, seed ${opts.seed ?? 7}; teams split at random (the same history for every rating):`,
  );
  console.log(formatRows(random));
  console.log('\nPer band (pugs: mean predicted -> BLU won, points):');
  console.log(formatBands(random, ['division only', 'site rules', 'K 16', 'oracle']));
  const balanced = runGenerated(opts, true);
  console.log("\n(c) The same world, teams formed by the balancer on each rating's own numbers (each rating its own history):");
  console.log(formatRows(balanced));
  console.log(`\nin ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
