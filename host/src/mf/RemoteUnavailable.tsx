import { Button, Callout } from '@pug/design-system';
import { REMOTES, type RemoteName } from './remotes.ts';
import { retryRemote } from './retry-store.ts';

/** What players see in place of a remote that could not load; the rest of the site keeps working. */
export function RemoteUnavailable({ name, quiet = false }: { name: RemoteName; quiet?: boolean }) {
  if (quiet) return null;
  return (
    <Callout
      tone="warning"
      title={`${REMOTES[name].part} is unavailable`}
      action={
        <Button variant="secondary" size="sm" onClick={() => retryRemote(name)}>
          Retry
        </Button>
      }
    >
      This part of the site could not be loaded. Everything else still works; try again in a moment.
    </Callout>
  );
}
