/**
 * Exact balancing (every legal split, docs/product.md "Rules") for sixes, prolander and highlander,
 * against two baselines measured in the same run:
 * - "score only": one mean-elo gap evaluation per legal split, on pre-built splits (the floor of
 *   any exact search: what remains is enumeration and bookkeeping);
 * - "naive sort": sort by elo and deal players out per slot (not exact; what a cheap heuristic costs).
 *   node --import tsx bench/loop/balance.bench.ts
 */
import { balanceTeams, DEFAULT_QUEUES, eloGap, enumerateSplits, playersPerPug, seededRng, type QueueConfig, type Seat, type Teams } from '@pug/domain';
import { fullSeats } from '@pug/domain/testing';
import { pathToFileURL } from 'node:url';

export interface BalanceRow {
  queue: string;
  players: number;
  splits: number;
  exactUs: number;
  scoreOnlyUs: number;
  naiveUs: number;
}

/** Every seat of a queue filled, elos drawn from `rng` (1000..2000). */
function seatsFor(config: QueueConfig, rng: () => number): Seat[] {
  return fullSeats(
    config,
    Array.from({ length: playersPerPug(config) }, () => 1000 + Math.floor(rng() * 1000)),
  );
}

function naiveBalance(seats: readonly Seat[], config: QueueConfig): Teams {
  const blu: Seat[] = [];
  const red: Seat[] = [];
  for (const slot of config.roles) {
    const group = seats.filter((s) => s.slot === slot.role).sort((a, b) => b.elo - a.elo);
    group.forEach((s, i) => (i % 4 === 0 || i % 4 === 3 ? blu : red).push(s));
  }
  return { blu, red };
}

/** Microseconds per call, over enough repetitions to last ~`budgetMs`. */
function timeIt(fn: () => unknown, budgetMs = 300): number {
  for (let i = 0; i < 20; i++) fn();
  let reps = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < budgetMs * 1e6) {
    for (let i = 0; i < 10; i++) fn();
    reps += 10;
    elapsed = Number(process.hrtime.bigint() - start);
  }
  return elapsed / 1e3 / reps;
}

export function runBalanceBench(): BalanceRow[] {
  const rng = seededRng(42).next;
  return DEFAULT_QUEUES.map((config) => {
    const seats = seatsFor(config, rng);
    const splits = [...enumerateSplits(seats, config)];
    const exactUs = timeIt(() => balanceTeams(seats, config, rng));
    let sink = 0;
    const scoreOnlyUs = timeIt(() => {
      for (const split of splits) sink += eloGap(split);
    });
    const naiveUs = timeIt(() => naiveBalance(seats, config));
    if (sink < 0) throw new Error('unreachable');
    return { queue: config.name, players: seats.length, splits: splits.length, exactUs, scoreOnlyUs, naiveUs };
  });
}

export function formatBalanceRows(rows: BalanceRow[]): string {
  const head = ['queue', 'players', 'legal splits', 'exact µs', 'score-only µs', 'exact / score-only', 'naive sort µs', 'exact / naive'];
  const body = rows.map((r) => [
    r.queue,
    String(r.players),
    String(r.splits),
    r.exactUs.toFixed(1),
    r.scoreOnlyUs.toFixed(1),
    `${(r.exactUs / r.scoreOnlyUs).toFixed(1)}x`,
    r.naiveUs.toFixed(2),
    `${(r.exactUs / r.naiveUs).toFixed(0)}x`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(formatBalanceRows(runBalanceBench()));
