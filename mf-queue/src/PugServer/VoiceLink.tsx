import { Inline, Text } from '@pug/design-system';
import type { PugCreds } from './types.ts';

/** The seated player's team voice channel, beside the connect command ("Voice: BLU channel" opens Mumble). */
export function VoiceLink({ voice }: { voice: NonNullable<PugCreds['voice']> }) {
  // Only a mumble: link is followed, whatever the answer held.
  if (!voice.url.startsWith('mumble://')) return null;
  const team = voice.team.toUpperCase();
  return (
    <Inline gap="sm">
      <Text size="sm" tone="muted">
        Voice
      </Text>
      <a href={voice.url} aria-label={`Join the ${team} voice channel in Mumble`}>
        {team} channel (Mumble)
      </a>
    </Inline>
  );
}
