import { lazy, Suspense, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Badge, Button, Callout, Heading, Inline, preloadOverlays, Spinner, SplitLayout, Stack, Tabs, Text, type PlayerCardMenuItem } from '@pug/design-system';
import { activeCooldown, isInPug, queueTabTitle, type Cooldown, type Queue, type SteamId } from '@pug/domain';
import { useHoldInteractive, useInteractive, usePageTitle, useSession } from '@pug/platform';
import { LobbyAdminControls } from '../AdminControls/lazyControls.ts';
import { LazyChat } from '../Chat/LazyChat.tsx';
import { QueueBoard } from '../QueueBoard/QueueBoard.tsx';
import { formatLabel } from '../formatLabel.ts';
import { LazyOnlineCount } from '../OnlineCount/LazyOnlineCount.tsx';
import { CurrentPugs } from '../Pugs/CurrentPugs.tsx';
import { usePugCommands } from '../Pugs/usePugCommands.ts';
import { YourPug } from '../Pugs/YourPug.tsx';
import { useReportMenu } from '../Report/useReportMenu.tsx';
import { useFriends } from '../Friends/useFriends.tsx';
import type { Viewer } from '../session/useViewer.ts';
import { LazyWelcome } from '../Welcome/LazyWelcome.tsx';
import { aliasOf } from '../users/playerDisplay.ts';
import { useKnownUsers } from '../users/useKnownUsers.ts';
import { useLobbyClient, useLobbyCommands } from './useLobbyClient.ts';
import { useServerNow } from './useServerNow.ts';
import { useShowingQueue } from './shownQueue.ts';
import type { LobbyClientContext } from './lobbyState.ts';
import type { RoundViewsProps } from './RoundViews.tsx';

/** Every steamid the page shows: queued players, draft teams and the current pugs' players. */
function shownPlayers(ctx: LobbyClientContext): SteamId[] {
  const ids: SteamId[] = [];
  for (const q of ctx.queues) {
    ids.push(...Object.keys(q.state._queuePlayers), ...q.state.readiedPlayers, ...q.state.undeclaredPlayers, ...q.state.unreadiedPlayers);
    if (q.state.draft) ids.push(...Object.keys(q.state.draft.blu), ...Object.keys(q.state.draft.red));
  }
  for (const pug of Object.values(ctx.pugs)) {
    ids.push(...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red), ...pug.subbedPlayers.map((s) => s.steamid));
  }
  return ids;
}

/** The lobby's toasts answer socket events, which come only after the lobby is interactive: not in the first load. */
const LobbyToasts = lazy(() => import('../toasts/LobbyToasts.tsx'));
/** "Add for the night" (NightAdd/): a signed-in player's (not while banned or in a cooldown: those cannot queue), asked for once the lobby is interactive. */
const NightAddControl = lazy(() => import('../NightAdd/NightAddControl.tsx'));

// The round views (and the dialogs' Radix parts) are not needed to show an idle lobby: they load
// once the viewer queues (so the ready-up dialog is there the moment their pug fills) or when a
// round starts.
const loadRoundViews = () => import('./RoundViews.tsx');
const RoundViews = lazy(loadRoundViews);

interface QueueLobbyProps extends RoundViewsProps {
  /** The viewer plays a running pug (they cannot queue until it ends). */
  viewerInLivePug?: boolean;
  /** The viewer is banned (they cannot queue). */
  viewerBanned?: boolean;
  /** The viewer's running queue cooldown (they cannot queue until it ends). */
  viewerCooldown?: Cooldown | null;
  /** More entries of a player card's menu (Report). */
  extraMenuItems?: (steamid: SteamId, alias: string) => PlayerCardMenuItem[];
}

