import { requireUser } from '../auth/guards.ts';
import type { FeatureFactory } from '../framework/feature.ts';
import { discordLogin, discordReturn, discordUnlink } from './discord-link.ts';

/** Discord linking (routes under /auth/discord/…); answers 404 when DISCORD_CLIENT_ID/SECRET are unset. */
export const discordFeature: FeatureFactory = ({ config, collections, realtime, logger, now, events, publicOrigin }) => {
  const deps = { config, collections, realtime, logger, now, events, publicOrigin };
  return {
    name: 'discord',
    routes(router) {
      router.get('/auth/discord/login', requireUser, discordLogin(deps));
      router.get('/auth/discord/return', requireUser, discordReturn(deps));
      router.post('/auth/discord/unlink', requireUser, discordUnlink(deps));
    },
  };
};
