import { Inline, Text } from '@pug/design-system';
import type { PugCreds } from './types.ts';

/** A channel of the site's Discord guild, as the api hands it out (community/discord-voice.ts). */
const DISCORD_CHANNEL = /^https:\/\/discord\.com\/channels\/\d{15,21}\/\d{15,21}$/;

/**
 * The seated player's team voice channel, beside the connect command: on Mumble ("Voice: BLU
 * channel" opens Mumble) or on Discord ("Join your team's Discord channel", in a new tab).
 */
export function VoiceLink({ voice }: { voice: NonNullable<PugCreds['voice']> }) {
  const team = voice.team.toUpperCase();
  // Only a mumble: link or a channel on discord.com is followed, whatever the answer held.
  if (DISCORD_CHANNEL.test(voice.url)) {
    return (
      <Inline gap="sm">
        <Text size="sm" tone="muted">
          Voice
        </Text>
        <a href={voice.url} target="_blank" rel="noopener noreferrer" aria-label={`Join your team's Discord channel (${team}, opens in a new tab)`}>
          Join your team&apos;s Discord channel
        </a>
      </Inline>
    );
  }
  if (!voice.url.startsWith('mumble://')) return null;
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
