import { describe, expect, it } from 'vitest';
import { LONG_CACHE, NO_CACHE, cacheControlFor } from './serve-file.ts';
import { safeRelativePath } from './safe-path.ts';

describe('cacheControlFor', () => {
  it('caches content-hashed files for a year', () => {
    expect(cacheControlFor('/d/static/js/main.3f9a1c2b.js')).toBe(LONG_CACHE);
    expect(cacheControlFor('/d/static/css/async/412.ab12cd34ef.css')).toBe(LONG_CACHE);
    expect(cacheControlFor('/d/assets/chunk-ABCDEF12.js')).toBe(LONG_CACHE);
  });

  it('revalidates entry files and unhashed files', () => {
    for (const f of ['/d/index.html', '/d/mf-manifest.json', '/d/remoteEntry.js', '/d/favicon.ico', '/d/main.js']) {
      expect(cacheControlFor(f)).toBe(NO_CACHE);
    }
  });
});

describe('safeRelativePath', () => {
  it('decodes and strips slashes', () => {
    expect(safeRelativePath('static/js/a%20b.js')).toBe('static/js/a b.js');
    expect(safeRelativePath('/a//b/')).toBe('a/b');
    expect(safeRelativePath('')).toBe('');
  });

  it.each(['../x', 'a/../../x', '%2e%2e/x', 'a%2f..%2fx', 'a\\..\\x', 'a%00', '%E0%A4%A', './x'])('refuses %s', (p) => {
    expect(() => safeRelativePath(p)).toThrow('That path is not allowed');
  });
});
