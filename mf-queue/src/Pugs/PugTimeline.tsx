import { Heading, Inline, Stack, Text } from '@pug/design-system';
import { pugTimeline, pugTimelineText, type Pug } from '@pug/domain';
import { aliasOf, type UserDirectory } from '../users/playerDisplay.ts';

// 24-hour "20:41": always five characters, so the column of times stays narrow on a phone.
const time = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * The pug's events in time order (domain `pugTimeline`): started on its map, the match start, who
 * joined or left the server, subs, and the end with the result. Built from the pug itself, so it
 * follows each `pugUpdate` and reads the same after a reload.
 */
export function PugTimeline({ pug, users }: { pug: Pug; users: UserDirectory }) {
  const events = pugTimeline(pug);
  return (
    <Stack gap="xs" as="section" aria-labelledby="pug-timeline-heading">
      <Heading level={2} id="pug-timeline-heading">
        Timeline
      </Heading>
      <Stack gap="xs" as="ol" padding="none" margin="none" aria-label="Pug events" data-testid="pug-timeline">
        {events.map((event, index) => (
          <Inline as="li" key={`${event.kind}-${index}`} gap="sm" align="start" wrap={false}>
            <Text as="span" mono size="sm" tone="muted">
              {event.at === null ? 'now' : <time dateTime={new Date(event.at).toISOString()}>{time(event.at)}</time>}
            </Text>
            <Text as="span" size="sm">
              {pugTimelineText(event, (steamid) => aliasOf(steamid, users))}
            </Text>
          </Inline>
        ))}
      </Stack>
    </Stack>
  );
}
