/** Runs an async operation n times with a given number in flight and returns operations per second. */
export async function opsPerSecond(n: number, concurrency: number, op: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < n) {
      const i = next++;
      await op(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return n / seconds;
}

export interface Row {
  op: string;
  concurrency: number;
  storeOps: number;
  mapOps: number;
  /** How many times faster the Map is: the store's cost factor. */
  ratio: number;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export function formatTable(rows: Row[]): string {
  const head = ['operation', 'in flight', 'store ops/s', 'Map ops/s', 'Map / store', 'store / Map'];
  const body = rows.map((r) => [r.op, String(r.concurrency), fmt(r.storeOps), fmt(r.mapOps), `${r.ratio.toFixed(0)}x`, (1 / r.ratio).toExponential(2)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
