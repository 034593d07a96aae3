import { Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Callout, Heading, Inline, SplitLayout, Spinner, Stack, Text } from '@pug/design-system';
import { pathOf, pugLabel, type Pug, routes, type SteamId, type User } from '@pug/domain';
import { useApiQuery, useSocketEvent } from '@pug/platform';
import type { Viewer } from '../session/useViewer.ts';
import { useKnownUsers } from '../users/useKnownUsers.ts';
import { PugJoinBlock, PugServerSection } from '../PugServer/PugServerSection.tsx';
import { PugAdminControls, PugReconciliation } from '../AdminControls/lazyControls.ts';
import { useReportMenu } from '../Report/useReportMenu.tsx';
import { BalanceSection } from '../Balance/BalanceSection.tsx';
import { OddsLine } from '../Balance/OddsLine.tsx';
import { PugResult } from './PugResult.tsx';
import { PugTeams } from './PugTeams.tsx';
import { PugTimeline } from './PugTimeline.tsx';
import { usePugCommands } from './usePugCommands.ts';
import { useReloadOnConnect } from './useReloadOnConnect.ts';

/** Whether the viewer gets the join block: seated in the pug while it runs, and not banned. */
function joinable(pug: Pug, viewer: Viewer | null): boolean {
  if (!viewer || viewer.banned || pug.phase === 'Complete') return false;
  return Object.hasOwn(pug.teams.blu, viewer.steamid) || Object.hasOwn(pug.teams.red, viewer.steamid);
}

/**
 * `/pugs/:id`: one pug's teams (in class order) and score, its result and timeline, live while it
 * runs (pugUpdate). A seated player's "Join
 * the server" comes first: above the teams on a phone, in the right column on a wide screen.
 */
export function PugDetailPage({ viewer, basePath }: { viewer: Viewer | null; basePath: string }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // Quiet: a pug that does not exist gets a not-found page, not an error toast.
  const query = useApiQuery<Pug>(id ? pathOf(routes.pug, { id }) : null, { silent: true });
  const [live, setLive] = useState<Pug | null>(null);
  const [users, setUsers] = useState<Record<SteamId, Partial<User>>>({});
  const commands = usePugCommands();
  const report = useReportMenu(viewer, query.data?._id ?? id);
  // The page's id may be the pug's number (`/pugs/1234`): live updates match the loaded pug's id.
  const pugId = query.data?._id ?? id;
  useSocketEvent('pugUpdate', (pug) => {
    if (pug._id === pugId) setLive(pug);
  });
  const pug = live?._id === pugId ? live : query.data;
  const reload = () => {
    setLive(null);
    return query.refetch();
  };
  useReloadOnConnect(() => void reload());
  // The elo changes are stored just after the finished pug's pugUpdate: read the pug again for them.
  useSocketEvent('pugDestroy', (ended) => {
    if (ended?._id === pugId) void reload();
  });
  const players = pug ? [...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red), ...pug.subbedPlayers.map((s) => s.steamid)] : [];
  useKnownUsers(players, users, (found) => setUsers((u) => ({ ...u, ...found })));

  if (!pug && (query.error?.status === 404 || query.error?.status === 400)) {
    return (
      <Stack gap="md">
        <Heading level={1}>Pug not found</Heading>
        <Text>There is no pug at this address: the link may be mistyped, or the pug was never played.</Text>
        <Link to={basePath}>See all pugs</Link>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Inline gap="md" justify="between">
        <Heading level={1}>{pug ? `Pug ${pugLabel(pug)} on ${pug.map}` : 'Pug'}</Heading>
        <Link to={basePath}>All pugs</Link>
      </Inline>
      {query.loading && !pug ? <Spinner label="Loading the pug…" /> : null}
      {query.error && !pug ? (
        <Callout tone="error" title="This pug could not be loaded">
          {query.error.message}
        </Callout>
      ) : null}
      {pug ? (
        <SplitLayout aside={joinable(pug, viewer) ? <PugJoinBlock pug={pug} viewer={viewer?.steamid ?? null} headingLevel={2} /> : null}>
          <Stack gap="sm">
            <Text tone="muted" size="sm">
              Started {new Date(pug.startAt).toLocaleString()}
              {pug.endAt ? ` · ended ${new Date(pug.endAt).toLocaleString()}` : ''}
            </Text>
            {pug.odds ? <OddsLine chance={pug.odds.blu} atStart={pug.odds.atStart} label="Predicted odds" data-testid="pug-odds" /> : null}
            <PugTeams
              headingLevel={2}
              pug={pug}
              users={users}
              viewer={viewer?.steamid ?? null}
              viewerBanned={viewer?.banned ?? false}
              onVoteSub={(target) => void commands.voteSub(pug._id, target).then(reload)}
              onAcceptSub={(playerId) => void commands.acceptSub(pug._id, playerId).then(reload)}
              onForceSub={viewer?.isAdmin ? (playerId) => void commands.forceSub(pug._id, playerId).then(reload) : undefined}
              onViewProfile={(steamid) => void navigate(`/players/${steamid}`)}
              extraMenuItems={report.itemsFor}
              showOnServer
            />
            <PugResult pug={pug} users={users} />
            <BalanceSection pug={pug} />
            <PugTimeline pug={pug} users={users} />
            {viewer?.isAdmin ? (
              <Suspense fallback={null}>
                <PugReconciliation pug={pug} onChanged={() => void reload()} />
                <PugAdminControls pug={pug} onChanged={() => void reload()} />
              </Suspense>
            ) : null}
            <PugServerSection pug={pug} viewer={viewer?.steamid ?? null} withJoin={false} />
          </Stack>
        </SplitLayout>
      ) : null}
      {report.dialog}
    </Stack>
  );
}
