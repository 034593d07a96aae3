/**
 * `pug/completed`: a pug won by a blowout margin for its map kind (its balance report, domain
 * pug/balanceReport.ts, BLOWOUT_MARGIN_*) is told to every admin on the site, and so in the Discord
 * admin channel (`admin/notified`), with its players and the ratings they played it with.
 */
import { displayElo, formatMatchDuration, MAP_KIND_LABELS, oddsLabel, pugLabel, roleDisplayName, type TeamName } from '@pug/domain';
import type { FeatureContext } from '../framework/feature.ts';
import type { Reaction } from '../framework/reactions.ts';
import { notifyAdmins } from '../notifications/notify.ts';

const TEAM: Record<TeamName, string> = { blu: 'BLU', red: 'RED' };

export function tellAdminsOfBlowouts(ctx: FeatureContext): Reaction<'pug/completed'> {
  return async ({ pug }) => {
    const report = pug.balance;
    if (!report?.blowout || report.winner === 'draw') return;
    const doc = await ctx.collections.pugs.findOne({ _id: pug._id }, { projection: { eloChanges: 1, teams: 1 } });
    const teams = doc?.teams ?? pug.teams;
    const steamids = [...Object.keys(teams.blu), ...Object.keys(teams.red)];
    const users = await ctx.collections.users.find({ _id: { $in: steamids } }, { projection: { alias: 1 } }).toArray();
    const alias = new Map(users.map((u) => [u._id, u.alias]));
    // The rating each played the pug with: before its elo change (a sub's seat has it from the change).
    const side = (team: TeamName) =>
      `${TEAM[team]}: ${Object.entries(teams[team])
        .map(([steamid, seat]) => {
          const elo = doc?.eloChanges?.[steamid]?.from ?? seat.elo;
          return `${alias.get(steamid) ?? steamid} (${roleDisplayName(seat.role)}${elo === undefined ? '' : ` ${displayElo(elo)}`})`;
        })
        .join(', ')}`;
    const [high, low] = [Math.max(...report.score), Math.min(...report.score)];
    const lasted = report.durationMs === null ? '' : ` in ${formatMatchDuration(report.durationMs)}`;
    const predicted = report.predictedBlu === null ? 'no prediction' : `predicted ${oddsLabel(report.predictedBlu)}`;
    await notifyAdmins(
      { ...ctx, adminSteamids: ctx.config.auth.adminSteamids },
      {
        msg: `Blowout in pug ${pugLabel(pug)} on ${pug.map} (${MAP_KIND_LABELS[report.mapKind]}): ${TEAM[report.winner]} won ${high}–${low}${lasted}, ${predicted}. ${side('blu')}. ${side('red')}.`,
        variant: 'warning',
        url: `/pugs/${pug._id}`,
      },
    );
  };
}
