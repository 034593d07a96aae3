import { Stack } from '@pug/design-system';
import type { Pug, SteamId } from '@pug/domain';
import { JoinServerPanel } from './JoinServerPanel.tsx';
import { MatchLinks } from './MatchLinks.tsx';
import { ServerStatus } from './ServerStatus.tsx';
import { SourceTvPanel } from './SourceTvPanel.tsx';
import { usePugCreds } from './usePugCreds.ts';
import { usePugServer } from './usePugServer.ts';

export interface PugServerSectionProps {
  pug: Pug;
  viewer: SteamId | null;
}

/**
 * Under a pug's teams: while it runs, its game server for everyone and the "Join server" panel
 * for its seated players (issue 6); once complete, the match log and demo.
 */
export function PugServerSection({ pug, viewer }: PugServerSectionProps) {
  const complete = pug.phase === 'Complete';
  const seated = viewer !== null && (Object.hasOwn(pug.teams.blu, viewer) || Object.hasOwn(pug.teams.red, viewer));
  const server = usePugServer(pug, !complete);
  const { creds, hidden, loading } = usePugCreds(pug._id, seated && !complete);
  if (complete) return <MatchLinks pug={pug} />;
  return (
    <Stack gap="sm">
      {server ? <ServerStatus server={server} pugMap={pug.map} /> : null}
      {server?.sourceTv ? <SourceTvPanel sourceTv={server.sourceTv} /> : null}
      {hidden ? null : <JoinServerPanel creds={creds} loading={loading} />}
    </Stack>
  );
}
