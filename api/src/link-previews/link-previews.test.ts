import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../features.ts';
import type { Database, PugDoc } from '../db/index.ts';
import { openTestDatabase, userDoc } from '../db/testing.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const sid = (n: number) => `7656119800200${String(n).padStart(4, '0')}`;
const EVIL = `"><script>alert(1)</script>`;
const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>TF2 Pugs</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
let database: Database;
let server: TestServer;
let root: string;

const seat = { role: 'scout' as const, needsSub: false, subVotes: [], elo: 1500 };
function pug(extra: Partial<PugDoc>): PugDoc {
  return {
    _id: 'sixes-abc123',
    number: 123,
    queueName: 'sixes',
    format: 'SIXES',
    phase: 'Complete',
    startAt: 1000,
    teams: { blu: { [sid(1)]: seat }, red: { [sid(2)]: seat } },
    subbedPlayers: [],
    shorthand: '6S',
    map: 'cp_process_final',
    data: { score: [3, 2] },
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    players: [sid(1), sid(2)],
    version: 1,
    eloApplied: true,
    ...extra,
  };
}

/** A page as a crawler asks for it: no script, `Accept: *\/*`. */
const crawl = async (path: string) => {
  const res = await fetch(`${server.url}${path}`, { headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' } });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

/** Width, height and whether every chunk's CRC and the image data hold (the PNG decodes). */
function readPng(bytes: Buffer): { width: number; height: number; pixels: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('ascii', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([...data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe((width * 3 + 1) * height);
  return { width, height, pixels: width * height };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'previews-'));
  mkdirSync(join(root, 'host', 'dist'), { recursive: true });
  writeFileSync(join(root, 'host', 'dist', 'index.html'), INDEX);
  database = await openTestDatabase();
  const c = database.collections;
  await c.users.insertMany([
    userDoc(sid(1), {
      alias: `Blu ${EVIL}`,
      elos: { sixes: { scout: 1623.4, medic: 1700 } },
      pugCounts: { sixes: { scout: 12, medic: 1 } },
      playerHistory: {
        lastUpdated: 1,
        data: [
          {
            _id: 's1',
            seasonName: 'Sixes Season 14',
            divisionName: 'Main',
            formatName: 'Sixes',
            teamUrl: '',
            teamId: '1',
            startedAt: 2,
            role: 'scout',
            approved: true,
            seasonId: 14,
          },
        ],
      },
    }),
    userDoc(sid(2), { alias: 'Red & Co' }),
  ]);
  await c.pugs.insertMany([pug({}), pug({ _id: 'sixes-live1', number: 124, phase: 'Playing', data: { score: null } })]);
  server = await startTestServer({ env: { STATIC_ROOT: root }, deps: { db: database, collections: database.collections, features: FEATURES } });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('link previews in the html of /pugs/:id and /players/:steamid', () => {
  it('names a finished pug by its number or id, with absolute image and page URLs', async () => {
    for (const path of ['/pugs/123', '/pugs/sixes-abc123']) {
      const { status, headers, html } = await crawl(path);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(meta(html, 'og:title')).toBe('Sixes #123 · BLU 3–2 RED on cp_process');
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'og:image')).toBe(`${server.url}/api/pug/123/preview.png`);
      expect(meta(html, 'og:url')).toBe(`${server.url}/pugs/123`);
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(html).toContain('<title>Sixes #123 · BLU 3–2 RED on cp_process · TF2 Pugs</title>');
      expect(html).toContain('<div id="root"></div>');
    }
    expect(meta((await crawl('/pugs/124')).html, 'og:title')).toBe('Sixes #124 on cp_process · Live');
  });

  it('escapes what players wrote: an alias cannot open a tag', async () => {
    const pugPage = await crawl('/pugs/123');
    expect(pugPage.html).not.toContain('<script>');
    expect(meta(pugPage.html, 'og:description')).toBe('BLU: Blu &#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;. RED: Red &#38; Co.');
    const player = await crawl(`/players/${sid(1)}`);
    expect(player.html).not.toContain('<script>');
    expect(meta(player.html, 'og:title')).toBe('Blu &#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(player.html).toContain('<title>Blu &#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; · TF2 Pugs</title>');
  });

  it("says a player's division and elo", async () => {
    const { html } = await crawl(`/players/${sid(1)}`);
    expect(meta(html, 'og:description')).toBe('Division: Main · elo Sixes Scout 1623');
    expect(meta(html, 'og:image')).toBe(`${server.url}/api/profile/${sid(1)}/preview.png`);
    expect(meta((await crawl(`/players/${sid(2)}`)).html, 'og:description')).toBe('No league division');
  });

  it('serves the plain page for an unknown or malformed pug or player (never a 500)', async () => {
    for (const path of ['/pugs/999', '/pugs/nope', `/players/${sid(99)}`, '/players/123', '/pugs/%22%3E%3Cscript%3E']) {
      const { status, html } = await crawl(path);
      expect(status, path).toBe(200);
      expect(html, path).toBe(INDEX);
    }
  });
});

describe('the preview images', () => {
  it('draws a 1200×630 PNG for a pug and a player, cached', async () => {
    for (const path of [
      '/api/pug/123/preview.png',
      '/api/pug/sixes-live1/preview.png',
      `/api/profile/${sid(1)}/preview.png`,
      `/api/profile/${sid(2)}/preview.png`,
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      expect(readPng(Buffer.from(await res.arrayBuffer()))).toMatchObject({ width: 1200, height: 630 });
    }
    expect((await fetch(`${server.url}/api/pug/123/preview.png`)).headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers 404 for an unknown pug or player and 400 for a malformed one', async () => {
    expect((await fetch(`${server.url}/api/pug/999/preview.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/profile/${sid(99)}/preview.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/profile/12/preview.png`)).status).toBe(400);
  });
});
