import { Button, Card, Heading, Stack, Text } from '@pug/design-system';
import { formatDisplayName, isLivePhase, playersPerPug, type Pug, type QueuesResponse } from '@pug/domain';
import { formatLabel } from '../formatLabel.ts';

const list = (names: readonly string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * What a signed-out visitor reads first on `/`: what the site is (pick-up games of competitive TF2,
 * in the formats its queues run), how a pug comes together, and how many are queued and playing
 * right now (the lobby's own live state), with Sign in. Signed in, the lobby speaks for itself.
 */
export function Welcome({ queues, pugs, onSignIn }: { queues: QueuesResponse; pugs: readonly Pug[]; onSignIn(): void }) {
  const formats = [...new Set(queues.map((q) => formatDisplayName(q.format)))];
  const playing = pugs.filter((pug) => isLivePhase(pug.phase)).length;
  const queued = new Set(queues.flatMap((q) => Object.keys(q.state._queuePlayers))).size;
  const perQueue = queues.map((q) => `${formatLabel(q)} ${Object.keys(q.state._queuePlayers).length}/${playersPerPug(q)}`);
  const now = `${queued === 1 ? '1 player' : `${queued} players`} queued${perQueue.length > 0 ? ` (${perQueue.join(', ')})` : ''}, ${playing === 1 ? '1 pug' : `${playing} pugs`} being played.`;
  return (
    <Card as="section" aria-labelledby="welcome-heading">
      <Stack gap="sm">
        <Heading level={2} id="welcome-heading">
          Pick-up games of competitive TF2
        </Heading>
        <Text>
          Queue for the classes you play and the site puts together a full match{formats.length > 0 ? ` of ${list(formats)}` : ''} with whoever else is queued:
          no team or schedule needed.
        </Text>
        <Stack as="ol" gap="xs" marginY="none" paddingLeft="xl" aria-label="How a pug works">
          <li>Queue by class: add every class you are happy to play.</li>
          <li>When every seat is filled, ready up within 60 seconds and vote for one of three maps.</li>
          <li>Captains draft BLU and RED, or the site balances the teams by elo, kept per format and class.</li>
          <li>Join the game server from the pug&apos;s page and play; your elo moves with the result.</li>
        </Stack>
        <Text aria-live="polite">
          <strong>Right now:</strong> {now}
        </Text>
        <div>
          <Button onClick={onSignIn}>Sign in to play</Button>
        </div>
        <Text size="sm" tone="muted">
          Sign in with your league account; the queues below are live, and anyone can watch them.
        </Text>
      </Stack>
    </Card>
  );
}