/** One lobby: class slots, pre-ready, and the round as it runs (ready-up, map vote, draft). */
function QueueLobby({
  queue,
  users,
  viewer,
  viewerIsAdmin = false,
  myPick,
  serverNow,
  commands,
  viewerInLivePug = false,
  viewerBanned = false,
  viewerCooldown = null,
  extraMenuItems,
}: QueueLobbyProps) {
  const state = queue.state;
  const queued = viewer !== null && viewer in state._queuePlayers;
  const prereadied = viewer !== null && state.prereadies.includes(viewer);
  const roundRunning = state.phase !== 'Waiting For Players';
  const navigate = useNavigate();
  useEffect(() => {
    if (!queued) return;
    void loadRoundViews();
    void preloadOverlays().catch(() => undefined); // tried again when a dialog opens
  }, [queued]);
  return (
    <Stack gap="lg">
      {roundRunning ? (
        <Suspense fallback={<Spinner label="Loading the round…" />}>
          <RoundViews queue={queue} users={users} viewer={viewer} viewerIsAdmin={viewerIsAdmin} myPick={myPick} serverNow={serverNow} commands={commands} />
        </Suspense>
      ) : null}
      <QueueBoard
        queue={queue}
        users={users}
        viewer={viewer}
        viewerInLivePug={viewerInLivePug}
        viewerBanned={viewerBanned}
        viewerCooldown={viewerCooldown}
        onToggleRole={(role, join) => void (join ? commands.join(role) : commands.leave(role))}
        onViewProfile={(steamid) => void navigate(`/players/${steamid}`)}
        extraMenuItems={extraMenuItems}
      />
      {queued ? (
        <Inline gap="sm">
          <Button variant={prereadied ? 'primary' : 'secondary'} size="sm" aria-pressed={prereadied} onClick={() => void commands.preready(!prereadied)}>
            {prereadied ? 'Pre-readied' : 'Pre-ready'}
          </Button>
          <Text tone="muted" size="sm">
            {prereadied ? 'You will be readied automatically when your pug fills.' : 'Pre-ready to be readied automatically when your pug fills.'}
          </Text>
        </Inline>
      ) : null}
    </Stack>
  );
}

