import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SOUNDS_DIR } from './build-sounds.mjs';
import { root } from './lib.mjs';

/** A PATH with a shell and nothing else: no espeak-ng, no sox. */
const bare = mkdtempSync(path.join(tmpdir(), 'pug-no-sound-tools-'));
symlinkSync('/bin/sh', path.join(bare, 'sh'));
afterAll(() => rmSync(bare, { recursive: true, force: true }));

const stamp = path.join(SOUNDS_DIR, '.recipe');
const stampNow = () => (existsSync(stamp) ? readFileSync(stamp, 'utf8') : null);

describe('the sound build without espeak-ng and sox', () => {
  it('warns that the cues are silent, succeeds, and leaves the sounds already built alone', () => {
    const before = stampNow();
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'build-sounds.mjs'), '--force'], {
      cwd: root,
      env: { ...process.env, PATH: bare },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('the alert sounds are not built: espeak-ng and sox not found');
    expect(run.stderr).toContain('The site runs; its cues are silent.');
    expect(stampNow()).toBe(before);
  });
});
