import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button, Inline, preloadOverlays, Spinner, Stack, Text, type PlayerCardMenuItem } from '@pug/design-system';
import type { Cooldown, SteamId } from '@pug/domain';
import { QueueBoard } from '../QueueBoard/QueueBoard.tsx';
import type { RoundViewsProps } from './RoundViews.tsx';

// The round views (and the dialogs' Radix parts) are not needed to show an idle lobby: they load
// once the viewer queues (so the ready-up dialog is there the moment their pug fills) or when a
// round starts.
const loadRoundViews = () => import('./RoundViews.tsx');
const RoundViews = lazy(loadRoundViews);

export interface QueueLobbyProps extends RoundViewsProps {
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
export function QueueLobby({
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
