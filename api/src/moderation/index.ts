/**
 * Admin and moderation (issue 10): bans and captain restrictions, appeals, reports, the admin
 * player search and the audit log. Paths, bodies and auth come from the domain route table; each
 * route declares its guard. A stored ban is published as `player/banned` (framework/events.ts).
 */
import { routes } from '@pug/domain';
import { requireAdmin, requireUser } from '../auth/guards.ts';
import type { FeatureFactory } from '../framework/feature.ts';
import { getAppeals, postAppealBan, postAppealDecision } from './appeals.ts';
import { postBanPlayer, postDeleteBan } from './bans.ts';
import type { ModerationDeps } from './deps.ts';
import { getAdminPlayer } from './getAdminPlayer.ts';
import { getAdminPlayers } from './getAdminPlayers.ts';
import { getAuditLog } from './getAuditLog.ts';
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
    routes(router) {
      router.post(routes.banPlayer.path, requireAdmin, postBanPlayer(deps));
      router.post(routes.deleteBan.path, requireAdmin, postDeleteBan(deps));
      router.post(routes.appealBan.path, requireUser, postAppealBan(deps));
      router.get(routes.appeals.path, requireAdmin, getAppeals(deps));
      router.post(routes.acceptAppeal.path, requireAdmin, postAppealDecision(deps, 'accept'));
      router.post(routes.rejectAppeal.path, requireAdmin, postAppealDecision(deps, 'reject'));
      router.post(routes.reportPlayer.path, requireUser, postReportPlayer(deps));
      router.get(routes.allReports.path, requireAdmin, getAllReports(deps));
      router.delete(routes.deleteReport.path, requireAdmin, deleteReport(deps));
      router.post(routes.handleReport.path, requireAdmin, postHandleReport(deps));
      router.get(routes.adminPlayers.path, requireAdmin, getAdminPlayers(deps));
      router.get(routes.adminPlayer.path, requireAdmin, getAdminPlayer(deps));
      router.get(routes.auditLog.path, requireAdmin, getAuditLog(collections));
    },
  };
};
