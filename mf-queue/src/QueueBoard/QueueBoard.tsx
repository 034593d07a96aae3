import { Badge, Callout, Heading, Inline, Stack, Text, Tiles, type PlayerCardMenuItem } from '@pug/design-system';
import {
  addOption,
  lobbyPhaseLabel,
  queuedRolesOf,
  roleDisplayName,
  seatedCount,
  waitingFor,
  waitingForText,
  type Cooldown,
  type QueueConfig,
  type QueuesResponse,
  type SteamId,
} from '@pug/domain';
import type { UserDirectory } from '../users/playerDisplay.ts';
import { RoleSlot } from './RoleSlot.tsx';
import { MedicImmunityNote } from './playerMarks.tsx';

type QueueInfo = QueuesResponse[number];

export interface QueueBoardProps {
  queue: QueueInfo;
  users?: UserDirectory;
  /** The signed-in player, or null (read-only lobby). */
  viewer?: SteamId | null;
  onToggleRole?: (role: string, join: boolean) => void;
  onViewProfile?: (steamid: SteamId) => void;
  /** The viewer plays a running pug: they cannot queue until it ends. */
  viewerInLivePug?: boolean;
  /** The viewer is banned: they cannot queue (the board says why). */
  viewerBanned?: boolean;
  /** The viewer's queue cooldown: they cannot queue until it ends (the board says why and until when). */
  viewerCooldown?: Cooldown | null;
  /** More entries of a player card's menu (Report). */
  extraMenuItems?: (steamid: SteamId, alias: string) => PlayerCardMenuItem[];
}

/** One queue's class slots: who is queued per role and how many seats the role has. */
export function QueueBoard({
  queue,
  users = {},
  viewer = null,
  onToggleRole,
  onViewProfile,
  viewerInLivePug = false,
  viewerBanned = false,
  viewerCooldown = null,
  extraMenuItems,
}: QueueBoardProps) {
  const queued = Object.keys(queue.state._queuePlayers).length;
  const config = { roles: queue.state.roles as QueueConfig['roles'] };
  const seated = seatedCount(queue.state, config);
  const waiting = queue.state.phase === 'Waiting For Players' ? waitingForText(waitingFor(queue.state, config)) : null;
  const viewerRoles = queuedRolesOf(queue.state, viewer);
  const standing = { inLivePug: viewerInLivePug, banned: viewerBanned, cooldown: { current: viewerCooldown, now: Date.now() } };
  const blocked = viewer !== null && addOption(queue.state, { queued: 0, seats: 1 }, { steamid: viewer, ...standing }, '');
  return (
    <Stack gap="md">
      <Inline gap="sm">
        <Heading level={2}>{roleCountLabel(seated, queued - seated, queue.playersNeeded)}</Heading>
        <Badge>{lobbyPhaseLabel(queue.state)}</Badge>
      </Inline>
      {waiting ? (
        <Text tone="muted" aria-live="polite" data-testid="waiting-for">
          {waiting}
        </Text>
      ) : null}
      {viewerRoles.length > 1 ? (
        <Text size="sm" data-testid="added-for">
          {`You are added for ${viewerRoles.map(roleDisplayName).join(', ')}: you play one of them.`}
        </Text>
      ) : null}
      <MedicImmunityNote state={queue.state} viewer={viewer} />
      {blocked && blocked.kind === 'blocked' ? (
        <Callout tone="info" title={blocked.title}>
          {blocked.hint}
        </Callout>
      ) : null}
      <Tiles role="list" aria-label={`${queue.name} class slots`}>
        {queue.state.roles.map((slot) => (
          <RoleSlot
            key={slot.role}
            slot={slot}
            state={queue.state}
            format={queue.format}
            users={users}
            viewer={viewer}
            onToggle={viewer ? onToggleRole : undefined}
            viewerInLivePug={viewerInLivePug}
            viewerBanned={viewerBanned}
            viewerCooldown={viewerCooldown}
            onViewProfile={onViewProfile}
            extraMenuItems={extraMenuItems}
          />
        ))}
      </Tiles>
    </Stack>
  );
}

/**
 * Seats taken of the pug's seats, and the queued players no seat is left for (a third medic while a
 * scout seat is empty is a reserve): "11 / 12 players · 1 reserve".
 */
function roleCountLabel(seated: number, reserves: number, needed: number): string {
  return `${seated} / ${needed} players${reserves > 0 ? ` · ${reserves} ${reserves === 1 ? 'reserve' : 'reserves'}` : ''}`;
}
