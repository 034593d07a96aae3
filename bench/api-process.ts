import { existsSync } from 'node:fs';
import path from 'node:path';

const API = path.resolve(import.meta.dirname, '..', 'api');

/**
 * How to start the api as `npm start` does: the compiled `api/dist/main.js` when it is built,
 * else the TypeScript entry through tsx. `source: true` forces the TypeScript entry.
 */
export function apiCommand(opts: { source?: boolean } = {}): { cwd: string; args: string[]; compiled: boolean } {
  const compiled = path.join(API, 'dist', 'main.js');
  if (!opts.source && existsSync(compiled)) return { cwd: API, args: [compiled], compiled: true };
  return { cwd: API, args: ['--import', 'tsx', path.join('src', 'main.ts')], compiled: false };
}
