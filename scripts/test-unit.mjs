// `npm run test:unit`: the fast tests, vitest only (no type-check, no lint, no site build, no
// browser): domain, design-system, platform, host and the remotes' unit and component tests, the
// api's and the store's tests, and the repository's own checks (scripts/*.test.mjs). What they
// need is made first: the installed packages, the design system's dist/ (the apps' component
// tests import it, tooling/vitest.setup.mjs; rebuilt only when its sources changed) and
// redis-server (the api's multi-process tests start one).
//
// `npm run test:unit -- domain api` runs those packages only; any other argument is vitest's
// (a file or folder: `npm run test:unit -- api/src/pugs`, `-- --reporter=verbose`).
import { buildDesignSystem } from './build.mjs';
import { ensureInstalled, ensureRedis } from './ensure.mjs';
import { APPS, YOUNG_GENERATION, bin, run } from './lib.mjs';

/** The packages with vitest tests; each is one project of vitest.config.ts (an app's also has `<app>:isolated`). */
const TESTED = ['domain', 'design-system', 'api', 'store', 'scripts', 'platform', ...APPS];

const args = process.argv.slice(2);
const packages = args.filter((a) => TESTED.includes(a));
const rest = args.filter((a) => !TESTED.includes(a));
const runs = (pkg) => packages.length === 0 || packages.includes(pkg);

process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} ${YOUNG_GENERATION}`.trim();
await ensureInstalled();
if (['platform', ...APPS].some(runs)) await buildDesignSystem(false);
if (runs('api')) await ensureRedis();
const projects = packages.flatMap((pkg) => ['--project', pkg, '--project', `@pug/${pkg}`, '--project', `${pkg}:isolated`]);
try {
  await run(bin('vitest'), ['run', '--maxWorkers=2', ...projects, ...rest]);
} catch {
  process.exit(1);
}
