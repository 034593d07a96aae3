/**
 * Admin and moderation: bans and captain restrictions, appeals, reports, the admin
 * player search and the audit log. Paths, bodies and auth come from the domain route table; each
 * route declares its guard. A stored ban is published as `player/banned` (framework/events.ts).
 */
import type { FeatureFactory } from '../framework/feature.ts';
import { getAppeals, postAppealBan, postAppealDecision } from './appeals.ts';
import { postBanPlayer, postDeleteBan } from './bans.ts';
import type { ModerationDeps } from './deps.ts';
import { getAdminPlayer } from './getAdminPlayer.ts';
import { getAdminPlayers } from './getAdminPlayers.ts';
import { getAdminRatings } from './getAdminRatings.ts';
import { getAuditLog } from './getAuditLog.ts';
import { postAdjustRating } from './postAdjustRating.ts';
import { deleteReport, getAllReports, postHandleReport, postReportPlayer } from './reports.ts';

export const moderationFeature: FeatureFactory = ({ collections, realtime, now, config, events }) => {
  const adminSteamids = config.auth.adminSteamids;
  const deps: ModerationDeps = {
    collections,
    realtime,
    now,
    adminSteamids,
    events,
  };
  return {
    name: 'moderation',
    routes(mount) {
      mount('banPlayer', postBanPlayer(deps));
      mount('deleteBan', postDeleteBan(deps));
      mount('appealBan', postAppealBan(deps));
      mount('appeals', getAppeals(deps));
      mount('acceptAppeal', postAppealDecision(deps, 'accept'));
      mount('rejectAppeal', postAppealDecision(deps, 'reject'));
      mount('reportPlayer', postReportPlayer(deps));
      mount('allReports', getAllReports(deps));
      mount('deleteReport', deleteReport(deps));
      mount('handleReport', postHandleReport(deps));
      mount('adminPlayers', getAdminPlayers(deps));
      mount('adminPlayer', getAdminPlayer({ ...deps, reliability: config.reliability }));
      mount('adminPlayerRatings', getAdminRatings(deps));
      mount('adjustRating', postAdjustRating(deps));
      mount('auditLog', getAuditLog(collections));
    },
  };
};
