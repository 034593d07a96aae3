import type { QueuesResponse, SteamId, Timestamp, YourPickPayload } from '@pug/domain';
import { formatLabel } from '../formatLabel.ts';
import { DraftView } from '../Draft/DraftView.tsx';
import { MapVote } from '../MapVote/MapVote.tsx';
import { ReadyUpDialog } from '../ReadyUp/ReadyUpDialog.tsx';
import type { UserDirectory } from '../users/playerDisplay.ts';
import type { LobbyCommands } from './useLobbyClient.ts';

/** What a lobby shows of its round, and what the viewer can do in it (LobbyPage.tsx's QueueLobby props start with these). */
export interface RoundViewsProps {
  queue: QueuesResponse[number];
  users: UserDirectory;
  viewer: SteamId | null;
  /** An admin sees the draft's "New" marks as the captains do. */
  viewerIsAdmin?: boolean;
  myPick: YourPickPayload | null;
  serverNow: Timestamp;
  commands: LobbyCommands;
}

/** The running round of a lobby: ready-up dialog, map vote and draft (each renders only in its step). */
export default function RoundViews({ queue, users, viewer, viewerIsAdmin = false, myPick, serverNow, commands }: RoundViewsProps) {
  const state = queue.state;
  return (
    <>
      <ReadyUpDialog
        state={state}
        viewer={viewer}
        users={users}
        queueLabel={formatLabel(queue)}
        serverNow={serverNow}
        onReady={(isReady) => void commands.ready(isReady)}
      />
      <MapVote state={state} viewer={viewer} serverNow={serverNow} onVote={(map) => void commands.voteMap(map)} />
      <DraftView
        state={state}
        users={users}
        viewer={viewer}
        viewerIsAdmin={viewerIsAdmin}
        myPick={myPick}
        serverNow={serverNow}
        onPick={(steamid, role) => void commands.pick(steamid, role)}
      />
    </>
  );
}
