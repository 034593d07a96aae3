/** A user document with the defaults of a new player (docs/product.md "Entities" self user): the one place they are written. */
import { aliasFields } from './alias-prefix.ts';
import type { UserDoc } from './documents.ts';

export function newUserDoc(who: { steamid: string; alias: string; avatar?: string; isAdmin?: boolean }, now: number): UserDoc {
  return {
    _id: who.steamid,
    steamid: who.steamid,
    ...aliasFields(who.alias),
    ...(who.avatar ? { avatar: who.avatar } : {}),
    isDiscordVerified: false,
    isAdmin: who.isAdmin ?? false,
    isDonor: false,
    completeTutorial: false,
    playerHistory: { lastUpdated: 0, data: [] },
    missingRoles: [],
    preferences: { hideTextEffects: false, voicePack: 'default' },
    hat: null,
    elos: {},
    createdAt: now,
    lastSeenAt: now,
  };
}
