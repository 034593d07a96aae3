/** POST /api/preferences {hideTextEffects?, voicePack?, nightAddDm?} — the signed-in player's own preferences; answers them. */
import { type Preferences } from '@pug/domain';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { unauthorized } from '../framework/errors.ts';
import type { BodyHandler } from '../framework/mount.ts';

export function postPreferences(collections: Collections, changed: (steamid: string) => Promise<void>): BodyHandler<'preferences'> {
  return async (ctx, body) => {
    const { steamid } = sessionUser(ctx);
    const $set: Record<string, unknown> = {};
    if (body.hideTextEffects !== undefined) $set['preferences.hideTextEffects'] = body.hideTextEffects;
    if (body.voicePack !== undefined) $set['preferences.voicePack'] = body.voicePack;
    if (body.nightAddDm !== undefined) $set['preferences.nightAddDm'] = body.nightAddDm;
    const user = await collections.users.findOneAndUpdate({ _id: steamid }, { $set }, { returnDocument: 'after', projection: { preferences: 1 } });
    if (!user) throw unauthorized('Not signed in');
    await changed(steamid);
    ctx.body = user.preferences satisfies Preferences;
  };
}
