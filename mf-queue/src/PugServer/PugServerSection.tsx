import { Stack } from '@pug/design-system';
import type { Pug, SteamId } from '@pug/domain';
import { JoinServerPanel } from './JoinServerPanel.tsx';
import { MatchLinks } from './MatchLinks.tsx';
import { ServerSetupSteps } from './ServerSetupSteps.tsx';
import { ServerStatus } from './ServerStatus.tsx';
import { SourceTvPanel } from './SourceTvPanel.tsx';
import { usePugCreds } from './usePugCreds.ts';
import { usePugServer } from './usePugServer.ts';

export interface PugServerSectionProps {
  pug: Pug;
  viewer: SteamId | null;
  /** Whether the seated player's "Join server" panel is in this section (the pug's page shows it first instead, PugJoinBlock). */
  withJoin?: boolean;
}

const seatedIn = (pug: Pug, viewer: SteamId | null) => viewer !== null && (Object.hasOwn(pug.teams.blu, viewer) || Object.hasOwn(pug.teams.red, viewer));

/**
 * The seated player's "Join server" panel of a live pug (nothing for anyone else, nor once it is
 * over, nor for a banned player): first on the pug's page.
 */
export function PugJoinBlock({ pug, viewer, headingLevel }: { pug: Pug; viewer: SteamId | null; headingLevel?: 2 | 3 }) {
  const { creds, hidden, loading } = usePugCreds(pug._id, seatedIn(pug, viewer) && pug.phase !== 'Complete');
  return hidden ? null : <JoinServerPanel creds={creds} loading={loading} headingLevel={headingLevel} />;
}

/**
 * A pug's game server: while it runs, its status and SourceTV for everyone, and (with `withJoin`)
 * the "Join server" panel for its seated players; once complete, the match log and demo.
 */
export function PugServerSection({ pug, viewer, withJoin = true }: PugServerSectionProps) {
  const complete = pug.phase === 'Complete';
  const server = usePugServer(pug, !complete);
  if (complete) return <MatchLinks pug={pug} />;
  return (
    <Stack gap="sm">
      {withJoin ? <PugJoinBlock pug={pug} viewer={viewer} /> : null}
      {server ? <ServerStatus server={server} pugMap={pug.map} /> : null}
      <ServerSetupSteps pug={pug} />
      {server?.sourceTv ? <SourceTvPanel sourceTv={server.sourceTv} /> : null}
    </Stack>
  );
}
