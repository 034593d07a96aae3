// Compiles the api to one JavaScript file, api/dist/main.js, so production starts without
// transpiling TypeScript (`npm start` runs it; the tests keep running the sources through tsx).
// The workspace packages it imports (@pug/domain, @pug/store: TypeScript source) are bundled in,
// with what they import that the api does not list itself (the store's bson and mingo); the api's
// own npm dependencies stay external, loaded from api/node_modules as usual.
import * as esbuild from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export async function buildApi(outdir = `${root}dist`) {
  const pkg = JSON.parse(await readFile(`${root}package.json`, 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@pug/'));
  await rm(outdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'src/main.ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir,
    external,
    // Stack traces point at the TypeScript (node --enable-source-maps).
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildApi();
