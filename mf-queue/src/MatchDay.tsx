import { lazy, Suspense, useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openSubSeatsFor, pathOf, routes, type SteamId } from '@pug/domain';
import { Box } from '@pug/design-system';
import { useApi, type RemoteAppProps } from '@pug/platform';
import { useLobbyClient } from './lobby/useLobbyClient.ts';
import { useServerNow } from './lobby/useServerNow.ts';
import { useShownQueue } from './lobby/shownQueue.ts';
import { RoundPrompts, roundPromptFor } from './RoundPrompts/RoundPrompts.tsx';
import { useViewer } from './session/useViewer.ts';
import { SubBanner } from './SubBanner/SubBanner.tsx';
import { useKnownUsers } from './users/useKnownUsers.ts';

// Downloaded when MatchDay first renders: they share the lobby page's seating and pug names, which
// would otherwise split the lobby's first load into one more chunk (docs/decisions.md "Match day: every page knows").
const MatchDayStatus = lazy(() => import('./MatchDayStatus/MatchDayStatus.tsx').then((m) => ({ default: m.MatchDayStatus })));
const MatchDayPugBanner = lazy(() => import('./MatchDayPugBanner/MatchDayPugBanner.tsx').then((m) => ({ default: m.MatchDayPugBanner })));

/**
 * mf-queue's module for every page (the host's MatchDaySlot loads it once the server says the
 * player has something under way): the round prompts of every queue the lobby page does not show,
 * the banner of seats needing a sub, "your pug is starting" while they are not on its server, and
 * the queued status in the header and the tab. It runs its own lobby client (GET /api/queues and
 * the running pugs), so what it shows comes from the server's state, not from events it saw.
 */
export default function MatchDay(_props: RemoteAppProps) {
  const { viewer } = useViewer();
  const steamid = viewer?.steamid ?? null;
  const client = useLobbyClient();
  const ctx = useSyncExternalStore(client.subscribe, client.getSnapshot).context;
  const shownQueue = useShownQueue();
  const queues = useMemo(() => ctx.queues.filter((q) => q.name !== shownQueue), [ctx.queues, shownQueue]);
  const pugs = useMemo(() => Object.values(ctx.pugs), [ctx.pugs]);
  const serverNow = useServerNow(
    ctx.clockOffset,
    queues.some((q) => q.state.countdownInfo !== null),
  );
  const banned = viewer?.banned ?? false;
  const seats = openSubSeatsFor(pugs, steamid, banned);
  const prompts = queues.map((q) => roundPromptFor(q, steamid, ctx.myPick));
  const { pathname } = useLocation();

  const named = [
    ...queues.flatMap((q) => [...q.state.readiedPlayers, ...q.state.undeclaredPlayers, ...q.state.unreadiedPlayers]),
    ...seats.map((s) => s.steamid),
  ];
  useKnownUsers(named, ctx.users, (users) => client.send({ type: 'USERS', users }));

  const api = useApi();
  const navigate = useNavigate();
  const acceptSub = useCallback(
    (pugId: string, playerId: SteamId) =>
      api.post(pathOf(routes.acceptSub, { id: pugId }), { playerId }).then(
        () => {
          void navigate(`/pugs/${encodeURIComponent(pugId)}`);
          return true;
        },
        () => false,
      ),
    [api, navigate],
  );

  return (
    <>
      <Suspense fallback={null}>
        <MatchDayStatus queues={ctx.queues} viewer={steamid} />
        <MatchDayPugBanner pugs={pugs} viewer={steamid} pathname={pathname} />
      </Suspense>
      <SubBanner pugs={pugs} users={ctx.users} viewer={steamid} viewerBanned={banned} onAccept={acceptSub} />
      {/* The ready-up leaves a banner in the page (to reopen it): room under it. */}
      <Box marginBottom={prompts.includes('readyUp') ? 'md' : undefined}>
        <RoundPrompts queues={queues} users={ctx.users} viewer={steamid} myPick={ctx.myPick} serverNow={serverNow} />
      </Box>
    </>
  );
}
