// Part of `npm run lint`: what comments and docs cite must be in this repository.
// 1. A repository path named in a comment (.ts, .tsx, .mjs, .js) or a doc (.md) exists: resolved
//    from the citing file's folder, its package root, the package's src/ and the repository root
//    (URLs, node_modules, globs and placeholders aside). A bare file name (`self-cache.ts`) passes
//    when a file of that name exists anywhere in the repository.
// 2. A doc heading cited by name (`docs/decisions.md "Subs"`) exists in that doc.
// 3. No citation of a document outside the repository: the product or design documents the
//    project started from (by section sign or file name) or an issue number. Our own words live in
//    docs/product.md and docs/architecture.md, the reasons in docs/decisions.md.
// 4. Each flow of docs/architecture.md ("### <flow>: N files, M without the transport") counts its
//    own list: each numbered step names one file; N files in all (a file met twice counts once), of
//    which N - M are marked _transport_.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const CODE = /\.(ts|tsx|mjs|js)$/;
const DOC = /\.md$/;

/** Citations of documents outside the repository. */
const OUTSIDE = [
  // A section of a standard (`RFC 6455 §5.2`, `OpenID 2.0 §11.4.2`) is fine; a bare one cites a document we do not have.
  [/(?<!(?:RFC ?\d+|\b[A-Z][\w-]* \d+(?:\.\d+)*) )§\s?\d/, 'a section sign (§) citation'],
  [/\bspec(?:'s)? section \d/i, 'a spec section'],
  [/\b(?:ARCHITECTURE|CONVENTIONS|DEVELOPERS)\.md\b/, 'a design document outside the repository'],
  [/\bARCHITECTURE\b/, 'a design document outside the repository'],
  [/\bissues? \d+/i, 'an issue number'],
  [/(?:\/work\/shared\b|\.\.\/shared\/(?:spec|notes)\b)/, 'a path outside the repository'],
];

/** A path-like token ending in a file extension. */
const PATH = /(?<![\w/.@<>{}*-])((?:\.{1,2}\/)*[\w@][\w.@-]*(?:\/[\w.@[\]-]+)*\.(?:tsx|ts|mjs|cjs|js|md|json|ya?ml|sh|conf))(?![\w/*<>{}-])/g;
/** A doc's path, then a heading in double quotes (a comma between them allowed). */
const HEADING_CITATION = /([\w./-]+\.md),?\s+"([^"]+)"/g;
const URL = /\b[a-z][a-z+.-]*:\/\/[^\s)'"`>\]]+/gi;

/** The comments of a source file, each with its line, as text (strings and regex literals skipped). */
export function commentsOf(source) {
  const out = [];
  let line = 1;
  let i = 0;
  let lastSignificant = '';
  const n = source.length;
  const advance = (to) => {
    for (let k = i; k < to && k < n; k++) if (source[k] === '\n') line++;
    i = to;
  };
  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      out.push({ line, text: source.slice(i + 2, stop) });
      advance(stop);
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      out.push({ line, text: source.slice(i + 2, stop - 2).replace(/\n\s*\*(?!\/) ?/g, '\n') });
      advance(stop);
    } else if (c === '"' || c === "'" || c === '`') {
      let k = i + 1;
      while (k < n && source[k] !== c) {
        if (source[k] === '\\') k++;
        else if (c !== '`' && source[k] === '\n') break;
        k++;
      }
      advance(k + 1);
      lastSignificant = c;
    } else if (
      c === '/' &&
      (lastSignificant === '' ||
        /[(,=:[!&|?{};+\-*%<>~^]/.test(lastSignificant) ||
        /\b(?:return|typeof|case|in|of)$/.test(source.slice(Math.max(0, i - 8), i).trimEnd()))
    ) {
      // A regular expression literal: skip to its closing slash, outside a character class.
      let k = i + 1;
      let inClass = false;
      while (k < n && source[k] !== '\n') {
        if (source[k] === '\\') k++;
        else if (source[k] === '[') inClass = true;
        else if (source[k] === ']') inClass = false;
        else if (source[k] === '/' && !inClass) break;
        k++;
      }
      advance(k + 1);
      lastSignificant = '/';
    } else {
      if (!/\s/.test(c)) lastSignificant = c;
      advance(i + 1);
    }
  }
  return out;
}

/** The workspace packages (their folders at the root). */
const PACKAGES = [
  'api',
  'bench',
  'design-system',
  'domain',
  'e2e',
  'host',
  'mf-admin',
  'mf-profile',
  'mf-queue',
  'mf-tutorial',
  'platform',
  'store',
  'test-tools',
  'tooling',
];

/**
 * Where `cited` may live, for a file at `from` (repository-relative): its folder, its package's
 * root and src/, the repository root, then any package's src/ (a comment in the api may name
 * domain's `pug/subs.ts`).
 */
function candidates(cited, from) {
  const dir = path.posix.dirname(from);
  const pkg = from.split('/')[0];
  const bases = [dir, pkg, `${pkg}/src`, '.', ...PACKAGES.map((p) => `${p}/src`)];
  const [first, ...rest] = cited.split('/');
  const inPackage = PACKAGES.includes(first) && rest[0] !== 'src' ? [`${first}/src/${rest.join('/')}`] : [];
  return [...bases.map((base) => path.posix.normalize(path.posix.join(base, cited))), ...inPackage];
}

/** What a Markdown text lets others cite by name: its headings, and list items led by a bold name (`- **Voice channels** …`). */
export function headingsOf(markdown) {
  const headings = [...markdown.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((m) => m[1]);
  const named = [...markdown.matchAll(/^\s*[-*] \*\*(.+?)\*\*/gm)].map((m) => m[1]);
  return [...headings, ...named];
}

/**
 * The problems of one file's comments or text. `exists(p)`: is `p` a repository file;
 * `basenames`: the names of every repository file; `headings(doc)`: a doc's headings, or null.
 */
export function referenceProblems(file, text, { exists, basenames, headings, endsWith = () => false }) {
  // A path inside a package's folders named from its feature (`logs/testing.ts` for the api's servers/logs/testing.ts).
  const isTail = (cited) => !cited.startsWith('.') && endsWith(`/${cited}`);
  const problems = [];
  const chunks = CODE.test(file) ? commentsOf(text) : DOC.test(file) ? [{ line: 1, text }] : [];
  for (const chunk of chunks) {
    const lines = chunk.text.split('\n');
    lines.forEach((raw, index) => {
      const at = `${file}:${chunk.line + index}`;
      const lineText = raw.replace(URL, ' ');
      for (const [pattern, what] of OUTSIDE) {
        if (pattern.test(lineText)) problems.push(`${at}: cites ${what}: "${raw.trim().slice(0, 100)}"`);
      }
      for (const m of lineText.matchAll(PATH)) {
        const cited = m[1];
        // A path in another repository, written after its owner/name (`barncow/tf2logparser `test/x.js``).
        if (/[\w.-]+\/[\w.-]+ `?$/.test(lineText.slice(0, m.index))) continue;
        if (cited.includes('node_modules') || /(^|\/)dist\//.test(cited) || cited.includes('/.../')) continue;
        if (!cited.includes('/')) {
          // A bare name: checked in code comments (in docs it is often an example of a naming rule).
          if (!CODE.test(file) || !/\.(tsx?|mjs)$/.test(cited)) continue;
          if (!basenames.has(cited)) problems.push(`${at}: names ${cited}, which no repository file is called`);
          continue;
        }
        if (!candidates(cited, file).some(exists) && !isTail(cited)) problems.push(`${at}: names ${cited}, which does not exist`);
      }
    });
    // A heading cited by name may wrap over lines: read the chunk as one line.
    const flat = chunk.text.replace(/\s*\n\s*(?:\/\/|\*)?\s*/g, ' ');
    for (const m of flat.matchAll(HEADING_CITATION)) {
      const doc = candidates(m[1], file).find(exists);
      const list = doc && headings(doc);
      if (!list) continue;
      const cited = m[2].trim();
      if (!list.some((h) => h === cited || h.startsWith(cited))) problems.push(`${file}: cites ${m[1]} "${cited}", which has no such heading`);
    }
  }
  return problems;
}

/** The doc whose flows are counted (rule 4). */
const FLOWS_DOC = 'docs/architecture.md';
const FLOW_TITLE = /^### (.+): (\d+) files, (\d+) without the transport$/;

/** Rule 4: each flow's title gives the count of its list's files, with and without the transport. */
export function flowCountProblems(file, markdown) {
  const problems = [];
  let flow = null;
  const close = () => {
    if (!flow) return;
    const files = flow.files.size;
    const own = files - flow.transport.size;
    if (files !== flow.says.files || own !== flow.says.own)
      problems.push(
        `${file}:${flow.line}: "${flow.name}" says ${flow.says.files} files, ${flow.says.own} without the transport; its list has ${files}, ${own} without the transport`,
      );
    flow = null;
  };
  markdown.split('\n').forEach((text, i) => {
    if (text.startsWith('#')) close();
    const title = FLOW_TITLE.exec(text);
    if (title) flow = { name: title[1], says: { files: Number(title[2]), own: Number(title[3]) }, line: i + 1, files: new Set(), transport: new Set() };
    else if (flow && /^\d+\. /.test(text)) {
      const named = text.match(/`[^`]+\.(?:tsx?|mjs)`/g) ?? [];
      if (named.length !== 1) return void problems.push(`${file}:${i + 1}: a flow's step names one file`);
      flow.files.add(named[0]);
      if (text.includes('(_transport_)')) flow.transport.add(named[0]);
    }
  });
  close();
  return problems;
}

/** The repository's files as they are in the working tree (new ones included, deleted ones not). */
function repositoryFiles() {
  const git = (...args) => execFileSync('git', ['ls-files', ...args], { cwd: root, encoding: 'utf8' }).split('\n');
  const deleted = new Set(git('--deleted'));
  return git('--cached', '--others', '--exclude-standard').filter((f) => f && !deleted.has(f) && !f.includes('node_modules/') && !/(^|\/)dist\//.test(f));
}

export function checkReferences() {
  const files = repositoryFiles();
  const all = new Set(files);
  const folders = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const exists = (p) => all.has(p) || folders.has(p);
  const basenames = new Set(files.map((f) => path.posix.basename(f)));
  const endsWith = (tail) => files.some((f) => f.endsWith(tail));
  const cache = new Map();
  const headings = (doc) => {
    if (!DOC.test(doc)) return null;
    if (!cache.has(doc)) cache.set(doc, headingsOf(readFileSync(path.join(root, doc), 'utf8')));
    return cache.get(doc);
  };
  const problems = files
    .filter((f) => CODE.test(f) || DOC.test(f))
    .flatMap((f) => {
      try {
        const text = readFileSync(path.join(root, f), 'utf8');
        const flows = f === FLOWS_DOC ? flowCountProblems(f, text) : [];
        return [...referenceProblems(f, text, { exists, basenames, headings, endsWith }), ...flows];
      } catch (error) {
        if (error.code === 'ENOENT') return []; // removed while the check ran
        throw error;
      }
    });
  if (problems.length) {
    console.error(`References (scripts/check-references.mjs):\n  ${problems.join('\n  ')}`);
    throw new Error(`${problems.length} reference problem(s)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    checkReferences();
    console.log('references: every cited file and heading is in the repository');
  } catch {
    process.exit(1);
  }
}
