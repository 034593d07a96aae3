// Precompression at build time: every text asset of a build folder gets a `.br` (brotli) and a
// `.gz` (gzip) sibling, so the api serves compressed bytes by Accept-Encoding without compressing
// on each request (api/src/static/serve-file.ts). Audio, images and fonts are already compressed
// and are left alone; a sibling is written only when it is smaller than the file.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing (the api's COMPRESSIBLE list says the same). */
export const COMPRESSIBLE = /\.(js|mjs|cjs|css|html|json|svg|txt|xml|webmanifest|wasm)$/i;
/** Below this, compression overhead beats the gain. */
const MIN_BYTES = 256;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

async function compressOne(file, quality) {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return 0;
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: file.endsWith('.wasm') ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: 9 }),
  ]);
  let written = 0;
  if (br.length < bytes.length) {
    await writeFile(`${file}.br`, br);
    written++;
  }
  if (gzipped.length < bytes.length) {
    await writeFile(`${file}.gz`, gzipped);
    written++;
  }
  return written;
}

/**
 * Writes `.br` and `.gz` beside every text asset under `dir`; returns how many it wrote.
 * `quality`: brotli 11 (the default) for what players download; Storybook, a design document
 * many times larger, takes 9 (8% bigger, 15x faster to compress).
 */
export async function precompress(dir, { quality = constants.BROTLI_MAX_QUALITY } = {}) {
  try {
    if (!(await stat(dir)).isDirectory()) return 0;
  } catch {
    return 0;
  }
  const files = [];
  for await (const file of walk(dir)) files.push(file);
  let written = 0;
  // A few at a time: zlib runs on libuv's thread pool, the machine has 2 cores.
  for (let i = 0; i < files.length; i += 4) {
    const counts = await Promise.all(files.slice(i, i + 4).map((file) => compressOne(file, quality)));
    written += counts.reduce((a, b) => a + b, 0);
  }
  return written;
}
