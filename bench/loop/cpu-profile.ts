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
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  frame: string;
  ms: number;
  share: number;
}

/** The microseconds of the monotonic clock now, for `window`. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

function frameName({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  if (!url) return functionName || '(anonymous)';
  const file = url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
  return `${functionName || '(anonymous)'} ${path.basename(path.dirname(file))}/${path.basename(file)}:${lineNumber + 1}`;
}

/** Self time per frame over the samples in `window` (all when unset), the `top` biggest first. */
export function topSelfTime(file: string, opts: { window?: [number, number]; top?: number } = {}): { totalMs: number; frames: SelfTime[] } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const names = new Map(profile.nodes.map((n) => [n.id, frameName(n.callFrame)]));
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
    total += delta;
  });
  const frames = [...byFrame]
    .sort((a, b) => b[1] - a[1])
    .slice(0, opts.top ?? 20)
    .map(([frame, us]) => ({ frame, ms: us / 1000, share: us / total }));
  return { totalMs: total / 1000, frames };
}

/** The one profile a process wrote into `dir`. */
export function profileIn(dir: string): string {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile in ${dir}`);
  return path.join(dir, file);
}

export function formatSelfTime({ totalMs, frames }: { totalMs: number; frames: SelfTime[] }): string {
  return [
    `  busy ${totalMs.toFixed(0)} ms (samples outside idle); top self time:`,
    ...frames.map((f) => `    ${f.ms.toFixed(1).padStart(8)} ms ${(f.share * 100).toFixed(1).padStart(5)}%  ${f.frame}`),
  ].join('\n');
}
