import { Button, Inline, Stack, Text, useToast } from '@pug/design-system';
import type { PublicServer } from '@pug/domain';

export type SourceTv = NonNullable<PublicServer['sourceTv']>;

/** The console command that joins SourceTV (with its password when one is set). */
function sourceTvConnect({ address, password }: SourceTv): string {
  return password ? `connect ${address}; password "${password}"` : `connect ${address}`;
}

/**
 * "Watch on SourceTV" on a live pug's page, for whoever may see the server's details (docs/product.md
 * "Permissions"): the address and password the server's SourceTV has, to copy or open with Steam. The
 * api sends `sourceTv` only while SourceTV really runs (A2S_INFO), and only a password safe to paste.
 */
export function SourceTvPanel({ sourceTv }: { sourceTv: SourceTv }) {
  const toast = useToast();
  const command = sourceTvConnect(sourceTv);
  const steamUrl = `steam://connect/${sourceTv.address}${sourceTv.password ? `/${encodeURIComponent(sourceTv.password)}` : ''}`;
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available in this browser');
      await navigator.clipboard.writeText(command);
      toast.show({ title: 'SourceTV command copied', description: 'Paste it into the TF2 console to spectate.', variant: 'success' });
    } catch (error) {
      toast.show({ title: 'Could not copy', description: error instanceof Error ? error.message : String(error), variant: 'error' });
    }
  };
  return (
    <Stack gap="xs" role="group" aria-label="SourceTV">
      <Text>
        Watch on SourceTV:{' '}
        <Text as="span" mono aria-label="SourceTV command">
          connect {sourceTv.address}
        </Text>
      </Text>
      {sourceTv.password ? (
        <Text size="sm">
          Password:{' '}
          <Text as="span" mono aria-label="SourceTV password">
            {sourceTv.password}
          </Text>
        </Text>
      ) : null}
      <Inline gap="sm">
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          Copy SourceTV command
        </Button>
        <a href={steamUrl}>Watch with Steam</a>
      </Inline>
    </Stack>
  );
}
