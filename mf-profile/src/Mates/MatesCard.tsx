import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Card, Field, Heading, Inline, Spinner, Stack, Text, Tiles } from '@pug/design-system';
import {
  formatDisplayName,
  MATES_MAX_LIMIT,
  pathOf,
  recordText,
  routes,
  winRate,
  type FormatMates,
  type MateRow,
  type PlayerMatesResponse,
  type WinLoss,
} from '@pug/domain';
import { useApi, useApiQuery } from '@pug/platform';
import { useRefetchOnChange } from '../shared/useRefetchOnChange.ts';

const TOP = 5;

/** "12–7 (63%)": the record, and the win rate when there is one. */
function recordLabel(record: WinLoss): string {
  const rate = winRate(record);
  return rate === null ? recordText(record) : `${recordText(record)} (${rate}%)`;
}

function MateList({ title, rows, side }: { title: string; rows: MateRow[]; side: 'with' | 'against' }) {
  return (
    <Stack gap="xs">
      <Text weight="bold" size="sm">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text tone="muted" size="sm">
          Nobody yet.
        </Text>
      ) : (
        <ol aria-label={title} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {rows.map((row) => (
            <li key={row.steamid}>
              <Inline gap="xs" wrap>
                <Text as="span" size="sm" breakAnywhere>
                  {side === 'with' ? 'with ' : 'against '}
                  <Link to={`/players/${row.steamid}`}>{row.alias}</Link>:
                </Text>
                <Text as="span" size="sm" mono>
                  {recordLabel(row)}
                </Text>
              </Inline>
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}

function FormatBlock({ format }: { format: FormatMates }) {
  const name = formatDisplayName(format.format);
  return (
    <Stack gap="sm" data-testid={`mates-${format.format}`}>
      <Heading level={3}>
        {name}{' '}
        <Text as="span" tone="muted" size="sm">
          · {format.pugs} {format.pugs === 1 ? 'pug' : 'pugs'}
        </Text>
      </Heading>
      <Tiles>
        <MateList title={`Most played with in ${name}`} rows={format.with} side="with" />
        <MateList title={`Most played against in ${name}`} rows={format.against} side="against" />
      </Tiles>
    </Stack>
  );
}

/** "With <player>": a name (or Steam ID) looked up among the players they met, with the record each side per format. */
function MateLookupForm({ steamid }: { steamid: string }) {
  const api = useApi();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<PlayerMatesResponse['lookup'] | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    setBusy(true);
    try {
      // Failures show as an error toast (the api client).
      const body = await api.get<PlayerMatesResponse>(`${pathOf(routes.playerMates, { id: steamid })}?limit=1&q=${encodeURIComponent(q)}`);
      setFound(body.lookup);
    } catch {
      setFound(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <form onSubmit={(e) => void submit(e)} aria-label="Look up a player">
        <Inline gap="sm" align="end">
          <Field label="With or against a player" hint="The start of their name, or their Steam ID">
            {(p) => <input {...p} type="search" value={text} maxLength={40} onChange={(e) => setText(e.target.value)} placeholder="Name" />}
          </Field>
          <Button type="submit" size="sm" variant="secondary" disabled={busy || !text.trim()}>
            Look up
          </Button>
        </Inline>
      </form>
      <div aria-live="polite">
        {found && found.length === 0 ? (
          <Text tone="muted" size="sm">
            They have not played a counted pug with or against “{text.trim()}”.
          </Text>
        ) : null}
        {found && found.length > 0 ? (
          <ul aria-label="Players found" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {found.map((mate) => (
              <li key={mate.steamid}>
                <Text as="span" size="sm" breakAnywhere>
                  <Link to={`/players/${mate.steamid}`}>{mate.alias}</Link>
                  {': '}
                  {mate.formats
                    .map((f) =>
                      [f.with ? `with: ${recordLabel(f.with)}` : null, f.against ? `against: ${recordLabel(f.against)}` : null]
                        .filter(Boolean)
                        .join(', ')
                        .replace(/^/, `${formatDisplayName(f.format)} `),
                    )
                    .join(' · ')}
                </Text>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Stack>
  );
}

/**
 * With and against (docs/product.md "With and against"): per format, the players this one played with and
 * against most, their record (wins–losses) and win rate, and a lookup of one player by name.
 * Read again when `eloVersion` changes (a pug of theirs ended: ProfilePage).
 */
export function MatesCard({ steamid, eloVersion = 0 }: { steamid: string; eloVersion?: number }) {
  const query = useApiQuery<PlayerMatesResponse>(`${pathOf(routes.playerMates, { id: steamid })}?limit=${Math.min(TOP, MATES_MAX_LIMIT)}`);
  useRefetchOnChange(query.refetch, eloVersion);
  const data = query.data;
  return (
    <Card as="section" aria-labelledby="mates-heading">
      <Stack gap="md">
        <Heading level={2} id="mates-heading">
          With and against
        </Heading>
        {query.loading && !data ? <Spinner label="Loading who they play with…" /> : null}
        {query.error && !data ? <Text tone="error">With and against could not be loaded: {query.error.message}</Text> : null}
        {data && data.formats.length === 0 ? <Text tone="muted">No finished pugs with a result yet.</Text> : null}
        {data?.formats.map((f) => (
          <FormatBlock key={f.format} format={f} />
        ))}
        {data && data.formats.length > 0 ? <MateLookupForm steamid={steamid} /> : null}
      </Stack>
    </Card>
  );
}
