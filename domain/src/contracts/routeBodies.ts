/**
 * The body schema of each route of the table (routes.ts) that takes a JSON one: the api's `mount`
 * (api/src/framework/mount.ts) parses the body with it and hands the handler the result. The
 * development sign-in's body is parsed by its handler once it knows that sign-in is on
 * (api/src/auth/dev-login.ts): a site without it answers 404 to any body.
 */
import type { z } from 'zod';
import {
  acceptSubBodySchema,
  appealBanBodySchema,
  appealDecisionBodySchema,
  cancelPugBodySchema,
  pugAutoSubBodySchema,
  useLogsTfScoreBodySchema,
  endPugWithScoreBodySchema,
  handleReportBodySchema,
  banPlayerBodySchema,
  captainBodySchema,
  customSeasonBodySchema,
  deleteBanBodySchema,
  editMapBodySchema,
  mapBodySchema,
  pugHistoryDictBodySchema,
  queueRoleBodySchema,
  rejectCustomSeasonBodySchema,
  reportPlayerBodySchema,
  teamRoleBodySchema,
  userDictBodySchema,
} from './http.ts';
import { addServerBodySchema, editServerBodySchema, pugRconBodySchema, pugServerActionBodySchema } from './servers.ts';
import { markFriendBodySchema, pickBodySchema, prereadyBodySchema, refuseFriendBodySchema, voteMapBodySchema } from './lobbyBodies.ts';
import { preferencesBodySchema } from '../players/preferences.ts';
import { announcementBodySchema } from './announcements.ts';
import { chatMessageBodySchema, chatMuteBodySchema, chatWordsBodySchema } from './chat.ts';
import { liftCooldownBodySchema } from './reliability.ts';
import { adjustRatingBodySchema } from './ratings.ts';
import { nightAddBodySchema } from './nightAdd.ts';
import type { RouteName } from './routes.ts';

export const routeBodies = {
  liftCooldown: liftCooldownBodySchema,
  adjustRating: adjustRatingBodySchema,
  customSeason: customSeasonBodySchema,
  rejectCustomSeason: rejectCustomSeasonBodySchema,
  teamRole: teamRoleBodySchema,
  appealBan: appealBanBodySchema,
  acceptSub: acceptSubBodySchema,
  pugHistoryDict: pugHistoryDictBodySchema,
  addMap: mapBodySchema,
  editMap: editMapBodySchema,
  reportPlayer: reportPlayerBodySchema,
  userDict: userDictBodySchema,
  addServer: addServerBodySchema,
  editServer: editServerBodySchema,
  captain: captainBodySchema,
  queueRole: queueRoleBodySchema,
  voteMap: voteMapBodySchema,
  pick: pickBodySchema,
  preready: prereadyBodySchema,
  addForNight: nightAddBodySchema,
  markFriend: markFriendBodySchema,
  refuseFriend: refuseFriendBodySchema,
  voteSub: acceptSubBodySchema,
  banPlayer: banPlayerBodySchema,
  deleteBan: deleteBanBodySchema,
  acceptAppeal: appealDecisionBodySchema,
  rejectAppeal: appealDecisionBodySchema,
  handleReport: handleReportBodySchema,
  cancelPug: cancelPugBodySchema,
  pugAutoSub: pugAutoSubBodySchema,
  endPugWithScore: endPugWithScoreBodySchema,
  useLogsTfScore: useLogsTfScoreBodySchema,
  forceSub: acceptSubBodySchema,
  reinitializePugServer: pugServerActionBodySchema,
  reassignPugServer: pugServerActionBodySchema,
  pugRcon: pugRconBodySchema,
  preferences: preferencesBodySchema,
  addAnnouncement: announcementBodySchema,
  editAnnouncement: announcementBodySchema,
  postChat: chatMessageBodySchema,
  muteChat: chatMuteBodySchema,
  putChatWords: chatWordsBodySchema,
} as const satisfies Partial<Record<RouteName, z.ZodType>>;

/** The routes that take a JSON body. */
export type BodyRouteName = keyof typeof routeBodies;
/** A route's parsed body, as its handler receives it and a page builds it (mf-queue/src/lobby/useLobbyClient.ts). */
export type RouteBody<N extends BodyRouteName> = z.output<(typeof routeBodies)[N]>;
