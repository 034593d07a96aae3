// The type-check and ESLint of `npm test` and `npm run lint`, on one set of TypeScript programs.
// ESLint's type-aware rules need a program per file; left to itself (`projectService`) it builds
// one per package tsconfig (fourteen), each loading React, the design system and domain again,
// and the type-check built five more. Here each type-check program (scripts/lib.mjs) is built
// once: its diagnostics are what `tsc --noEmit -p` reports, and ESLint lints the files it includes
// against it, so the types the checker already worked out are asked for again at no cost.
// Files no program includes (plain scripts, build configs) are linted as eslint.config.js says.
// Exits 1 on any type error, ESLint error or warning (`--max-warnings 0`).
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { root, typecheckPrograms } from './lib.mjs';

const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** One type-check program with its diagnostics and the files it includes (undefined: its tsconfig could not be read). */
function buildProgram(project) {
  const configFile = path.resolve(root, project.endsWith('.json') ? project : path.join(project, 'tsconfig.json'));
  const diagnostics = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => diagnostics.push(d) });
  if (!parsed) return { diagnostics };
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, configFileParsingDiagnostics: parsed.errors });
  diagnostics.push(...program.getConfigFileParsingDiagnostics(), ...ts.getPreEmitDiagnostics(program));
  return { program, diagnostics, files: new Set(parsed.fileNames.map((f) => path.resolve(f))) };
}

let problems = 0;
const programs = [];
for (const project of typecheckPrograms()) {
  const started = Date.now();
  const built = buildProgram(project);
  problems += built.diagnostics.length;
  if (built.diagnostics.length) process.stdout.write(ts.formatDiagnosticsWithColorAndContext(built.diagnostics, host));
  console.log(`type-check ${project}: ${built.diagnostics.length} error(s), ${seconds(started)}`);
  if (built.program) programs.push(built);
}

const started = Date.now();
const eslint = new ESLint({
  cwd: root,
  // No cache: ESLint keys its cache on the config, which cannot be serialised with a program in it.
  // Each program's files are linted against that program (`files` takes a test of the path as well
  // as globs); later blocks win, so a file two programs include (a shared .d.ts) takes the last one's.
  overrideConfig: programs.map(({ program, files }) => ({
    files: [(file) => files.has(path.resolve(file))],
    languageOptions: { parserOptions: { projectService: false, project: false, programs: [program] } },
  })),
});
const results = await eslint.lintFiles(['.']);
const found = results.reduce((n, r) => n + r.errorCount + r.warningCount, 0);
problems += found;
const formatted = await (await eslint.loadFormatter('stylish')).format(results);
if (formatted) process.stdout.write(formatted);
console.log(`eslint: ${results.length} files, ${found} problem(s), ${seconds(started)}`);
process.exit(problems ? 1 : 0);
