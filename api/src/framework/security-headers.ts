/**
 * Security headers on every response the api sends (JSON, errors, the built frontends):
 * a Content-Security-Policy that lets the host load its Module Federation remotes from their
 * origins and nothing else run script, nosniff, no framing by other sites, a strict referrer
 * policy, and HSTS behind TLS. Storybook (a design document built by its own tool, with inline
 * bootstrap scripts and a preview iframe of its own) gets a looser policy on its path only.
 * A handler may replace the policy for its own page (the dev sign-in page uses a nonce).
 */
import { MATCH_LOG_ORIGIN } from '@pug/domain';
import type { Middleware } from 'koa';

export interface SecurityHeaderOptions {
  /** Where each remote's mf-manifest.json lives (relative = this origin). */
  remoteManifests: readonly string[];
  /** The api's own origin when it differs from the site's (PUBLIC_API_ORIGIN). */
  publicApiOrigin?: string | undefined;
  /** HSTS only in production, and only over TLS. */
  production: boolean;
}

const HSTS = 'max-age=31536000; includeSubDomains';
const STORYBOOK_PREFIX = '/storybook/';

/** The absolute origins among `urls` (relative ones are this origin, already 'self'). */
function originsOf(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) if (url && /^https?:\/\//.test(url) && URL.canParse(url)) origins.add(new URL(url).origin);
  return [...origins].sort();
}

function sitePolicy(opts: SecurityHeaderOptions): string {
  const remotes = originsOf(opts.remoteManifests);
  const api = originsOf([opts.publicApiOrigin]);
  const wsApi = api.map((origin) => origin.replace(/^http/, 'ws'));
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // Radix's scroll lock injects a <style>; components set style props.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // Avatars come from Steam's and Discord's CDNs; map images and icons from the site.
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:', ...remotes],
    'media-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...remotes, ...api, ...wsApi, MATCH_LOG_ORIGIN],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** Storybook's static build bootstraps with inline scripts and frames its own preview. */
function storybookPolicy(): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

/** A page of the api's own with one inline script and style, allowed by `nonce`. */
export function noncePolicy(nonce: string): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`],
    'style-src': [`'nonce-${nonce}'`],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Responses that are only ever a page's subresource: a script, a style sheet, a font, an image,
 * a sound. The page's own policy governs them, so the document-level headers (CSP, framing,
 * COOP, Permissions-Policy) would be bytes on every one of them for nothing (the site uses no
 * workers, whose policy would come from their script's answer). nosniff and Referrer-Policy stay
 * (a style sheet's own requests follow its Referrer-Policy).
 */
const SUBRESOURCE_TYPES = /^(?:application\/javascript|text\/javascript|text\/css|font\/|image\/(?!svg)|audio\/)/;

export function securityHeaders(opts: SecurityHeaderOptions): Middleware {
  // The same headers on every response: built once, set straight on the Node response.
  const every: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ];
  const documentOnly: [string, string][] = [
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ];
  const site: [string, string][] = [['Content-Security-Policy', sitePolicy(opts)], ['X-Frame-Options', 'DENY'], ...documentOnly];
  const storybook: [string, string][] = [['Content-Security-Policy', storybookPolicy()], ['X-Frame-Options', 'SAMEORIGIN'], ...documentOnly];
  return async (ctx, next) => {
    const res = ctx.res;
    for (const [name, value] of every) res.setHeader(name, value);
    if (opts.production && ctx.secure) res.setHeader('Strict-Transport-Security', HSTS);
    try {
      await next();
    } finally {
      // After the handler: it knows what it answered, and may have set a policy of its own (a nonce).
      if (!res.headersSent && !SUBRESOURCE_TYPES.test(String(res.getHeader('Content-Type') ?? ''))) {
        for (const [name, value] of ctx.path.startsWith(STORYBOOK_PREFIX) ? storybook : site) if (!res.hasHeader(name)) res.setHeader(name, value);
      }
    }
  };
}