/** The lobby page (`/`): one tab per queue (`?pugId=` picks it), the lobby, and the current pugs. */
export function LobbyPage({ viewer, historyPath }: { viewer: Viewer | null; historyPath: string }) {
  const client = useLobbyClient();
  const view = useSyncExternalStore(client.subscribe, client.getSnapshot);
  const ctx = view.context;
  // The page is interactive once the queues are shown: what can wait (the socket) waits until then.
  const loading = view.status === 'loading' || view.status === 'behind';
  useHoldInteractive(loading && ctx.queues.length === 0);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const steamid = viewer?.steamid ?? null;
  useKnownUsers(shownPlayers(ctx), ctx.users, (users) => client.send({ type: 'USERS', users }));
  const toastQueues = useCallback(() => client.getSnapshot().context.queues, [client]);
  const toastAlias = useCallback((id: SteamId) => aliasOf(id, client.getSnapshot().context.users), [client]);
  // Asked for once the page is interactive (the socket whose events they answer connects then too).
  const interactive = useInteractive();
  const toasts = interactive ? (
    <Suspense fallback={null}>
      <LobbyToasts viewer={steamid} queues={toastQueues} aliasOf={toastAlias} />
    </Suspense>
  ) : null;

  const selected = ctx.queues.find((q) => q.name === params.get('pugId')) ?? ctx.queues[0];
  useShowingQueue(selected?.name ?? null); // its round views answer its round (MatchDay does the others)
  usePageTitle(queueTabTitle(ctx.queues, steamid, selected?.name ?? null));
  const counting = ctx.queues.some((q) => q.state.countdownInfo !== null);
  const serverNow = useServerNow(ctx.clockOffset, counting);
  const commands = useLobbyCommands(
    selected?.name ?? '',
    steamid,
    useCallback((queue: Queue) => client.send({ type: 'partialInfo', payload: queue, at: Date.now() }), [client]),
  );
  const report = useReportMenu(viewer);
  const friends = useFriends(selected?.state, steamid, ctx.users);
  const lobbyMenu = useCallback((id: SteamId, alias: string) => [...friends.itemsFor(id, alias), ...report.itemsFor(id, alias)], [friends, report]);
  const session = useSession();
  // A signed-out visitor (once the session said so) is told what the site is, above the live lobby.
  const welcome = !viewer && !session.loading;
  const pugCommands = usePugCommands();
  const pugs = useMemo(() => Object.values(ctx.pugs).sort((a, b) => b.startAt - a.startAt), [ctx.pugs]);
  // The viewer's own running pug comes first on the page; the others are listed below the lobby.
  const yourPug = steamid ? (pugs.find((p) => p.phase !== 'Complete' && isInPug(p, steamid)) ?? null) : null;
  const otherPugs = yourPug ? pugs.filter((p) => p._id !== yourPug._id) : pugs;

  if (ctx.queues.length === 0) {
    if (view.status === 'failed') {
      return (
        <>
          {toasts}
          <Callout tone="error" title="Queues could not be loaded" action={<Button onClick={() => client.send({ type: 'RETRY' })}>Retry</Button>}>
            {ctx.error ?? 'Unknown error'}
          </Callout>
        </>
      );
    }
    if (loading)
      return (
        <>
          {toasts}
          <Spinner label="Loading queues…" />
        </>
      );
  }

  return (
    <Stack gap="lg">
      {toasts}
      <Inline gap="md" justify="between">
        <Heading level={1}>Queues</Heading>
        <Inline gap="md">
          {viewer && !viewer.banned && !activeCooldown(viewer.cooldown, Date.now()) && interactive && ctx.queues.length > 0 ? (
            <Suspense fallback={null}>
              <NightAddControl queues={ctx.queues} />
            </Suspense>
          ) : null}
          <LazyOnlineCount />
          <Link to={historyPath}>Pug history</Link>
        </Inline>
      </Inline>
      {welcome ? <LazyWelcome queues={ctx.queues} pugs={pugs} onSignIn={() => session.signIn()} /> : null}
      {yourPug && steamid ? (
        <YourPug
          pug={yourPug}
          users={ctx.users}
          viewer={steamid}
          commands={pugCommands}
          pugPath={`${historyPath}/${encodeURIComponent(yourPug._id)}`}
          onViewProfile={(id) => void navigate(`/players/${id}`)}
          extraMenuItems={report.itemsFor}
        />
      ) : null}
      {view.status === 'failed' ? (
        <Callout
          tone="warning"
          title="Showing the last known state"
          action={
            <Button size="sm" onClick={() => client.send({ type: 'RETRY' })}>
              Retry
            </Button>
          }
        >
          {ctx.error}
        </Callout>
      ) : null}
      {!selected ? (
        <Callout tone="info" title="No queues">
          No queues are configured on this site.
        </Callout>
      ) : (
        // The chat, for signed-in players, beside the lobby (below it on a phone).
        <SplitLayout aside={viewer ? <LazyChat viewer={viewer} /> : null} asideLast>
          <Stack gap="lg">
            <Tabs
              label="Queues"
              items={ctx.queues.map((q) => {
                const queued = Object.keys(q.state._queuePlayers).length;
                return {
                  id: q.name,
                  label: (
                    <Inline gap="xs" as="span">
                      {formatLabel(q)}
                      <Badge tone={queued > 0 ? 'primary' : 'neutral'}>{`${queued} queued`}</Badge>
                    </Inline>
                  ),
                };
              })}
              value={selected.name}
              onValueChange={(name) =>
                setParams((p) => {
                  p.set('pugId', name);
                  return p;
                })
              }
            >
              {friends.notice}
              <QueueLobby
                queue={selected}
                users={ctx.users}
                viewer={steamid}
                viewerIsAdmin={viewer?.isAdmin ?? false}
                viewerInLivePug={yourPug !== null}
                viewerBanned={viewer?.banned ?? false}
                viewerCooldown={viewer?.cooldown ?? null}
                myPick={ctx.myPick}
                serverNow={serverNow}
                commands={commands}
                extraMenuItems={lobbyMenu}
              />
            </Tabs>
            {viewer?.isAdmin ? (
              <Suspense fallback={null}>
                <LobbyAdminControls queue={selected} users={ctx.users} />
              </Suspense>
            ) : null}
          </Stack>
        </SplitLayout>
      )}
      <CurrentPugs
        pugs={otherPugs}
        viewerHasOwnPug={yourPug !== null}
        viewedPugId={ctx.viewedPugId}
        users={ctx.users}
        viewer={steamid}
        viewerBanned={viewer?.banned ?? false}
        commands={pugCommands}
        onView={(pugId) => client.send({ type: 'VIEW_PUG', pugId })}
        onViewProfile={(id) => void navigate(`/players/${id}`)}
        extraMenuItems={report.itemsFor}
      />
      {report.dialog}
    </Stack>
  );
}
