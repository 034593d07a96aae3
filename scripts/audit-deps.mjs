// `npm run audit:deps`: a dependency review that works where `pnpm audit` cannot (its advisory
// endpoint is not reachable from here). For every package version pinned in pnpm-lock.yaml it
// reads the registry's install metadata and reports:
// - versions their authors deprecated (security fixes are announced this way too);
// - packages with install scripts, which must be listed in pnpm-workspace.yaml's
//   onlyBuiltDependencies to run at all (anything else is blocked by pnpm 10);
// - lockfile entries without an integrity hash, or not in the registry;
// - versions listed in scripts/known-bad-versions.json (published by a compromised account).
// The registry mirror reachable here strips deprecation notices; a canary version that is
// deprecated upstream tells whether the check can see them, and the report says so.
// Exit code 1 on a known-bad version or a package it could not check; deprecations are listed
// for a person to review. Needs the npm registry (so it is not part of `npm test`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const REGISTRY = (process.env.npm_config_registry || 'https://registry.npmjs.org/').replace(/\/?$/, '/');
const CONCURRENCY = 12;
/** Deprecated upstream for years: if the registry shows no notice on it, it shows none at all. */
const CANARY = { name: 'request', version: '2.88.2' };

const lock = readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8');
const knownBad = JSON.parse(readFileSync(path.join(root, 'scripts', 'known-bad-versions.json'), 'utf8')).versions;
const built = new Set(
  (readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').match(/onlyBuiltDependencies:\n((?:\s+- .+\n?)+)/)?.[1] ?? '')
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s+- /, '')
        .replace(/['"]/g, '')
        .trim(),
    )
    .filter(Boolean),
);

/** `name@version` keys of the lockfile's `packages:` section, with their integrity. */
function lockedPackages() {
  const section = lock.slice(lock.indexOf('\npackages:\n'), lock.indexOf('\nsnapshots:\n'));
  const out = [];
  const entry = /^ {2}'?((?:@[^@/\s]+\/)?[^@\s']+)@([^:'\s(]+)'?:\n((?: {4}.*\n)*)/gm;
  for (const m of section.matchAll(entry)) out.push({ name: m[1], version: m[2], integrity: /integrity: /.test(m[3]) });
  return out;
}

async function metadata(name) {
  const response = await fetch(`${REGISTRY}${name.replace('/', '%2f')}`, {
    headers: { accept: 'application/vnd.npm.install-v1+json' },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  return response.json();
}

const packages = lockedPackages();
const names = [...new Set([...packages.map((p) => p.name), CANARY.name])];
const docs = new Map();
const queue = [...names];
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (queue.length) {
      const name = queue.shift();
      docs.set(name, await metadata(name).catch((err) => ({ error: err.message })));
    }
  }),
);

const deprecated = [];
const scripts = [];
const unreadable = [];
const compromised = packages.filter((p) => knownBad[p.name]?.includes(p.version)).map((p) => `${p.name}@${p.version}`);
const seesDeprecations = Boolean(docs.get(CANARY.name)?.versions?.[CANARY.version]?.deprecated);
for (const { name, version, integrity } of packages) {
  const doc = docs.get(name);
  if (doc?.error) {
    unreadable.push(doc.error);
    continue;
  }
  const meta = doc?.versions?.[version];
  if (!meta) {
    unreadable.push(`${name}@${version}: not in the registry`);
    continue;
  }
  if (!integrity) unreadable.push(`${name}@${version}: no integrity hash in the lockfile`);
  if (meta.deprecated) deprecated.push({ id: `${name}@${version}`, message: meta.deprecated });
  const installs = meta.hasInstallScript || ['preinstall', 'install', 'postinstall'].some((s) => meta.scripts?.[s]);
  if (installs) scripts.push(`${name}@${version}${built.has(name) ? ' (allowed to build)' : ' (blocked by pnpm)'}`);
}

console.log(`${packages.length} locked package versions (${names.length} packages) read from ${REGISTRY}`);
console.log(`\nKnown-compromised versions (${Object.keys(knownBad).length} packages listed): ${compromised.length ? compromised.join(', ') : 'none'}`);
console.log(`\nInstall scripts (${scripts.length}):`);
for (const line of scripts) console.log(`  ${line}`);
console.log(
  seesDeprecations
    ? `\nDeprecated versions (${deprecated.length}):`
    : `\nDeprecated versions: not checkable here (${REGISTRY} carries no deprecation notices: ${CANARY.name}@${CANARY.version} shows none)`,
);
for (const d of deprecated) console.log(`  ${d.id}: ${d.message}`);
if (unreadable.length) {
  console.log(`\nCould not check (${unreadable.length}):`);
  for (const line of unreadable) console.log(`  ${line}`);
}
process.exitCode = compromised.length || unreadable.length ? 1 : 0;
