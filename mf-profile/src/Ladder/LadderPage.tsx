import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Avatar,
  Badge,
  BlazingName,
  Button,
  Heading,
  Inline,
  SelectField,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
  TextField,
} from '@pug/design-system';
import {
  avatarUrl,
  displayElo,
  divisionShorthand,
  ELO_FORMATS,
  ELO_ROLES_BY_FORMAT,
  type EloFormat,
  FALLBACK_AVATAR_URL,
  formatDisplayName,
  isBlazing,
  ladderQuerySchema,
  ladderStartFor,
  type LadderResponse,
  pathOf,
  roleDisplayName,
  routes,
} from '@pug/domain';
import { useApiQuery, useSession } from '@pug/platform';

/**
 * `/players`: the ladder, players by elo in one format and class, searchable by alias or Steam ID.
 * The choices live in the URL; without them a signed-in player starts on the format and class
 * they play most, with their own row highlighted. Blazing names show unless the viewer hides text effects.
 */
export function LadderPage() {
  const [params, setParams] = useSearchParams();
  const { user, loading } = useSession();
  const parsed = ladderQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : ladderQuerySchema.parse({});
  const start = params.has('format') ? null : ladderStartFor(user);
  const format = start?.format ?? query.format;
  const { page, q } = query;
  const wanted = start?.role ?? query.role;
  const role = (ELO_ROLES_BY_FORMAT[format] as readonly string[]).includes(wanted) ? wanted : ELO_ROLES_BY_FORMAT[format][0]!;
  const hideEffects = user?.preferences?.hideTextEffects ?? false;
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  const update = (change: Partial<{ format: EloFormat; role: string; q: string; page: number }>) => {
    const next = { format, role, q, page: 1, ...change };
    const out = new URLSearchParams({ format: next.format, role: next.role });
    if (next.q) out.set('q', next.q);
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out);
  };
  const path = `${pathOf(routes.ladder)}?${new URLSearchParams({ format, role, page: String(page), ...(q ? { q } : {}) }).toString()}`;
  // Without a format in the address, wait for the session: a signed-in player's own ladder comes first.
  const ladder = useApiQuery<LadderResponse>(loading && start ? null : path);
  const data = ladder.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="lg">
      <Heading level={1}>Ladder</Heading>
      <Inline gap="md" align="end">
        <SelectField
          label="Format"
          value={format}
          onChange={(e) => update({ format: e.target.value as EloFormat, role: ELO_ROLES_BY_FORMAT[e.target.value as EloFormat][0] })}
          options={ELO_FORMATS.map((f) => ({ value: f, label: formatDisplayName(f) }))}
        />
        <SelectField
          label="Class"
          value={role}
          onChange={(e) => update({ role: e.target.value })}
          options={ELO_ROLES_BY_FORMAT[format].map((r) => ({ value: r, label: roleDisplayName(r) }))}
        />
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: search.trim() });
          }}
        >
          <Inline gap="xs" align="end">
            <TextField
              label="Find a player"
              type="search"
              placeholder="Alias or Steam ID"
              maxLength={40}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </Inline>
        </form>
      </Inline>
      {ladder.loading && !data ? <Spinner label="Loading the ladder…" /> : null}
      {data && data.rows.length === 0 ? (
        <Text tone="muted">{q ? `No ${roleDisplayName(role)} matches “${q}”.` : `Nobody has played ${roleDisplayName(role)} yet.`}</Text>
      ) : null}
      {data && data.rows.length > 0 ? (
        <>
          <Table caption={`${formatDisplayName(format)} ${roleDisplayName(role)}: ${data.total} players${q ? ` matching “${q}”` : ''}, by elo`}>
            <TableHead>
              <TableRow>
                <TableHeaderCell numeric>Rank</TableHeaderCell>
                <TableHeaderCell>Player</TableHeaderCell>
                <TableHeaderCell numeric>Elo</TableHeaderCell>
                <TableHeaderCell phoneHidden>Division</TableHeaderCell>
                <TableHeaderCell numeric>W</TableHeaderCell>
                <TableHeaderCell numeric>L</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((r) => (
                <TableRow key={r.steamid} current={r.steamid === user?.steamid}>
                  <TableCell numeric>{r.rank}</TableCell>
                  <TableCell>
                    <Inline gap="sm">
                      <Avatar src={avatarUrl(r)} fallbackSrc={FALLBACK_AVATAR_URL} alt="" size={24} />
                      <Link to={`/players/${r.steamid}`}>
                        <BlazingName blazing={isBlazing(r.winStreak, hideEffects)} streakLabel={`${r.winStreak} wins in a row`}>
                          {r.alias}
                        </BlazingName>
                      </Link>
                    </Inline>
                  </TableCell>
                  <TableCell numeric>{displayElo(r.elo)}</TableCell>
                  <TableCell phoneHidden>
                    <Badge division={divisionShorthand(r.division)} title={r.division || 'No pugs yet'} />
                  </TableCell>
                  <TableCell numeric>{r.w}</TableCell>
                  <TableCell numeric>{r.l}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Inline gap="sm" justify="end">
            <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
              Previous
            </Button>
            <Text size="sm" aria-live="polite">
              Page {Math.min(page, pages)} of {pages}
            </Text>
            <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => update({ page: page + 1 })}>
              Next
            </Button>
          </Inline>
        </>
      ) : null}
    </Stack>
  );
}
