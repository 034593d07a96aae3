// Bundles the design system once so every consumer (host and each Module-Federation remote)
// gets the same class names and CSS variable names: dist/index.js imports dist/index.css.
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';
import { readdir, readFile, rm } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Builds src/index.ts into `outdir` (default dist/). Returns the output sizes in bytes. */
export async function buildDesignSystem(outdir = `${root}dist`) {
  await rm(outdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { index: 'src/index.ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outdir,
    // The Radix parts of dialogs, menus and toasts (src/overlays) are chunks of their own, loaded on demand.
    splitting: true,
    chunkNames: '[name]-[hash]',
    // Every bare import (react, react-dom, radix, vanilla-extract runtime…) stays external.
    packages: 'external',
    sourcemap: true,
    // Also strips the virtual-file comments (with inlined sources) the plugin leaves in the CSS.
    minify: true,
    logLevel: 'warning',
    // Consumers get the CSS just by importing the package (esbuild accounts for it in the map).
    banner: { js: "import './index.css';" },
    // 'short' identifiers hash the file scope + position: the same on every build.
    plugins: [vanillaExtractPlugin({ identifiers: 'short', outputCss: true })],
  });

  // esbuild also writes the CSS reachable from the on-demand chunk: all of it is in index.css already.
  for (const file of await readdir(outdir)) if (/^(overlayParts|toastParts)-.*\.css(\.map)?$/.test(file)) await rm(`${outdir}/${file}`);
  const css = await readFile(`${outdir}/index.css`, 'utf8').catch(() => {
    throw new Error('build: esbuild produced no index.css; check the vanilla-extract plugin');
  });
  const js = await readFile(`${outdir}/index.js`, 'utf8');
  if (!js.startsWith("import './index.css';")) throw new Error('build: index.js does not import ./index.css');
  return { js: js.length, css: css.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = await buildDesignSystem();
  console.log(`design-system built: dist/index.js ${(sizes.js / 1024).toFixed(1)} KB, dist/index.css ${(sizes.css / 1024).toFixed(1)} KB`);
}
