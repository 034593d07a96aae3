/** POST /api/preferences {hideTextEffects?, voicePack?} — the signed-in player's own preferences; answers them. */
import { preferencesBodySchema, type Preferences } from '@pug/domain';
import type { Middleware } from 'koa';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { unauthorized } from '../framework/errors.ts';
import { parseBody } from '../framework/validate.ts';

export function postPreferences(collections: Collections, changed: (steamid: string) => Promise<void>): Middleware {
  return async (ctx) => {
    const { steamid } = sessionUser(ctx);
    const body = parseBody(ctx, preferencesBodySchema);
    const $set: Record<string, unknown> = {};
    if (body.hideTextEffects !== undefined) $set['preferences.hideTextEffects'] = body.hideTextEffects;
    if (body.voicePack !== undefined) $set['preferences.voicePack'] = body.voicePack;
    const user = await collections.users.findOneAndUpdate({ _id: steamid }, { $set }, { returnDocument: 'after', projection: { preferences: 1 } });
    if (!user) throw unauthorized('Not signed in');
    await changed(steamid);
    ctx.body = user.preferences satisfies Preferences;
  };
}
