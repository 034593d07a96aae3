/**
 * The site's index.html with a page's link-preview tags (Open Graph, Twitter card) and title,
 * for crawlers that run no script. Every value is escaped for an attribute or text: an alias is
 * the player's own text.
 */
import type { Preview } from './previews.ts';

const SITE = 'TF2 Pugs';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The tags of `preview`, absolute URLs from `origin` (configuration, never the request's Host). */
export function previewTags(preview: Preview, origin: string, imageSize: { width: number; height: number }): string {
  const image = `${origin}${preview.imagePath}`;
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', `${origin}${preview.path}`),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(imageSize.width)),
    meta('property', 'og:image:height', String(imageSize.height)),
    meta('property', 'og:image:alt', preview.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', preview.imageAlt),
    meta('name', 'description', preview.description),
  ].join('\n    ');
}

/** `html` with the page's title and the tags before `</head>`; unchanged when it has no head. */
export function withPreview(html: string, preview: Preview, tags: string): string {
  const head = html.indexOf('</head>');
  if (head === -1) return html;
  const titled = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(preview.title)} · ${SITE}</title>`);
  const at = titled.indexOf('</head>');
  return `${titled.slice(0, at)}  ${tags}\n  ${titled.slice(at)}`;
}
