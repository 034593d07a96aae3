/**
 * Map pictures: GET /api/maps/{id}/image draws an SVG card for a map nobody
 * uploaded a picture for; PUT /api/maps/{id}/image (admin) takes a PNG, JPEG or WebP by its magic
 * bytes only, at most 200 KB, and the picture is served with its sniffed type and nosniff.
 */
import { describe, expect, it } from 'vitest';
import { MAP_IMAGE_MAX_BYTES, type MapsResponse } from '@pug/domain';
import type { Database } from '../db/index.ts';
import { useLoopSite, TestPlayer, type LoopSite } from '../testing/loop-site.ts';

let db: Database;
let site: LoopSite;
let admin: TestPlayer;
let player: TestPlayer;

useLoopSite(8750, (world) => ({ db, site, admin, player } = world as Required<typeof world>), { seed: true, sockets: false, player: 8751 });

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  bytes.fill(7, PNG_SIGNATURE.length);
  return bytes;
};
const upload = (who: TestPlayer | null, id: string, body: Uint8Array | string, contentType = 'image/png') =>
  fetch(`${site.url}/api/maps/${id}/image`, {
    method: 'PUT',
    headers: { 'content-type': contentType, ...(who ? { cookie: who.cookie } : {}) },
    body,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as MapsResponse & { error: { code: string; message: string } } }));
const image = (id: string, headers: Record<string, string> = {}) => fetch(`${site.url}/api/maps/${id}/image`, { headers });

describe('GET /api/maps/{id}/image', () => {
  it('draws a card for a map with no picture: SVG named after the map, cached, nosniff, no script', async () => {
    const res = await image('cp_process_final');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const svg = await res.text();
    expect(svg).toContain('PROCESS');
    expect(svg).toContain('Control Points');
    expect(svg).not.toMatch(/<script|on\w+=|href/i);
    expect(svg.length).toBeLessThan(1500);
    const again = await image('cp_process_final', { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('is 404 JSON for a name that is no map name', async () => {
    const res = await image('not-a-map');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});

describe('PUT /api/maps/{id}/image', () => {
  it('is for admins only: 401 signed out, 403 for a player; nothing stored', async () => {
    expect((await upload(null, 'cp_sunshine', png())).status).toBe(401);
    expect((await upload(player, 'cp_sunshine', png())).status).toBe(403);
    expect((await db.collections.maps.findOne({ _id: 'cp_sunshine' }))?.image).toBeUndefined();
  });

  it('refuses an SVG, a text file sent as image/png and an empty body with 400, whatever the Content-Type says', async () => {
    const svg = await upload(admin, 'cp_sunshine', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml');
    expect(svg.status).toBe(400);
    expect(svg.body.error.message).toBe('The image must be a PNG, JPEG or WebP file');
    const text = await upload(admin, 'cp_sunshine', 'hello, I am map.png', 'image/png');
    expect(text.status).toBe(400);
    expect(text.body.error.code).toBe('BAD_IMAGE');
    expect((await upload(admin, 'cp_sunshine', new Uint8Array(0))).status).toBe(400);
    expect((await upload(admin, 'cp_sunshine', '{"image":"x"}', 'application/json')).status).toBe(400);
    expect((await db.collections.maps.findOne({ _id: 'cp_sunshine' }))?.image).toBeUndefined();
  });

  it('refuses a picture over 200 KB with 413', async () => {
    const res = await upload(admin, 'cp_sunshine', png(MAP_IMAGE_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The image is larger than 200 KB');
    expect((await db.collections.maps.findOne({ _id: 'cp_sunshine' }))?.image).toBeUndefined();
  });

  it('is 404 for a map not in the pool', async () => {
    const res = await upload(admin, 'cp_nowhere_b1', png());
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('stores a PNG sent as application/octet-stream and serves it as image/png with nosniff; the list says its version, not its bytes', async () => {
    const bytes = png(MAP_IMAGE_MAX_BYTES);
    const res = await upload(admin, 'cp_sunshine', bytes, 'application/octet-stream');
    expect(res.status).toBe(200);
    const entry = res.body.find((m) => m._id === 'cp_sunshine')!;
    expect(entry.imageVersion).toMatch(/^[0-9a-f]{24}$/);
    expect(Object.keys(entry)).not.toContain('image');
    const served = await image('cp_sunshine');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const audit = await db.collections.auditLog.findOne({ action: 'uploadMapImage' });
    expect(audit?.target).toMatchObject({ kind: 'map', id: 'cp_sunshine' });
  });
});
