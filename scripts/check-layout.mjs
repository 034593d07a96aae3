// Part of `npm run lint`: the layout rules of CONTRIBUTING.md that ESLint does not check.
// 1. Names: folders and files follow the naming rules (kebab-case; components, hooks, machines and
//    api handlers by their own patterns; camelCase only where a package's files are camelCase).
// 2. Dependencies point one way, in every package's src (test files and test helpers aside):
//    - inside a folder (src itself, or any folder with subfolders), its subfolders and its files do
//      not import each other in a circle, directly or through others: a file that imports a file
//      of the folder above, which imports back down, "climbs back up";
//    - nothing in a subfolder imports its folder's entries (main.ts, start.ts, app.ts, features.ts,
//      index.ts, cli.ts, bootstrap.tsx: they compose the rest and may import anything);
//    - no two files import each other, directly or through others, type-only imports and
//      `import()` included. A part loaded by `import()` may use the folder that loads it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
  // A file deleted in the working tree is still in the index until the deletion is staged.
  return out.split('\n').filter((f) => f && SOURCE_ROOTS.test(f) && SUFFIX.test(f) && !f.includes('/node_modules/') && existsSync(path.join(root, f)));
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

/** Where the dependency rules apply: every package's own source. */
const SRC = /^(api|domain|platform|host|store|design-system|mf-[a-z]+)\/src\//;
/**
 * A folder's composition root and entry points: they may import anything of their folder, and
 * nothing of it imports them back (api/src/start.ts builds the app from features.ts; a package's
 * or a feature's index.ts is what the outside imports).
 */
const ENTRY_FILES = new Set(['main.ts', 'start.ts', 'app.ts', 'features.ts', 'index.ts', 'cli.ts', 'bootstrap.tsx']);
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|(?:^|\n)\s*import\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const isTestSupport = (file) => /\.(test|spec|bench|stories)\.tsx?$/.test(file) || /(^|[/-])testing(\.tsx?|\/)/.test(file) || /\/testFixtures\.ts$/.test(file);
const readRepoFile = (f) => readFileSync(path.join(root, f), 'utf8');

/** The files `file` imports by a relative path (type-only imports and re-exports included); `lazy`: by `import()`. */
function importsOf(file, read) {
  return [...read(file).matchAll(IMPORT)].map((m) => ({
    target: path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1] ?? m[2] ?? m[3])),
    lazy: m[3] !== undefined,
  }));
}

/** The strongly connected parts of a graph (Tarjan) with more than one node: each holds a cycle. */
function circles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** The shortest way from `start` back to itself inside `part` (breadth first). */
function shortestCircle(edges, part, start) {
  const inPart = new Set(part);
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (next === start) {
        const trail = [node];
        while (cameFrom.get(trail[0])) trail.unshift(cameFrom.get(trail[0]));
        return [...trail, start];
      }
      if (inPart.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * Each circle (those `keep` keeps) as its shortest loop and the import behind each step (`why`:
 * "a>b" -> "file -> target").
 */
function describeCircles(edges, why, label, keep = () => true) {
  return circles(edges)
    .filter(keep)
    .map((part) => {
      const loop = shortestCircle(edges, part, part[0]);
      const steps = loop.slice(0, -1).map((node, i) => why.get(`${node}>${loop[i + 1]}`));
      const more = part.length > loop.length - 1 ? ` (with ${part.filter((n) => !loop.includes(n)).join(', ')} in the same circle)` : '';
      return `${label}: ${loop.join(' -> ')}${more}\n    ${steps.join('\n    ')}`;
    });
}

/**
 * One-way dependencies inside the folder `base` (a package's src, or any folder of it with
 * subfolders): its subfolders and its files (an entry aside) import each other in one direction
 * only, directly or through others; and nothing in its subfolders imports one of its entries
 * (ENTRY_FILES). Test files and test helpers aside.
 */
function folderCycles(files, base, read = readRepoFile) {
  const known = new Set(files);
  const unitOf = (file) => {
    const rest = path.posix.relative(base, file);
    return rest.startsWith('..') ? null : rest.split('/')[0];
  };
  const isEntry = (file) => path.posix.dirname(file) === base && ENTRY_FILES.has(path.posix.basename(file));
  const problems = [];
  const edges = new Map();
  const why = new Map();
  for (const file of files) {
    if (!file.startsWith(`${base}/`) || isTestSupport(file) || isEntry(file)) continue;
    const from = unitOf(file);
    for (const { target, lazy } of importsOf(file, read)) {
      const to = unitOf(target);
      // A part loaded on demand sits above what loads it: its loader only names it, it uses the loader's folder.
      if (lazy) continue;
      if (!to || to === from || !known.has(target) || isTestSupport(target)) continue;
      if (isEntry(target)) {
        if (path.posix.dirname(file) !== base) problems.push(`${file} -> ${target}: climbs back up into ${target}, an entry of ${base}`);
        continue;
      }
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      why.set(`${from}>${to}`, `${file} -> ${target}`);
    }
  }
  // A circle of files alone is reported by fileCycles; here only the ones through a folder.
  const isFolder = (unit) => files.some((f) => f.startsWith(`${base}/${unit}/`));
  return [...problems, ...describeCircles(edges, why, base, (part) => part.some(isFolder))];
}

/** Import cycles between single files, type-only imports included (every package's src). */
function fileCycles(files, read = readRepoFile) {
  const known = new Set(files);
  const edges = new Map();
  const why = new Map();
  for (const file of files) {
    edges.set(file, new Set());
    for (const { target } of importsOf(file, read)) {
      if (!known.has(target)) continue;
      edges.get(file).add(target);
      why.set(`${file}>${target}`, `${file} -> ${target}`);
    }
  }
  return describeCircles(edges, why, 'file cycle').map((line) => line.replace(/\n.*/s, ''));
}

/** Every folder of a package's src that has subfolders, the src itself first. */
function foldersWithSubfolders(files) {
  const folders = new Set();
  for (const file of files) {
    const parts = file.split('/');
    const src = parts.indexOf('src');
    for (let depth = src + 1; depth < parts.length - 1; depth++) folders.add(parts.slice(0, depth).join('/'));
  }
  return [...folders].sort();
}

/** The dependency rules over every package's src: one-way folders at each level, no file cycle. */
export function dependencyProblems(files, read = readRepoFile) {
  const sources = files.filter((f) => SRC.test(f));
  return [...foldersWithSubfolders(sources).flatMap((folder) => folderCycles(sources, folder, read)), ...fileCycles(sources, read)];
}

export function checkLayout() {
  const files = trackedFiles();
  const problems = [...nameProblems(files), ...dependencyProblems(files)];
  if (problems.length) {
    console.error(`Layout rules (scripts/check-layout.mjs, CONTRIBUTING.md):\n  ${problems.join('\n  ')}`);
    throw new Error(`${problems.length} layout problem(s)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    checkLayout();
    console.log('layout: names, folder and file dependencies ok');
  } catch (error) {
    if (!/layout problem/.test(error.message)) console.error(error);
    process.exit(1);
  }
}
