import { Button, ButtonLink, Callout, Card, Heading, Inline, Spinner, Stack, Text, useToast } from '@pug/design-system';
import { JoinDeadline } from './JoinDeadline.tsx';
import type { PugCreds } from './types.ts';
import { VoiceLink } from './VoiceLink.tsx';

export interface JoinServerPanelProps {
  creds: PugCreds | null;
  loading: boolean;
  /** 2 on the pug's page, 3 inside the lobby's "Your pug" card. */
  headingLevel?: 2 | 3;
}

/**
 * "Join server" for a seated player, the first thing their pug's page shows: a large "Join"
 * (steam://connect/…), the join deadline counting down, then the connect command to copy and their
 * team's voice channel; a wait until a server is ready.
 */
export function JoinServerPanel({ creds, loading, headingLevel = 3 }: JoinServerPanelProps) {
  const toast = useToast();
  const copy = async (connect: string) => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available in this browser');
      await navigator.clipboard.writeText(connect);
      toast.show({ title: 'Connect command copied', description: 'Paste it into the TF2 console.', variant: 'success' });
    } catch (error) {
      toast.show({ title: 'Could not copy', description: error instanceof Error ? error.message : String(error), variant: 'error' });
    }
  };

  return (
    <Card as="section" aria-label="Join server" data-testid="join-server">
      <Stack gap="sm">
        <Heading level={headingLevel}>Join the server</Heading>
        {loading && !creds ? <Spinner label="Loading the server details…" /> : null}
        {creds && creds.connect === null ? (
          <Inline gap="sm">
            <Spinner size="sm" label="Waiting for a server" />
            <Text tone="muted">Waiting for a server…</Text>
          </Inline>
        ) : null}
        {creds?.connect ? (
          <Stack gap="sm">
            {creds.steamUrl ? (
              <ButtonLink href={creds.steamUrl} size="lg" fullWidth>
                Join
              </ButtonLink>
            ) : null}
            {creds.joinBy !== undefined ? <JoinDeadline joinBy={creds.joinBy} /> : null}
            {creds.server ? (
              <Text size="sm" tone="muted">
                {creds.server.name} · {creds.server.ipport}
              </Text>
            ) : null}
            <Text mono breakAnywhere aria-label="Connect command">
              {creds.connect}
            </Text>
            <Inline gap="sm">
              <Button size="sm" variant="secondary" onClick={() => void copy(creds.connect!)}>
                Copy
              </Button>
            </Inline>
          </Stack>
        ) : null}
        {creds?.voice ? <VoiceLink voice={creds.voice} /> : null}
        {!loading && !creds ? <Callout tone="warning" title="The server details could not be loaded" /> : null}
      </Stack>
    </Card>
  );
}
