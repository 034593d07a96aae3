import { Button, Callout, Card, Heading, Inline, Spinner, Stack, Text, useToast } from '@pug/design-system';
import type { PugCreds } from './types.ts';
import { VoiceLink } from './VoiceLink.tsx';

export interface JoinServerPanelProps {
  creds: PugCreds | null;
  loading: boolean;
}

/** "Join server" for a seated player: the connect command to copy and a steam:// link; a wait until a server is ready. */
export function JoinServerPanel({ creds, loading }: JoinServerPanelProps) {
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
    <Card as="section" aria-label="Join server">
      <Stack gap="sm">
        <Heading level={3}>Join server</Heading>
        {loading && !creds ? <Spinner label="Loading the server details…" /> : null}
        {creds && creds.connect === null ? (
          <Inline gap="sm">
            <Spinner size="sm" label="Waiting for a server" />
            <Text tone="muted">Waiting for a server…</Text>
          </Inline>
        ) : null}
        {creds?.connect ? (
          <Stack gap="xs">
            {creds.server ? (
              <Text size="sm" tone="muted">
                {creds.server.name} · {creds.server.ipport}
              </Text>
            ) : null}
            <Text mono aria-label="Connect command">
              {creds.connect}
            </Text>
            <Inline gap="sm">
              <Button size="sm" onClick={() => void copy(creds.connect!)}>
                Copy
              </Button>
              {creds.steamUrl ? <a href={creds.steamUrl}>Connect with Steam</a> : null}
            </Inline>
          </Stack>
        ) : null}
        {creds?.voice ? <VoiceLink voice={creds.voice} /> : null}
        {!loading && !creds ? <Callout tone="warning" title="The server details could not be loaded" /> : null}
      </Stack>
    </Card>
  );
}
