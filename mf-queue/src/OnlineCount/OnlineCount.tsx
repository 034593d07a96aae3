import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { Badge, Box, Button, Heading, Spinner, Stack, Text } from '@pug/design-system';
import { routes, type OnlinePlayer, type OnlineResponse } from '@pug/domain';
import { useApi, useApiQuery, useOnReconnect, useSession, useSocketEvent } from '@pug/platform';

const label = (count: number) => `${count} online`;

/** The names, fetched each time the list opens and again while it is open and the count changes. */
function OnlineList({ count }: { count: number | undefined }) {
  const api = useApi();
  const [players, setPlayers] = useState<OnlinePlayer[] | null>(null);
  useEffect(() => {
    let current = true;
    api
      .get<OnlineResponse>(routes.online.path, { silent: true })
      .then((res) => current && setPlayers(res.players ?? []))
      .catch(() => current && setPlayers([]));
    return () => {
      current = false;
    };
  }, [api, count]);
  if (!players) return <Spinner size="sm" label="Loading who is online…" />;
  if (players.length === 0) return <Text tone="muted">Nobody else is here.</Text>;
  return (
    <Stack as="ul" gap="xxs" padding="none" margin="none" aria-label="Players online">
      {players.map((p) => (
        <li key={p.steamid}>
          <Link to={`/players/${p.steamid}`}>{p.alias}</Link> {p.isAdmin ? <Badge tone="secondary">admin</Badge> : null}
        </li>
      ))}
    </Stack>
  );
}

/**
 * How many players have a page of the site open, live (api online/: once per player across tabs,
 * sent at most every few seconds). A signed-in player opens the list of names (a popover the
 * button toggles; Escape or a click outside closes it); a visitor sees the count only.
 */
export function OnlineCount() {
  const { user } = useSession();
  const query = useApiQuery<OnlineResponse>(routes.online.path, { silent: true });
  const [live, setLive] = useState<number | undefined>(undefined);
  useSocketEvent('online', ({ count }) => setLive(count));
  useOnReconnect(() => {
    setLive(undefined);
    void query.refetch();
  });
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const id = useId();
  const count = live ?? query.data?.count;

  useEffect(() => {
    const el = panel.current;
    if (!el?.showPopover) return;
    if (open && !el.matches(':popover-open')) el.showPopover();
    if (!open && el.matches(':popover-open')) el.hidePopover();
  }, [open]);

  if (count === undefined) return null;
  if (!user)
    return (
      <Text size="sm" tone="muted" data-testid="online-count">
        {label(count)}
      </Text>
    );
  return (
    <>
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} data-testid="online-count">
        {label(count)}
      </Button>
      <Box
        ref={panel}
        id={id}
        popover="auto"
        role="dialog"
        aria-label="Who is online"
        onToggle={(e: SyntheticEvent) => setOpen((e.nativeEvent as ToggleEvent).newState === 'open')}
        padding="md"
        borderRadius="md"
        background="surfaceRaised"
        color="text"
      >
        <Stack gap="sm">
          <Heading level={2}>Who is online</Heading>
          {open ? <OnlineList count={count} /> : null}
          <Button size="sm" variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        </Stack>
      </Box>
    </>
  );
}
