import { Button, Card, ClassIcon, Inline, PlayerCard, Stack, Text, type PlayerCardMenuItem } from '@pug/design-system';
import {
  addOption,
  cooldownEndText,
  lobbySeats,
  queuedRolesOf,
  roleDisplayName,
  seatingOrder,
  slotPlaces,
  type Cooldown,
  type Format,
  type Queue,
  type SteamId,
} from '@pug/domain';
import { useHatHonk } from '@pug/platform';
import { aliasOf, avatarOf, hatOf, type UserDirectory } from '../users/playerDisplay.ts';
import { PlayerName } from '../users/PlayerName.tsx';
import { friendText } from '../Friends/friendText.ts';
import { playerMarks } from './playerMarks.tsx';

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
  /** The viewer's queue cooldown: "Add" is replaced by until when (the board says why). */
  viewerCooldown?: Cooldown | null;
  /** Opens a player's profile (the card's menu). */
  onViewProfile?: (steamid: SteamId) => void;
  /** More entries of a player card's menu (Report). */
  extraMenuItems?: (steamid: SteamId, alias: string) => PlayerCardMenuItem[];
}

/** The classes a slot takes: its own role, or a flex slot's classes. */
function slotClasses(slot: Slot): string[] {
  return slot.role === 'flex' ? [...(slot.classes ?? [])] : [slot.role];
}

/** Players queued for a slot, in the order they are seated (`seatingOrder`: first two, priority, rest), with the class each queued as. */
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
  const rank = new Map(seatingOrder(Object.values(state._queuePlayers)).map((s, i) => [s, i]));
  const at = (s: SteamId) => rank.get(s) ?? Number.MAX_SAFE_INTEGER;
  return out.sort((a, b) => at(a.steamid) - at(b.steamid));
}

/**
 * "Also Medic": the other classes a player added for (their chip shows on each class); on a class
 * they do not sit in now, "Seated as Medic" (they fill one seat). Null for one class.
 */
function alsoFor(state: Queue, steamid: SteamId, slot: Slot, seatedIn: string | undefined): string | null {
  const others = queuedRolesOf(state, steamid).filter((role) => !slotClasses(slot).includes(role) && role !== slot.role);
  if (others.length === 0) return null;
  if (seatedIn !== undefined && seatedIn !== slot.role) return `Seated as ${roleDisplayName(seatedIn)}`;
  return `Also ${others.map(roleDisplayName).join(', ')}`;
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
  viewerCooldown = null,
  onViewProfile,
  extraMenuItems,
}: RoleSlotProps) {
  const hatHovered = useHatHonk();
  const seats = slot.perTeam * 2;
  const players = slotPlayers(slot, state);
  // Seats by the lobby's seating: a player added for several classes counts on the one they sit in;
  // players seated nowhere are this class's reserves, numbered in order.
  const seatOf = lobbySeats(state);
  const reserves = players.filter((p) => seatOf[p.steamid] === undefined).map((p) => p.steamid);
  const here = players.filter((p) => seatOf[p.steamid] === undefined || seatOf[p.steamid] === slot.role);
  const places = slotPlaces(here.length, seats);
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
          {players.map(({ steamid, role }) => (
            <PlayerCard
              key={steamid}
              alias={aliasOf(steamid, users)}
              name={<PlayerName steamid={steamid} users={users} format={format} role={role} />}
              avatarSrc={avatarOf(steamid, users)}
              hat={hatOf(steamid, users)}
              onHatHover={hatHovered}
              subtitle={
                [
                  slot.role === 'flex' ? roleDisplayName(role) : null,
                  reserves.includes(steamid) ? `Reserve ${reserves.indexOf(steamid) + 1}` : null,
                  alsoFor(state, steamid, slot, seatOf[steamid]),
                  friendText(state, steamid, users),
                ]
                  .filter(Boolean)
                  .join(' · ') || undefined
              }
              badge={playerMarks(state._queuePlayers[steamid])}
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
              const standing = { inLivePug: viewerInLivePug, banned: viewerBanned, cooldown: { current: viewerCooldown, now: Date.now() } };
              const option = addOption(state, { queued: here.length, seats }, { steamid: viewer, ...standing }, label);
              if (option.kind === 'blocked') {
                if (!viewerCooldown || viewerBanned || viewerInLivePug) return null;
                return (
                  <Text key={role} tone="muted" size="xs">
                    {`In cooldown until ${cooldownEndText(viewerCooldown.until)}`}
                  </Text>
                );
              }
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
