import { Badge, Callout, Inline, Stack, Text } from '@pug/design-system';
import type { PublicServer, ServerAddressHidden } from '@pug/domain';

/** What the page says where a hidden address would be (the api's reason, domain pug/serverInfo.ts). */
const HIDDEN: Record<ServerAddressHidden, string> = {
  signIn: 'hidden: sign in to see it',
  players: "hidden: only this pug's players and admins see it",
  live: 'hidden while the match is being played',
};

/**
 * The pug's game server as everyone sees it: name, map, player count; a warning while it is disrupted.
 * A status read before the server changed to the pug's map (the previous pug's map and players) is
 * not shown as the pug's: it says the server is changing to `pugMap`. An address (and SourceTV) the
 * viewer may not see says so, and why.
 */
export function ServerStatus({ server, pugMap }: { server: PublicServer; pugMap: string }) {
  const query = server.query;
  const changingMap = query !== null && query.map !== pugMap;
  return (
    <Stack gap="xs" aria-label="Game server" role="group">
      <Inline gap="sm">
        <Text weight="bold">{server.name}</Text>
        {server.region ? <Badge>{server.region}</Badge> : null}
        {changingMap ? (
          <Text tone="muted" aria-label="Server map">
            changing to {pugMap}…
          </Text>
        ) : query ? (
          <>
            <Text mono aria-label="Server map">
              {query.map}
            </Text>
            <Text mono aria-label="Players on the server">
              {query.players}/{query.maxPlayers} players
            </Text>
          </>
        ) : (
          <Text tone="muted">no status yet</Text>
        )}
      </Inline>
      {server.addressHidden ? (
        <Text size="sm" tone="muted" aria-label="Server address">
          Address and SourceTV {HIDDEN[server.addressHidden]}
        </Text>
      ) : null}
      {server.isDisrupt ? (
        <Callout tone="warning" title="The server is not responding">
          An admin has been told; the pug continues when it is back.
        </Callout>
      ) : null}
    </Stack>
  );
}
