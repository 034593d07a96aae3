// Part of `npm run lint`: the layout rules of CONTRIBUTING.md that ESLint does not check.
// 1. Names: folders and files follow the naming rules (kebab-case; components, hooks, machines and
//    api handlers by their own patterns; camelCase only where a package's files are camelCase).
// 2. Dependencies between folders point one way: inside api/src and domain/src, no two top-level
//    folders import each other, directly or through others (test files and test helpers aside).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const SUFFIX = /(\.(test|stories|css|spec|bench|d))?\.(ts|tsx|mjs|js)$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const CAMEL = /^[a-z][A-Za-z0-9]*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;
const MACHINE = /^[a-z][A-Za-z0-9]*Machine$/;
const HANDLER = /^(get|post|put|delete)[A-Z][A-Za-z0-9]*$/;
/** Packages whose own files are camelCase (CONTRIBUTING: follow the neighbouring files). */
const CAMEL_PACKAGES = new Set(['domain', 'platform', 'host', 'design-system', 'mf-queue', 'mf-profile', 'mf-admin', 'mf-tutorial']);
const SOURCE_ROOTS = /^(api|domain|platform|design-system|host|mf-[a-z]+|store|test-tools|bench|e2e|scripts|tooling)\//;

function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return out.split('\n').filter((f) => f && SOURCE_ROOTS.test(f) && SUFFIX.test(f) && !f.includes('/node_modules/'));
}

export function nameProblems(files) {
  const problems = [];
  for (const file of files) {
    const parts = file.split('/');
    const pkg = parts[0];
    for (const folder of parts.slice(1, -1)) {
      if (folder === '.storybook' || KEBAB.test(folder) || PASCAL.test(folder)) continue;
      problems.push(`${file}: folder "${folder}" is neither kebab-case nor a component's PascalCase name`);
    }
    // A tool's own config file (rspack.config.ts, vitest.setup.ts), or a test split by topic
    // (queueLobbyMachine.launch.test.ts): judged by the name before the dot.
    const name = parts.at(-1);
    const base = name.replace(SUFFIX, '').replace(name.includes('.test.') ? /\.[a-z]+$/ : /\.(config|setup)$/, '');
    const ok =
      KEBAB.test(base) ||
      PASCAL.test(base) ||
      HOOK.test(base) ||
      MACHINE.test(base) ||
      (pkg === 'api' && HANDLER.test(base)) ||
      (CAMEL_PACKAGES.has(pkg) && CAMEL.test(base));
    if (!ok) problems.push(`${file}: "${base}" breaks the file naming rules (CONTRIBUTING.md, Names)`);
  }
  return problems;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const isTestSupport = (file) => /\.(test|spec|bench|stories)\.tsx?$/.test(file) || /(^|[/-])testing(\.tsx?|\/)/.test(file) || /\/testFixtures\.ts$/.test(file);

/** Folder-level import cycles among the top-level folders of `base` (e.g. api/src). */
export function folderCycles(files, base, read = (f) => readFileSync(path.join(root, f), 'utf8')) {
  const folderOf = (file) => {
    const rest = path.posix.relative(base, file);
    return rest.startsWith('..') || !rest.includes('/') ? null : rest.split('/')[0];
  };
  const edges = new Map();
  const why = new Map();
  for (const file of files) {
    if (!file.startsWith(`${base}/`) || isTestSupport(file)) continue;
    const from = folderOf(file);
    if (!from) continue;
    for (const m of read(file).matchAll(IMPORT)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1] ?? m[2]));
      const to = folderOf(target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      why.set(`${from}>${to}`, `${file} -> ${target}`);
    }
  }
  const cycles = [];
  const seen = new Set();
  for (const start of edges.keys()) {
    const stack = [[start, [start]]];
    while (stack.length) {
      const [node, trail] = stack.pop();
      for (const next of edges.get(node) ?? []) {
        if (next === start) {
          const key = [...trail].sort().join(',');
          if (!seen.has(key)) {
            seen.add(key);
            const steps = trail.map((f, i) => why.get(`${f}>${trail[i + 1] ?? start}`));
            cycles.push(`${base}: ${[...trail, start].join(' -> ')}\n    ${steps.join('\n    ')}`);
          }
        } else if (!trail.includes(next) && trail.length < 8) stack.push([next, [...trail, next]]);
      }
    }
  }
  return cycles;
}

export function checkLayout() {
  const files = trackedFiles();
  const problems = [...nameProblems(files), ...folderCycles(files, 'api/src'), ...folderCycles(files, 'domain/src'), ...folderCycles(files, 'store/src')];
  if (problems.length) {
    console.error(`Layout rules (scripts/check-layout.mjs, CONTRIBUTING.md):\n  ${problems.join('\n  ')}`);
    throw new Error(`${problems.length} layout problem(s)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    checkLayout();
    console.log('layout: names and folder dependencies ok');
  } catch {
    process.exit(1);
  }
}
