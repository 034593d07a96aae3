import { Button, Inline, Stack, Text } from '@pug/design-system';
import type { QueuesResponse, SteamId, Timestamp, YourPickPayload } from '@pug/domain';
import { DraftView } from '../Draft/DraftView.tsx';
import { MapVote } from '../MapVote/MapVote.tsx';
import { QueueBoard } from '../QueueBoard/QueueBoard.tsx';
import { ReadyUpDialog } from '../ReadyUp/ReadyUpDialog.tsx';
import type { UserDirectory } from '../users/playerDisplay.ts';
import type { LobbyCommands } from './useLobbyCommands.ts';

export interface QueueLobbyProps {
  queue: QueuesResponse[number];
  users: UserDirectory;
  viewer: SteamId | null;
  myPick: YourPickPayload | null;
  serverNow: Timestamp;
  commands: LobbyCommands;
}

/** One lobby: class slots, pre-ready, and the round as it runs (ready-up, map vote, draft). */
export function QueueLobby({ queue, users, viewer, myPick, serverNow, commands }: QueueLobbyProps) {
  const state = queue.state;
  const queued = viewer !== null && viewer in state._queuePlayers;
  const prereadied = viewer !== null && state.prereadies.includes(viewer);
  return (
    <Stack gap="lg">
      <ReadyUpDialog state={state} viewer={viewer} serverNow={serverNow} onReady={(isReady) => void commands.ready(isReady)} />
      <MapVote state={state} viewer={viewer} serverNow={serverNow} onVote={(map) => void commands.voteMap(map)} />
      <DraftView
        state={state}
        users={users}
        viewer={viewer}
        myPick={myPick}
        serverNow={serverNow}
        onPick={(steamid, role) => void commands.pick(steamid, role)}
      />
      <QueueBoard queue={queue} users={users} viewer={viewer} onToggleRole={(role, join) => void (join ? commands.join(role) : commands.leave(role))} />
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
