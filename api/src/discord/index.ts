import type { FeatureFactory } from '../framework/feature.ts';
import { discordLogin, discordReturn, discordUnlink } from './discord-link.ts';

/** Discord linking (routes under /auth/discord/…); answers 404 when DISCORD_CLIENT_ID/SECRET are unset. */
export const discordFeature: FeatureFactory = ({ config, collections, realtime, logger, now, events, publicOrigin }) => {
  const deps = { config, collections, realtime, logger, now, events, publicOrigin };
  return {
    name: 'discord',
    routes(mount) {
      mount('discordLogin', discordLogin(deps));
      mount('discordReturn', discordReturn(deps));
      mount('discordUnlink', discordUnlink(deps));
    },
  };
};
