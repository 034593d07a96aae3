import { Button, Card, ClassIcon, Inline, PlayerCard, Stack, Text, type PlayerCardMenuItem } from '@pug/design-system';
import { addOption, roleDisplayName, slotPlaces, type Format, type Queue, type SteamId } from '@pug/domain';
import { useHatHonk } from '@pug/platform';
import { aliasOf, avatarOf, hatOf, type UserDirectory } from '../users/playerDisplay.ts';
import { PlayerName } from '../users/PlayerName.tsx';

type Slot = Queue['roles'][number];

export interface RoleSlotProps {
  slot: Slot;
  state: Queue;
  /** The queue's format: a name blazes for the player's streak in this format and class. */
  format: Format;
  users: UserDirectory;
  viewer: SteamId | null;
  /** Join / leave a class of this slot; absent while signed out. */
  onToggle?: (role: string, join: boolean) => void;
  /** The viewer plays a running pug: "Add" is hidden (the board says why). */
  viewerInLivePug?: boolean;
  /** The viewer is banned: "Add" is hidden (the board says why). */
  viewerBanned?: boolean;
  /** Opens a player's profile (the card's menu). */
  onViewProfile?: (steamid: SteamId) => void;
  /** More entries of a player card's menu (Report). */
  extraMenuItems?: (steamid: SteamId, alias: string) => PlayerCardMenuItem[];
}

/** The classes a slot takes: its own role, or a flex slot's classes. */
function slotClasses(slot: Slot): string[] {
  return slot.role === 'flex' ? [...(slot.classes ?? [])] : [slot.role];
}

/** Players queued for a slot, in queue order, with the class each queued as. */
export function slotPlayers(slot: Slot, state: Queue): { steamid: SteamId; role: string }[] {
  const seen = new Set<SteamId>();
  const out: { steamid: SteamId; role: string }[] = [];
  for (const role of [...slotClasses(slot), slot.role]) {
    for (const steamid of state.playersByRole[role] ?? []) {
      if (seen.has(steamid)) continue;
      seen.add(steamid);
      out.push({ steamid, role });
    }
  }
  const at = (s: SteamId) => state._queuePlayers[s]?.queuedAt ?? Number.MAX_SAFE_INTEGER;
  return out.sort((a, b) => at(a.steamid) - at(b.steamid));
}

/** Whether a round (ready-up onward) is running and the player is not part of it. */
function sitsOut(state: Queue, steamid: SteamId): boolean {
  if (state.phase === 'Waiting For Players') return false;
  const inRound = [...state.readiedPlayers, ...state.unreadiedPlayers, ...state.undeclaredPlayers];
  if (state.draft) inRound.push(...Object.keys(state.draft.blu), ...Object.keys(state.draft.red));
  return inRound.length > 0 && !inRound.includes(steamid);
}

/** One class slot of a lobby: its players (captain, ready, self, sitting out) and the add/remove buttons. */
export function RoleSlot({
  slot,
  state,
  format,
  users,
  viewer,
  onToggle,
  viewerInLivePug = false,
  viewerBanned = false,
  onViewProfile,
  extraMenuItems,
}: RoleSlotProps) {
  const hatHovered = useHatHonk();
  const seats = slot.perTeam * 2;
  const players = slotPlayers(slot, state);
  const places = slotPlaces(players.length, seats);
  const name = roleDisplayName(slot.role);
  const captains = new Set([...state.addedCaptains, ...(state.draft ? [state.draft.captains.blu, state.draft.captains.red] : [])]);
  return (
    <div role="listitem" data-testid={`slot-${slot.role}`} aria-label={name}>
      <Card>
        <Stack gap="sm">
          <Inline gap="sm">
            <ClassIcon cls={slotClasses(slot)[0] ?? slot.role} title={name} />
            <Text weight="bold">{name}</Text>
            <Text tone="muted" size="sm" aria-label={places.description}>
              {places.label}
            </Text>
          </Inline>
          {slot.classes ? (
            <Text tone="muted" size="xs">
              {slot.classes.map(roleDisplayName).join(', ')}
            </Text>
          ) : null}
          {players.map(({ steamid, role }, index) => (
            <PlayerCard
              key={steamid}
              alias={aliasOf(steamid, users)}
              name={<PlayerName steamid={steamid} users={users} format={format} role={role} />}
              avatarSrc={avatarOf(steamid, users)}
              hat={hatOf(steamid, users)}
              onHatHover={hatHovered}
              subtitle={[slot.role === 'flex' ? roleDisplayName(role) : null, index >= seats ? 'Reserve' : null].filter(Boolean).join(' · ') || undefined}
              captain={captains.has(steamid)}
              ready={state.readiedPlayers.includes(steamid)}
              self={steamid === viewer}
              disabled={sitsOut(state, steamid)}
              menuItems={[
                ...(onViewProfile ? [{ label: 'View profile', onSelect: () => onViewProfile(steamid) }] : []),
                ...(extraMenuItems?.(steamid, aliasOf(steamid, users)) ?? []),
              ]}
            />
          ))}
          <Stack gap="xs">
            {slotClasses(slot).map((role) => {
              const queued = viewer !== null && (state.playersByRole[role] ?? []).includes(viewer);
              const label = slot.role === 'flex' ? roleDisplayName(role) : name;
              if (!onToggle || viewer === null) {
                return (
                  <Button key={role} size="sm" variant="secondary" disabled aria-label={`Sign in to queue as ${label}`}>
                    Sign in to queue
                  </Button>
                );
              }
              if (queued) {
                return (
                  <Button key={role} size="sm" variant="ghost" aria-label={`Remove ${label}`} onClick={() => onToggle(role, false)}>
                    {`Remove ${label}`}
                  </Button>
                );
              }
              const option = addOption(state, { queued: players.length, seats }, { steamid: viewer, inLivePug: viewerInLivePug, banned: viewerBanned }, label);
              if (option.kind === 'blocked') return null;
              const hintId = `add-hint-${slot.role}-${role}`;
              return (
                <Stack key={role} gap="xs">
                  <Button
                    size="sm"
                    wrap
                    variant={option.kind === 'add' ? 'primary' : 'secondary'}
                    aria-label={option.label}
                    aria-describedby={option.hint ? hintId : undefined}
                    onClick={() => onToggle(role, true)}
                  >
                    {option.label}
                  </Button>
                  {option.hint ? (
                    <Text id={hintId} tone="muted" size="xs">
                      {option.hint}
                    </Text>
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
        </Stack>
      </Card>
    </div>
  );
}
