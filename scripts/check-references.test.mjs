import { describe, expect, it } from 'vitest';
import { commentsOf, flowCountProblems, referenceProblems } from './check-references.mjs';

const FILES = new Set([
  'api/src/framework/events.ts',
  'api/src/pugs/getPug.ts',
  'api/src/servers/logs/testing.ts',
  'domain/src/pug/subs.ts',
  'docs/decisions.md',
]);
const HEADINGS = { 'docs/decisions.md': ['Decisions', 'Subs (2026-11-20)', 'Match day: every page knows (2026-11-28)'] };
const repo = {
  exists: (p) => FILES.has(p),
  basenames: new Set([...FILES].map((f) => f.split('/').at(-1))),
  headings: (doc) => HEADINGS[doc] ?? null,
  endsWith: (tail) => [...FILES].some((f) => f.endsWith(tail)),
};
const check = (file, text) => referenceProblems(file, text, repo);
// Built from parts, so that this file does not cite what it tests.
const SECTION = '\u00a7';
const ISSUE = 'issue';

describe('files named in comments and docs', () => {
  it('passes paths that resolve from the folder, the package, its src/, the root or another package', () => {
    const text = [
      '/** Events (framework/events.ts), ./getPug.ts, api/src/pugs/getPug.ts, domain/pug/subs.ts, pug/subs.ts. */',
      '// The tail of a nested path: logs/testing.ts. A bare name: getPug.ts.',
      "const url = 'https://example.com/missing/file.ts'; // see https://example.com/also/missing.ts",
    ].join('\n');
    expect(check('api/src/pugs/postSubs.ts', text)).toEqual([]);
  });

  it('fails a comment that names a file that does not exist', () => {
    expect(check('api/src/pugs/postSubs.ts', '/** Sends it (pugs/on-match-over.ts). */')).toEqual([
      'api/src/pugs/postSubs.ts:1: names pugs/on-match-over.ts, which does not exist',
    ]);
    expect(check('api/src/servers/log-alerts.ts', 'const a = 1;\n// told by notify-admins.ts')).toEqual([
      'api/src/servers/log-alerts.ts:2: names notify-admins.ts, which no repository file is called',
    ]);
  });

  it('reads comments only in code: a string or a regular expression that looks like a path is not a citation', () => {
    const text = "const p = 'gone/away.ts';\nconst r = /x\\/gone.ts/;\nconst t = `docs/gone.md`;";
    expect(check('api/src/a.ts', text)).toEqual([]);
    expect(commentsOf("const s = '// not a comment'; /* one */ // two").map((c) => c.text.trim())).toEqual(['one', 'two']);
  });

  it('fails a doc that names a missing file, and ignores build output and node_modules', () => {
    expect(check('docs/deploy.md', 'Run `api/dist/main.js`; see node_modules/x/y.js and `api/src/gone.ts`.')).toEqual([
      'docs/deploy.md:1: names api/src/gone.ts, which does not exist',
    ]);
  });
});

describe('headings cited by name', () => {
  it('passes a heading that exists (a prefix of it, before its date), even wrapped over comment lines', () => {
    expect(check('api/src/a.ts', '/**\n * See docs/decisions.md "Match day: every page\n * knows" and docs/decisions.md, "Subs".\n */')).toEqual([]);
  });

  it('fails a heading the doc does not have', () => {
    expect(check('api/src/a.ts', '// docs/decisions.md "Lobby versions"')).toEqual([
      'api/src/a.ts: cites docs/decisions.md "Lobby versions", which has no such heading',
    ]);
  });
});

describe('documents outside the repository', () => {
  it.each([
    [`// the socket's settings (spec ${SECTION}4)`, 'a section sign'],
    [`// as the spec ${'section'} 7 lists`, 'a spec section'],
    [`// Leases (ARCHITECTURE ${SECTION}5)`, 'a design document'],
    ['/** see ' + 'DEVELOPERS' + '.md */', 'a design document'],
    [`// Profiles (${ISSUE} 11)`, 'an issue number'],
    [`// game control (${ISSUE.toUpperCase()} 25 item 17)`, 'an issue number'],
    ['// read /work/shared/notes/toolchain.md', 'a path outside'],
  ])('fails %s', (text, what) => {
    const problems = check('api/src/a.ts', text);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toContain(what);
  });

  it('passes our own docs, a library issue URL and an import of a shared folder', () => {
    const text = ['// docs/decisions.md "Subs"; https://github.com/socketio/socket.io/issues/4711', "import { Pager } from '../shared/Pager.tsx';"].join('\n');
    expect(check('api/src/a.ts', text)).toEqual([]);
    expect(check('docs/security.md', 'A doc may say "architecture" in lower case.')).toEqual([]);
  });
});

describe('the flows of the architecture doc', () => {
  const flow = (title, steps) =>
    [`### ${title}`, '', ...steps.map((step, i) => `${i + 1}. ${step}`), '', 'Beside the way: `api/src/queues/feature.ts`.', ''].join('\n');
  const steps = [
    '`mf-queue/src/ReadyUp/ReadyUpDialog.tsx`: the button.',
    '`api/src/framework/sockets.ts` (_transport_): to every socket.',
    '`domain/src/lobby/lobbyRules.ts`.',
  ];

  it('passes a title that counts its list, with and without the transport', () => {
    expect(flowCountProblems('docs/architecture.md', flow('A player readies up: 3 files, 2 without the transport', steps))).toEqual([]);
  });

  it('counts a file the flow passes twice once', () => {
    const twice = [...steps, '`mf-queue/src/ReadyUp/ReadyUpDialog.tsx`: the seat ready.'];
    expect(flowCountProblems('docs/architecture.md', flow('A player readies up: 3 files, 2 without the transport', twice))).toEqual([]);
    expect(flowCountProblems('docs/architecture.md', flow('A player readies up: 4 files, 3 without the transport', twice))).toHaveLength(1);
  });

  it('names a title whose counts are not its list', () => {
    const text = [flow('A player readies up: 4 files, 3 without the transport', steps), flow('An admin bans: 3 files, 3 without the transport', steps)].join(
      '\n',
    );
    expect(flowCountProblems('docs/architecture.md', text)).toEqual([
      'docs/architecture.md:1: "A player readies up" says 4 files, 3 without the transport; its list has 3, 2 without the transport',
      'docs/architecture.md:9: "An admin bans" says 3 files, 3 without the transport; its list has 3, 2 without the transport',
    ]);
  });

  it('refuses a step that names no file or two', () => {
    const text = flow('A log line: 0 files, 0 without the transport', [
      'the UDP packet.',
      '`api/src/servers/log-intake.ts` and `api/src/servers/match-feed.ts`.',
    ]);
    expect(flowCountProblems('docs/architecture.md', text)).toEqual([
      "docs/architecture.md:3: a flow's step names one file",
      "docs/architecture.md:4: a flow's step names one file",
    ]);
  });
});
