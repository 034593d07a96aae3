import { formatLabel } from '../formatLabel.ts';
import { DraftView } from '../Draft/DraftView.tsx';
import { MapVote } from '../MapVote/MapVote.tsx';
import { ReadyUpDialog } from '../ReadyUp/ReadyUpDialog.tsx';
import type { QueueLobbyProps } from './QueueLobby.tsx';

/** The running round of a lobby: ready-up dialog, map vote and draft (each renders only in its step). */
export default function RoundViews({ queue, users, viewer, myPick, serverNow, commands }: QueueLobbyProps) {
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
        myPick={myPick}
        serverNow={serverNow}
        onPick={(steamid, role) => void commands.pick(steamid, role)}
      />
    </>
  );
}
