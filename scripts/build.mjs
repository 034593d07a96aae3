// Builds what is out of date: the design system (esbuild), the host and each remote (Rspack +
// Module Federation, each into its own dist/), the alert sounds (dist/sounds) and Storybook. `--force` rebuilds everything;
// `--only mf-queue` builds one app (an independent deploy of that remote).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled, ensureSoundTools } from './ensure.mjs';
import { APPS, log, mtimeOf, newestMtime, root, run } from './lib.mjs';
import { precompress } from './precompress.mjs';

const bin = (pkg, name) => path.join(root, pkg, 'node_modules', '.bin', name);
const shared = ['domain', 'platform', 'tooling'].map((d) => path.join(root, d));

function stale(output, inputs) {
  const built = mtimeOf(output);
  return built === 0 || inputs.some((dir) => newestMtime(dir) > built);
}

export async function buildDesignSystem(force) {
  const dir = path.join(root, 'design-system');
  if (!force && !stale(path.join(dir, 'dist', 'index.js'), [path.join(dir, 'src'), path.join(dir, 'build.mjs')])) return;
  log('Building design-system…');
  await run('node', ['build.mjs'], { cwd: dir });
}

/** The api compiled to JavaScript (api/dist/main.js), what `npm start` runs. */
export async function buildApi(force) {
  const dir = path.join(root, 'api');
  const inputs = [path.join(dir, 'src'), path.join(dir, 'build.mjs'), path.join(dir, 'package.json'), path.join(root, 'domain', 'src')];
  if (!force && !stale(path.join(dir, 'dist', 'main.js'), inputs)) return;
  log('Building api…');
  await run('node', ['build.mjs'], { cwd: dir });
}

export async function buildApp(name, force) {
  const dir = path.join(root, name);
  const inputs = [dir, ...shared, path.join(root, 'design-system', 'dist')];
  if (!force && !stale(path.join(dir, 'dist', 'index.html'), inputs)) return;
  log(`Building ${name}…`);
  await run(bin(name, 'rspack'), ['build', '-c', 'rspack.config.ts'], { cwd: dir, env: { NODE_ENV: 'production' } });
  await precompress(path.join(dir, 'dist'));
}

export async function buildStorybook(force) {
  const dir = path.join(root, 'design-system');
  // The remotes' screens have stories too (design-system/.storybook/main.ts).
  const inputs = [path.join(dir, 'src'), path.join(dir, '.storybook'), ...APPS.filter((a) => a.startsWith('mf-')).map((a) => path.join(root, a, 'src'))];
  if (!force && !stale(path.join(dir, 'storybook-static', 'index.html'), inputs)) return;
  log('Building Storybook…');
  await run(bin('design-system', 'storybook'), ['build', '--quiet', '-o', 'storybook-static'], { cwd: dir, env: { STORYBOOK_DISABLE_TELEMETRY: '1' } });
  await precompress(path.join(dir, 'storybook-static'), { quality: 9 });
}

/** The announcer sounds (scripts/build-sounds.mjs, through tsx for domain's cue lists); it skips an unchanged recipe itself. */
export async function buildSounds(force) {
  await ensureSoundTools();
  await run('node', ['--import', 'tsx', path.join('scripts', 'build-sounds.mjs'), ...(force ? ['--force'] : [])]);
}

export async function buildAll({ force = false, only } = {}) {
  await ensureInstalled();
  await buildDesignSystem(force);
  if (!only) await buildSounds(force);
  const apps = only ? [only] : APPS;
  for (const app of apps) await buildApp(app, force || Boolean(only));
  if (!only) await buildStorybook(force);
  if (!only) await buildApi(force);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const onlyAt = process.argv.indexOf('--only');
  const only = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;
  if (only && !APPS.includes(only)) {
    console.error(`--only takes one of: ${APPS.join(', ')}`);
    process.exit(2);
  }
  await buildAll({ force: process.argv.includes('--force'), only });
}
