import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
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

/** Read by the host's MatchDaySlot: a reload while something is shown loads this module again at once. */
const MATCH_DAY_KEY = 'pug.matchDay';

function rememberShown(shown: boolean): void {
  try {
    if (shown) window.sessionStorage.setItem(MATCH_DAY_KEY, '1');
    else window.sessionStorage.removeItem(MATCH_DAY_KEY);
  } catch {
    // storage blocked: a reload waits for the next event
  }
}

/**
 * mf-queue's module for every page (the host's MatchDaySlot loads it once the player has a round
 * or a sub to answer): the round prompts of every queue the lobby page does not show, and the
 * banner of seats needing a sub. It runs its own lobby client (the queues and the running pugs).
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
  const prompting = prompts.some((prompt) => prompt !== null);
  useEffect(() => rememberShown(prompting || seats.length > 0), [prompting, seats.length]);

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
      <SubBanner pugs={pugs} users={ctx.users} viewer={steamid} viewerBanned={banned} onAccept={acceptSub} />
      {/* The ready-up leaves a banner in the page (to reopen it): room under it. */}
      <Box marginBottom={prompts.includes('readyUp') ? 'md' : undefined}>
        <RoundPrompts queues={queues} users={ctx.users} viewer={steamid} myPick={ctx.myPick} serverNow={serverNow} />
      </Box>
    </>
  );
}
