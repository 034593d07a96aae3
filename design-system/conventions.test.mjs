// @vitest-environment node
// Every component folder carries its styles, stories and test beside it.
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const componentsDir = new URL('./src/components/', import.meta.url);

describe('component folders', () => {
  it('each has a .css.ts, a .stories.tsx and a .test.tsx', async () => {
    const folders = (await readdir(componentsDir, { withFileTypes: true })).filter((d) => d.isDirectory());
    expect(folders.length).toBeGreaterThanOrEqual(20);
    for (const folder of folders) {
      const files = await readdir(new URL(`${folder.name}/`, componentsDir));
      const has = (suffix) => files.some((f) => f.endsWith(suffix));
      expect({ folder: folder.name, css: has('.css.ts'), stories: has('.stories.tsx'), test: has('.test.tsx') }).toEqual({
        folder: folder.name,
        css: true,
        stories: true,
        test: true,
      });
    }
  });
});
