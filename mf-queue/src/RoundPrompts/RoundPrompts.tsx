import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Dialog, Inline } from '@pug/design-system';
import { roundPromptOf, type QueuesResponse, type RoundPrompt, type SteamId, type Timestamp, type YourPickPayload } from '@pug/domain';
import { formatLabel } from '../formatLabel.ts';
import { useLobbyCommands } from '../lobby/useLobbyClient.ts';
import { MapVote } from '../MapVote/MapVote.tsx';
import { ReadyUpDialog } from '../ReadyUp/ReadyUpDialog.tsx';
import type { UserDirectory } from '../users/playerDisplay.ts';

type QueueView = QueuesResponse[number];

export interface RoundPromptsProps {
  /** The queues whose rounds this page answers (the lobby page answers the one it shows). */
  queues: readonly QueueView[];
  users: UserDirectory;
  viewer: SteamId | null;
  myPick: YourPickPayload | null;
  serverNow: Timestamp;
}

/** Whether `viewer` has something to answer in `queue`'s round now (domain `roundPromptOf`). */
export function roundPromptFor(queue: QueueView, viewer: SteamId | null, myPick: YourPickPayload | null): RoundPrompt | null {
  return roundPromptOf({ ...queue.state, name: queue.name }, viewer, myPick);
}

/**
 * The round prompts of every page: for each queue, the ready-up dialog, the map
 * vote and "your pick" as focus-trapping dialogs over whatever page is shown. Closing one leaves it
 * closed until the next step of the round (the ready-up leaves its banner to reopen it).
 */
export function RoundPrompts({ queues, users, viewer, myPick, serverNow }: RoundPromptsProps) {
  return (
    <>
      {queues.map((queue) => (
        <QueuePrompts key={queue.name} queue={queue} users={users} viewer={viewer} myPick={myPick} serverNow={serverNow} />
      ))}
    </>
  );
}

function QueuePrompts({ queue, users, viewer, myPick, serverNow }: Omit<RoundPromptsProps, 'queues'> & { queue: QueueView }) {
  const commands = useLobbyCommands(queue.name, viewer);
  const navigate = useNavigate();
  const prompt = roundPromptFor(queue, viewer, myPick);
  const label = formatLabel(queue);
  // A closed map vote or pick stays closed for that countdown (the next step opens again).
  const step = queue.state.countdownInfo?.deadline ?? null;
  const [closedFor, setClosedFor] = useState<Timestamp | null | undefined>(undefined);
  const open = closedFor !== step;
  const onOpenChange = (next: boolean) => setClosedFor(next ? undefined : step);
  if (prompt === 'readyUp') {
    return (
      <ReadyUpDialog
        state={queue.state}
        viewer={viewer}
        users={users}
        queueLabel={label}
        serverNow={serverNow}
        onReady={(isReady) => void commands.ready(isReady)}
      />
    );
  }
  if (prompt === 'mapVote') {
    return (
      <Dialog open={open} onOpenChange={onOpenChange} title={`${label}: vote for a map`} width={560}>
        <MapVote state={queue.state} viewer={viewer} serverNow={serverNow} onVote={(map) => void commands.voteMap(map)} />
      </Dialog>
    );
  }
  if (prompt === 'pick' && myPick) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Your turn to pick"
        description={`Pick a player for ${myPick.team.toUpperCase()} in ${label}.`}
        width={440}
        footer={
          <Inline gap="sm" justify="end">
            <Button variant="primary" onClick={() => void navigate(`/?pugId=${encodeURIComponent(queue.name)}`)}>
              Go to the draft
            </Button>
          </Inline>
        }
      />
    );
  }
  return null;
}
