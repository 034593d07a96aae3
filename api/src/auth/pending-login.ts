/**
 * The state of a sign-in between the redirect out and the return: provider, CSRF `state`, OIDC
 * nonce and PKCE verifier, and where to go afterwards. Kept in a short-lived HttpOnly,
 * SameSite=Lax cookie scoped to /auth (Lax: it comes back on the provider's top-level redirect),
 * so any api process can finish the sign-in. Used once: cleared at the return.
 */
import type { Context } from 'koa';
import { z } from 'zod';

export const PENDING_COOKIE = 'pug_login';
export const PENDING_TTL_MS = 10 * 60_000;

const pendingSchema = z.object({
  provider: z.enum(['sso', 'steam']),
  state: z.string().min(16).max(128),
  nonce: z.string().max(128).optional(),
  verifier: z.string().max(128).optional(),
  returnTo: z.string().startsWith('/').max(2000),
  createdAt: z.number(),
});
export type PendingLogin = z.infer<typeof pendingSchema>;

export function setPendingLogin(ctx: Context, pending: PendingLogin): void {
  const value = Buffer.from(JSON.stringify(pending)).toString('base64url');
  ctx.cookies.set(PENDING_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/auth',
    maxAge: PENDING_TTL_MS,
    overwrite: true,
  });
}

/** The pending sign-in of this browser, or null (absent, malformed or too old); always clears it. */
export function takePendingLogin(ctx: Context, now: number): PendingLogin | null {
  const raw = ctx.cookies.get(PENDING_COOKIE);
  ctx.cookies.set(PENDING_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: ctx.secure, path: '/auth', maxAge: 0, overwrite: true });
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = pendingSchema.safeParse(json);
  if (!parsed.success || now - parsed.data.createdAt > PENDING_TTL_MS) return null;
  return parsed.data;
}
