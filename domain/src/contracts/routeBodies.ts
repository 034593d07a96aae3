/** The body schema of each route of the table (routes.ts) that takes one; the api parses every body with it. */
import type { z } from 'zod';
import {
  acceptSubBodySchema,
  appealBanBodySchema,
  appealDecisionBodySchema,
  cancelPugBodySchema,
  pugAutoSubBodySchema,
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
import { addServerBodySchema, editServerBodySchema } from './servers.ts';
import { preferencesBodySchema } from '../players/preferences.ts';
import type { RouteName } from './routes.ts';

export const routeBodies = {
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
  banPlayer: banPlayerBodySchema,
  deleteBan: deleteBanBodySchema,
  acceptAppeal: appealDecisionBodySchema,
  rejectAppeal: appealDecisionBodySchema,
  handleReport: handleReportBodySchema,
  cancelPug: cancelPugBodySchema,
  pugAutoSub: pugAutoSubBodySchema,
  endPugWithScore: endPugWithScoreBodySchema,
  forceSub: acceptSubBodySchema,
  preferences: preferencesBodySchema,
} as const satisfies Partial<Record<RouteName, z.ZodType>>;
