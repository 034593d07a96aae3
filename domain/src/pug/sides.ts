/**
 * Which pug team plays on BLU, from the colours the pug's players were seen on: most of them
 * decide, and a tie (or nobody seen) keeps `tie`. One rule for the live match tracker (the
 * server's log: api/src/servers/logs/match-tracker.ts) and for reading a logs.tf result, whose
 * players carry the colour they ended on (pug/reconciliation.ts).
 */
import type { SteamId, TeamName } from '../entities.ts';

export function pugTeamOnBlu(roster: Readonly<Record<SteamId, TeamName>>, colours: Readonly<Record<SteamId, TeamName>>, tie: TeamName | null): TeamName | null {
  let usual = 0;
  let swapped = 0;
  for (const [steamid, colour] of Object.entries(colours)) {
    const team = roster[steamid];
    if (!team) continue;
    if (team === colour) usual++;
    else swapped++;
  }
  if (usual === swapped) return tie;
  return usual > swapped ? 'blu' : 'red';
}
