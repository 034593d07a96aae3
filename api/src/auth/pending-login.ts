/**
 * The state of a sign-in between the redirect out and the return: provider, CSRF `state`, OIDC
 * nonce and PKCE verifier, and where to go afterwards. Kept in a short-lived HttpOnly,
 * SameSite=Lax cookie scoped to /auth (Lax: it comes back on the provider's top-level redirect),
 * so any api process can finish the sign-in. Used once: cleared at the return. The value is
 * `<payload>.<HMAC-SHA256>` under the api's cookie key: a cookie the api did not write (planted
 * by a sibling subdomain, or edited) is refused like a missing one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { z } from 'zod';
import { sameSitePath } from './return-to.ts';

export const PENDING_COOKIE = 'pug_login';
const PENDING_TTL_MS = 10 * 60_000;

const pendingSchema = z.object({
  provider: z.enum(['sso', 'steam', 'discord']),
  /** Discord linking: the signed-in player who started it (the return must be theirs). */
  steamid: z.string().max(32).optional(),
  state: z.string().min(16).max(128),
  nonce: z.string().max(128).optional(),
  verifier: z.string().max(128).optional(),
  returnTo: z.string().refine((v) => sameSitePath(v) === v),
  createdAt: z.number(),
});
export type PendingLogin = z.infer<typeof pendingSchema>;

const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** Discord linking keeps its own pending state, so it never clobbers a sign-in under way. */
export const PENDING_DISCORD_COOKIE = 'pug_discord';

export function setPendingLogin(ctx: Context, key: Buffer, pending: PendingLogin, name = PENDING_COOKIE): void {
  const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
  const value = `${payload}.${signature(key, payload).toString('base64url')}`;
  ctx.cookies.set(name, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/auth',
    maxAge: PENDING_TTL_MS,
    overwrite: true,
  });
}

/** The pending sign-in of this browser, or null (absent, malformed or too old); always clears it. */
export function takePendingLogin(ctx: Context, key: Buffer, now: number, name = PENDING_COOKIE): PendingLogin | null {
  const raw = ctx.cookies.get(name);
  ctx.cookies.set(name, '', { httpOnly: true, sameSite: 'lax', secure: ctx.secure, path: '/auth', maxAge: 0, overwrite: true });
  const [payload, mac, extra] = (raw ?? '').split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = signature(key, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = pendingSchema.safeParse(json);
  if (!parsed.success || now - parsed.data.createdAt > PENDING_TTL_MS) return null;
  return parsed.data;
}
