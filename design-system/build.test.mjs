// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDesignSystem } from './build.mjs';

const dirs = [];
async function buildInto() {
  const dir = await mkdtemp(join(tmpdir(), 'ds-build-'));
  dirs.push(dir);
  await buildDesignSystem(dir);
  return { js: await readFile(join(dir, 'index.js'), 'utf8'), css: await readFile(join(dir, 'index.css'), 'utf8') };
}

describe('design-system build', () => {
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('emits ESM that imports its own CSS, keeps bare imports external, and is deterministic', async () => {
    const a = await buildInto();
    const b = await buildInto();
    expect(a.js.startsWith("import './index.css';")).toBe(true);
    expect(a.js).toMatch(/from\s*"react"/);
    // No Radix on every page's first paint: the tabs are our own; dialogs', menus' and toasts' Radix
    // parts are chunks loaded on demand.
    expect(a.js).not.toContain('@radix-ui/');
    expect(a.js).toMatch(/import\("\.\/overlayParts-[\w]+\.js"\)/);
    expect(a.js).not.toMatch(/function useState|createElement\s*=\s*function/);
    expect(a.css).toMatch(/--[\w-]+:\s*#f28c28/);
    expect(a.css).not.toContain('vanilla-extract-css-ns');
    expect(b.js).toBe(a.js);
    expect(b.css).toBe(a.css);
  }, 30000);
});
