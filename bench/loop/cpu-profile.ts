/**
 * Reads a V8 `.cpuprofile` (node --cpu-prof) and sums self time per function, optionally only
 * for the samples taken inside a window of the monotonic clock (process.hrtime, microseconds:
 * the clock V8 stamps its samples with on Linux).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface SelfTime {
  frame: string;
  ms: number;
  share: number;
}

/**
 * Parts of the path, by the frames on a sample's stack (the first that matches, deepest first
 * in this order): the fan-out's own frames under an emit, then the store, then the app.
 */
const PARTS: [string, RegExp][] = [
  ['Socket.IO / Engine.IO / ws (the fan-out, socket writes)', /socket\.io|engine\.io|\/ws\/lib|\/ws\/wrapper/],
  ['store: driver, BSON, embedded store', /\/mongodb\/|\/bson\/|\/store\/src\//],
  ['HTTP, Koa, app and lobby code', /koa|@koa|\/api\/src\/|\/domain\/src\/|node:_http|xstate|zod/],
];

/** The microseconds of the monotonic clock now, for `window`. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

function frameName({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  if (!url) return functionName || '(anonymous)';
  const file = url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
  return `${functionName || '(anonymous)'} ${path.basename(path.dirname(file))}/${path.basename(file)}:${lineNumber + 1}`;
}

/** Self time per frame over the samples in `window` (all when unset), the `top` biggest first. */
export function topSelfTime(file: string, opts: { window?: [number, number]; top?: number } = {}): CpuSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const names = new Map(profile.nodes.map((n) => [n.id, frameName(n.callFrame)]));
  const parent = new Map<number, ProfileNode>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const partOf = (id: number): string => {
    if (names.get(id) === '(garbage collector)') return 'garbage collector';
    const urls: string[] = [];
    for (let n = byId.get(id); n; n = parent.get(n.id)) urls.push(n.callFrame.url);
    for (const [part, pattern] of PARTS) if (urls.some((u) => pattern.test(u))) return part;
    return 'other (timers, node internals, the event loop)';
  };
  const byPart = new Map<string, number>();
  const byFrame = new Map<string, number>();
  let t = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (opts.window && (t < opts.window[0] || t > opts.window[1])) return;
    const name = names.get(id)!;
    if (name === '(idle)') return;
    byFrame.set(name, (byFrame.get(name) ?? 0) + delta);
    const part = partOf(id);
    byPart.set(part, (byPart.get(part) ?? 0) + delta);
    total += delta;
  });
  const frames = [...byFrame]
    .sort((a, b) => b[1] - a[1])
    .slice(0, opts.top ?? 20)
    .map(([frame, us]) => ({ frame, ms: us / 1000, share: us / total }));
  const parts = [...byPart].sort((a, b) => b[1] - a[1]).map(([frame, us]) => ({ frame, ms: us / 1000, share: us / total }));
  return { totalMs: total / 1000, frames, parts };
}

export interface CpuSummary {
  totalMs: number;
  frames: SelfTime[];
  parts: SelfTime[];
}

/** The one profile a process wrote into `dir`. */
export function profileIn(dir: string): string {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  return path.join(dir, file);
}

export function formatSelfTime({ totalMs, frames, parts }: CpuSummary, per?: { count: number; what: string }): string {
  const each = (ms: number) => (per ? ` (${((ms * 1000) / per.count).toFixed(0)} µs ${per.what})` : '');
  return [
    `  busy ${totalMs.toFixed(0)} ms${each(totalMs)} (samples outside idle); by part of the path:`,
    ...parts.map((f) => `    ${f.ms.toFixed(1).padStart(8)} ms ${(f.share * 100).toFixed(1).padStart(5)}%  ${f.frame}${each(f.ms)}`),
    `  top self time:`,
    ...frames.map((f) => `    ${f.ms.toFixed(1).padStart(8)} ms ${(f.share * 100).toFixed(1).padStart(5)}%  ${f.frame}`),
  ].join('\n');
}
