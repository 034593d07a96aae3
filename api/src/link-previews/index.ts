/**
 * Link previews (docs/product.md "Link previews"): a shared pug or player page names its pug or
 * player to a crawler that runs no script. `GET /pugs/:id` and `GET /players/:steamid` answer the
 * host's index.html with Open Graph and Twitter card tags (html-preview.ts), before the static
 * serving; an unknown or malformed pug or player gets the plain page, whatever the crawler's
 * `Accept` (the SPA says it is unknown). The image routes draw the PNG card (preview-cards.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Middleware } from 'koa';
import { steamIdParamsSchema } from '@pug/domain';
import type { FeatureFactory } from '../framework/feature.ts';
import { notFound } from '../framework/errors.ts';
import { parseParams } from '../framework/validate.ts';
import type { Collections } from '../db/index.ts';
import { previewTags, withPreview } from './html-preview.ts';
import { CARD_HEIGHT, CARD_WIDTH, playerCard, pugCard } from './preview-cards.ts';
import { findPlayer, findPug, playerPreview, pugPreview, type Preview } from './previews.ts';

const PAGE = /^\/(pugs|players)\/([^/]+)\/?$/;
/** A finished pug's card changes no more; a live one's, and a player's, within minutes. */
const CARD_CACHE = { final: 'public, max-age=86400', live: 'public, max-age=300' };

export const linkPreviewsFeature: FeatureFactory = ({ collections, config, publicOrigin }) => {
  const indexHtml = join(config.staticRoot, 'host', 'dist', 'index.html');
  return {
    name: 'link-previews',
    middleware: [previewPages(collections, indexHtml, publicOrigin)],
    routes(mount) {
      mount('pugPreviewImage', async (ctx) => {
        const pug = await findPug(collections, String(ctx.params.id));
        if (!pug) throw notFound('That pug does not exist');
        sendPng(ctx, pugCard(pug), pug.phase === 'Complete' ? CARD_CACHE.final : CARD_CACHE.live);
      });
      mount('playerPreviewImage', async (ctx) => {
        const { id } = parseParams(ctx, steamIdParamsSchema);
        const user = await findPlayer(collections, id);
        if (!user) throw notFound(`No player with the Steam ID ${id} has played here`);
        sendPng(ctx, playerCard(user), CARD_CACHE.live);
      });
    },
  };
};

function sendPng(ctx: Context, png: Buffer, cache: string): void {
  ctx.type = 'image/png';
  ctx.set('Cache-Control', cache);
  ctx.body = png;
}

function previewPages(collections: Collections, indexHtml: string, origin: () => string): Middleware {
  return async (ctx, next): Promise<void> => {
    const match = (ctx.method === 'GET' || ctx.method === 'HEAD') && PAGE.exec(ctx.path);
    if (!match) return next() as Promise<void>;
    const [, kind, id = ''] = match;
    let preview: Preview | null = null;
    if (kind === 'pugs') {
      const pug = await findPug(collections, id);
      preview = pug ? await pugPreview(collections, pug) : null;
    } else {
      const user = await findPlayer(collections, id);
      preview = user ? playerPreview(user) : null;
    }
    const html = await readFile(indexHtml, 'utf8').catch(() => null);
    if (!html) return next() as Promise<void>; // not built: the static serving says so
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = preview ? withPreview(html, preview, previewTags(preview, origin(), { width: CARD_WIDTH, height: CARD_HEIGHT })) : html;
  };
}
