/**
 * Discord linking (docs/product.md "Entities": `discordid`, `isDiscordVerified`):
 * - GET /auth/discord/login?returnTo=  the signed-in player is sent to Discord's authorize page;
 *   the CSRF state, the player and where to return wait in a 10-minute, one-use, HMAC-signed cookie.
 * - GET /auth/discord/return           Discord sends the player back with a code (or an error);
 *   the code is exchanged, the account read, stored, and the player returned to the page.
 * - POST /auth/discord/unlink          forgets the linked account.
 * A Discord account links to one player only (a unique index; the refusal names the holder). Outcomes the player must hear about after the
 * redirect (denied, taken, Discord failing) arrive as a notification in the bottom bar.
 */
import { randomBytes } from 'node:crypto';
import { avatarUrl, discordTakenMessage, routes } from '@pug/domain';
import type { Context, Middleware } from 'koa';
import type { DiscordConfig } from '../auth/auth-config.ts';
import type { AuthDeps } from '../auth/auth-deps.ts';

/** What the Discord routes use of the app: sign-in's config, store, clock and its event catalogue. */
export type DiscordDeps = Pick<AuthDeps, 'config' | 'collections' | 'realtime' | 'logger' | 'now' | 'events' | 'publicOrigin'>;
import { sessionUser } from '../auth/guards.ts';
import { PENDING_DISCORD_COOKIE, setPendingLogin, takePendingLogin } from '../auth/pending-login.ts';
import { sameSitePath } from '../auth/return-to.ts';
import { isDuplicateKey } from '../db/errors.ts';
import { badRequest, notFound } from '../framework/errors.ts';
import { notifyUsers } from '../notifications/notify.ts';
import { DiscordLinkError, discordAuthorizeUrl, fetchDiscordUser, type DiscordUser } from './discord-oauth.ts';

const redirectUri = (origin: string) => `${origin}${routes.discordReturn.path}`;

function configured(deps: DiscordDeps): DiscordConfig {
  const discord = deps.config.auth.discord;
  if (!discord) throw notFound('Discord linking is not configured on this site', 'DISCORD_NOT_CONFIGURED');
  return discord;
}

export function discordLogin(deps: DiscordDeps): Middleware {
  return async (ctx) => {
    const discord = configured(deps);
    const user = sessionUser(ctx);
    const raw = typeof ctx.query.returnTo === 'string' && ctx.query.returnTo !== '' ? ctx.query.returnTo : '/';
    const returnTo = sameSitePath(raw);
    if (!returnTo) throw badRequest('returnTo must be a path on this site');
    const state = randomBytes(24).toString('base64url');
    setPendingLogin(
      ctx,
      deps.config.auth.cookieKey,
      { provider: 'discord', state, steamid: user.steamid, returnTo, createdAt: deps.now() },
      PENDING_DISCORD_COOKIE,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(discordAuthorizeUrl(discord, redirectUri(deps.publicOrigin()), state).href);
  };
}

function backTo(ctx: Context, deps: DiscordDeps, returnTo: string): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(`${deps.config.siteOrigins[0] ?? ''}${returnTo}`);
}

async function tell(deps: DiscordDeps, steamid: string, msg: string, variant: 'success' | 'error'): Promise<void> {
  await notifyUsers(deps, [steamid], { msg, variant });
}

type LinkOutcome = { linked: true } | { linked: false; holder: string };

/**
 * Stores the account on the player. The users' unique index on `discordid` (db/indexes.ts) makes
 * it atomic: of several players linking one Discord account at once, one write wins and the
 * others get a duplicate key, answered with the holder's alias.
 */
async function link(deps: DiscordDeps, steamid: string, account: DiscordUser): Promise<LinkOutcome> {
  const users = deps.collections.users;
  const me = await users.findOne({ _id: steamid }, { projection: { avatar: 1 } });
  if (!me) throw notFound('Your account no longer exists');
  // The avatar rule (docs/product.md "Entities") builds a Discord CDN URL from discordid + avatar: use the Discord
  // avatar only when the player has no picture of their own (a full URL wins in the rule).
  const ownPicture = avatarUrl({ avatar: me.avatar }) === me.avatar;
  try {
    await users.updateOne(
      { _id: steamid },
      { $set: { discordid: account.id, isDiscordVerified: true, ...(!ownPicture && account.avatar ? { avatar: account.avatar } : {}) } },
    );
    return { linked: true };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const holder = await users.findOne({ discordid: account.id }, { projection: { alias: 1 } });
    return { linked: false, holder: holder?.alias ?? 'another player' };
  }
}

export function discordReturn(deps: DiscordDeps): Middleware {
  return async (ctx) => {
    const discord = configured(deps);
    const user = sessionUser(ctx);
    const pending = takePendingLogin(ctx, deps.config.auth.cookieKey, deps.now(), PENDING_DISCORD_COOKIE);
    if (!pending || pending.provider !== 'discord' || pending.steamid !== user.steamid || ctx.query.state !== pending.state) {
      throw badRequest('This Discord link expired, was already used or was started by someone else: try again', 'DISCORD_LINK_EXPIRED');
    }
    if (typeof ctx.query.error === 'string') {
      await tell(deps, user.steamid, 'Discord linking was cancelled: your Discord account is not linked.', 'error');
      return backTo(ctx, deps, pending.returnTo);
    }
    const code = ctx.query.code;
    if (typeof code !== 'string' || code === '' || code.length > 512) throw badRequest('Discord sent no code back');
    try {
      const account = await fetchDiscordUser(discord, code, redirectUri(deps.publicOrigin()));
      const outcome = await link(deps, user.steamid, account);
      if (outcome.linked) {
        await deps.events.publish('user/changed', { steamid: user.steamid });
        await tell(deps, user.steamid, `Discord account ${account.global_name ?? account.username} linked.`, 'success');
      } else {
        await tell(deps, user.steamid, discordTakenMessage(outcome.holder), 'error');
      }
    } catch (error) {
      if (!(error instanceof DiscordLinkError)) throw error;
      deps.logger.warn({ steamid: user.steamid, reason: error.message }, 'discord link failed');
      await tell(deps, user.steamid, `Discord linking failed: ${error.message}.`, 'error');
    }
    backTo(ctx, deps, pending.returnTo);
  };
}

export function discordUnlink(deps: DiscordDeps): Middleware {
  return async (ctx) => {
    configured(deps);
    const user = sessionUser(ctx);
    const me = await deps.collections.users.findOne({ _id: user.steamid }, { projection: { avatar: 1, discordid: 1 } });
    if (!me?.discordid) throw notFound('No Discord account is linked');
    // A Discord avatar hash means nothing without the account: drop it, keep a picture of the player's own.
    const discordAvatar = me.avatar !== undefined && avatarUrl({ avatar: me.avatar }) !== me.avatar;
    await deps.collections.users.updateOne(
      { _id: user.steamid },
      { $set: { isDiscordVerified: false }, $unset: { discordid: '', ...(discordAvatar ? { avatar: '' } : {}) } },
    );
    await deps.events.publish('user/changed', { steamid: user.steamid });
    ctx.body = { ok: true };
  };
}
