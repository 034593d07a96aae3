import { authFeature } from './auth/index.ts';
import { discordFeature } from './discord/index.ts';
import { mapsFeature } from './maps/index.ts';
import { moderationFeature } from './moderation/index.ts';
import { notificationsFeature } from './notifications/index.ts';
import { playersFeature } from './players/index.ts';
import { profilesFeature } from './profiles/index.ts';
import { seasonsFeature } from './seasons/index.ts';
import { pugsFeature } from './pugs/index.ts';
import { queuesFeature } from './queues/index.ts';
import { gameServersFeature } from './servers/index.ts';
import type { FeatureFactory } from './framework/feature.ts';

/**
 * The api's capabilities, in the order they are built, their middleware runs and they start
 * (health, remotes.json and the configured queue list need no database and stay in app.ts).
 * Each gets what the earlier ones offer (framework/feature.ts `Offers`): sign-in comes first (its
 * session reader sets `ctx.state.user` for every later guard), pugs offers the live pugs to the
 * queue lobby and its result feed to the game servers; moderation and maps offer the lobbies bans
 * and map pool changes.
 */
export const FEATURES: FeatureFactory[] = [
  authFeature,
  playersFeature,
  moderationFeature,
  profilesFeature,
  seasonsFeature,
  mapsFeature,
  pugsFeature,
  queuesFeature,
  gameServersFeature,
  notificationsFeature,
  discordFeature,
];
