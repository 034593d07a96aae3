import { Badge, Card, ClassIcon, Heading, Inline, PlayerCard, Stack, Text } from '@pug/design-system';
import { roleDisplayName, type QueuesResponse } from '@pug/domain';

type QueueInfo = QueuesResponse[number];

/** One queue's class slots: who is queued per role and how many seats the role has. */
export function QueueBoard({ queue }: { queue: QueueInfo }) {
  const queued = Object.keys(queue.state._queuePlayers).length;
  return (
    <Stack gap="md">
      <Inline gap="sm">
        <Heading level={2}>{roleCountLabel(queued, queue.playersNeeded)}</Heading>
        <Badge>{queue.state.phase}</Badge>
      </Inline>
      <div role="list" aria-label={`${queue.name} class slots`}>
        <Inline gap="md">
          {queue.roles.map((slot) => {
            const seats = slot.perTeam * 2;
            const players = queue.state.playersByRole[slot.role] ?? [];
            return (
              <div role="listitem" key={slot.role} data-testid={`slot-${slot.role}`}>
                <Card>
                  <Stack gap="sm">
                    <Inline gap="sm">
                      <ClassIcon cls={slot.classes?.[0] ?? slot.role} title={roleDisplayName(slot.role)} />
                      <Text>{roleDisplayName(slot.role)}</Text>
                      <Text tone="muted" size="sm">
                        {players.length}/{seats}
                      </Text>
                    </Inline>
                    {slot.classes && (
                      <Text tone="muted" size="xs">
                        {slot.classes.map(roleDisplayName).join(', ')}
                      </Text>
                    )}
                    {players.map((steamid) => (
                      <PlayerCard key={steamid} alias={steamid} />
                    ))}
                  </Stack>
                </Card>
              </div>
            );
          })}
        </Inline>
      </div>
    </Stack>
  );
}

function roleCountLabel(queued: number, needed: number): string {
  return `${queued} / ${needed} players`;
}
