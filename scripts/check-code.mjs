// The type-check and ESLint of `npm test` and `npm run lint`, on one set of TypeScript programs.
// ESLint's type-aware rules need a program per file; left to itself (`projectService`) it builds
// one per package tsconfig (fourteen), each loading React, the design system and domain again,
// and the type-check built five more. Here each type-check program (scripts/lib.mjs) is built
// once: its diagnostics are what `tsc --noEmit -p` reports, and ESLint lints the files it owns
// against it, so the types the checker already worked out are asked for again at no cost.
// Files no program owns (plain scripts, build configs) are linted as eslint.config.js says.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, typecheckPrograms } from './lib.mjs';

/** Builds one type-check program; returns it with its diagnostics and the files it includes. */
function buildProgram(ts, project) {
  const configFile = path.resolve(root, project.endsWith('.json') ? project : path.join(project, 'tsconfig.json'));
  const configErrors = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => configErrors.push(d) });
  if (!parsed) return { project, diagnostics: configErrors, files: new Set() };
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, configFileParsingDiagnostics: parsed.errors });
  const diagnostics = [...program.getConfigFileParsingDiagnostics(), ...ts.getPreEmitDiagnostics(program)];
  return { project, program, diagnostics, files: new Set(parsed.fileNames.map((f) => path.resolve(f))) };
}

/**
 * Type-checks every program, then lints the workspace. Resolves with the number of problems
 * (type errors, ESLint errors and warnings: `--max-warnings 0`), after printing them.
 */
export async function checkCode({ out = process.stdout } = {}) {
  // Imported here: `npm test` loads this file before it has installed the dependencies.
  const { default: ts } = await import('typescript');
  const { ESLint } = await import('eslint');
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  let problems = 0;
  const programs = [];
  for (const project of typecheckPrograms()) {
    const started = Date.now();
    const built = buildProgram(ts, project);
    problems += built.diagnostics.length;
    if (built.diagnostics.length) out.write(ts.formatDiagnosticsWithColorAndContext(built.diagnostics, host));
    out.write(`type-check ${project}: ${built.diagnostics.length} error(s), ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    if (built.program) programs.push(built);
  }

  const started = Date.now();
  const eslint = new ESLint({
    cwd: root,
    // No --cache: ESLint keys its cache on the config, which cannot be serialised with a program in it.
    // Each program's files are linted against that program (`files` takes a test of the path as
    // well as globs). Later blocks win, so a file two programs include (a shared .d.ts) takes the last one's.
    overrideConfig: programs.map(({ program, files }) => ({
      files: [(file) => files.has(path.resolve(file))],
      languageOptions: { parserOptions: { projectService: false, project: false, programs: [program] } },
    })),
  });
  const results = await eslint.lintFiles(['.']);
  const errors = results.reduce((n, r) => n + r.errorCount + r.warningCount, 0);
  problems += errors;
  const formatted = await (await eslint.loadFormatter('stylish')).format(results);
  if (formatted) out.write(formatted);
  out.write(`eslint: ${results.length} files, ${errors} problem(s), ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = await checkCode();
  process.exit(problems ? 1 : 0);
}
