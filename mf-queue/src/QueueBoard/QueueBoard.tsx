import { Badge, Heading, Inline, Stack, type PlayerCardMenuItem } from '@pug/design-system';
import type { QueuesResponse, SteamId } from '@pug/domain';
import type { UserDirectory } from '../users/playerDisplay.ts';
import { RoleSlot } from './RoleSlot.tsx';

type QueueInfo = QueuesResponse[number];

export interface QueueBoardProps {
  queue: QueueInfo;
  users?: UserDirectory;
  /** The signed-in player, or null (read-only lobby). */
  viewer?: SteamId | null;
  onToggleRole?: (role: string, join: boolean) => void;
  onViewProfile?: (steamid: SteamId) => void;
  /** More entries of a player card's menu (Report). */
  extraMenuItems?: (steamid: SteamId, alias: string) => PlayerCardMenuItem[];
}

/** One queue's class slots: who is queued per role and how many seats the role has. */
export function QueueBoard({ queue, users = {}, viewer = null, onToggleRole, onViewProfile, extraMenuItems }: QueueBoardProps) {
  const queued = Object.keys(queue.state._queuePlayers).length;
  return (
    <Stack gap="md">
      <Inline gap="sm">
        <Heading level={2}>{roleCountLabel(queued, queue.playersNeeded)}</Heading>
        <Badge>{queue.state.phase}</Badge>
      </Inline>
      <div role="list" aria-label={`${queue.name} class slots`}>
        <Inline gap="md" align="start">
          {queue.state.roles.map((slot) => (
            <RoleSlot
              key={slot.role}
              slot={slot}
              state={queue.state}
              users={users}
              viewer={viewer}
              onToggle={viewer ? onToggleRole : undefined}
              onViewProfile={onViewProfile}
              extraMenuItems={extraMenuItems}
            />
          ))}
        </Inline>
      </div>
    </Stack>
  );
}

function roleCountLabel(queued: number, needed: number): string {
  return `${queued} / ${needed} players`;
}
