import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Callout,
  Field,
  Heading,
  Inline,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
  useConfirm,
} from '@pug/design-system';
import {
  type Format,
  formatDisplayName,
  FORMATS,
  mapBodySchema,
  type MapConfig,
  type MapEntry,
  mapImageName,
  type MapsResponse,
  pathOf,
  routes,
} from '@pug/domain';
import { useApi, useApiQuery, useToast } from '@pug/platform';
import { formatList } from '../shared/format.ts';
import { MapConfigDialog } from './MapConfigDialog.tsx';
import { MapImageForm } from './MapImageForm.tsx';

/** Add a map to the pools of some formats (or change the pools of a listed map). */
function AddMapForm({ onSaved }: { onSaved(maps: MapsResponse): void }) {
  const api = useApi();
  const toast = useToast();
  const [name, setName] = useState('');
  const [formats, setFormats] = useState<Format[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const toggle = (format: Format, on: boolean) => setFormats((all) => (on ? [...all, format] : all.filter((f) => f !== format)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = mapBodySchema.safeParse({ name, formats });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return setError(`${issue.path[0] === 'formats' ? 'Pools' : 'Map name'}: ${issue.message}`);
    }
    setError(null);
    setSending(true);
    try {
      const maps = await api.post<MapsResponse>(pathOf(routes.addMap), parsed.data);
      toast.show({ variant: 'success', title: `${parsed.data.name} is in the ${formatList(parsed.data.formats)} pool` });
      setName('');
      setFormats([]);
      onSaved(maps);
    } catch {
      // toasted by the api client
    } finally {
      setSending(false);
    }
  };

  const trimmed = name.trim();
  return (
    <Box as="form" display="flex" flexDirection="column" gap="sm" aria-label="Add a map" onSubmit={(e: FormEvent) => void submit(e)}>
      <Heading level={3}>Add a map</Heading>
      <Field label="Map name" required hint={trimmed ? `Image: ${mapImageName(trimmed)}` : 'As on the server, e.g. cp_process_final'}>
        {(p) => <input {...p} value={name} maxLength={64} onChange={(e) => setName(e.target.value)} autoComplete="off" />}
      </Field>
      <Box role="group" aria-label="Pools" display="flex" flexWrap="wrap" gap="md" alignItems="center">
        <Text as="span" size="sm" weight="bold">
          Pools
        </Text>
        {FORMATS.map((format) => (
          <label key={format}>
            <input type="checkbox" checked={formats.includes(format)} onChange={(e) => toggle(format, e.target.checked)} /> {formatDisplayName(format)}
          </label>
        ))}
      </Box>
      {error ? (
        <Text tone="error" role="alert">
          {error}
        </Text>
      ) : null}
      <Box>
        <Button type="submit" loading={sending}>
          Add map
        </Button>
      </Box>
    </Box>
  );
}

/**
 * /admin/maps: the pool per format; add and delete maps, and set the config (and whitelist) each
 * map runs in each format. Lobbies use a changed pool from their next round.
 */
export function MapsPage() {
  const api = useApi();
  const toast = useToast();
  const { confirm, dialog } = useConfirm();
  const query = useApiQuery<MapsResponse>(pathOf(routes.maps));
  const [fresh, setFresh] = useState<MapsResponse | null>(null);
  const [editing, setEditing] = useState<{ map: MapEntry; format: Format } | null>(null);
  const maps = fresh ?? query.data;
  if (query.loading && !maps) return <Spinner label="Loading maps…" />;
  if (!maps)
    return (
      <Callout tone="error" title="Maps could not be loaded">
        {query.error?.message ?? 'Unknown error'}
      </Callout>
    );

  const remove = async (map: MapEntry) => {
    if (
      !(await confirm({
        title: `Delete ${map.name}?`,
        description: `It leaves the ${formatList(map.formats)} pool from each lobby's next round.`,
        confirmLabel: 'Delete map',
        tone: 'danger',
      }))
    )
      return;
    try {
      setFresh(await api.del<MapsResponse>(pathOf(routes.deleteMap, { id: map._id })));
      toast.show({ variant: 'success', title: `${map.name} deleted` });
    } catch {
      // toasted by the api client
    }
  };

  const saveConfig = async (map: MapEntry, format: Format, config: MapConfig) => {
    setFresh(await api.request<MapsResponse>('PUT', pathOf(routes.editMap, { id: map._id }), { body: { configs: { [format]: config } } }));
    toast.show({ variant: 'success', title: `${map.name} runs ${config.config} in ${formatDisplayName(format)}` });
  };

  return (
    <Stack gap="lg">
      <Heading level={2}>Maps</Heading>
      <Text size="sm" tone="muted">
        Lobbies draw their map vote from these pools; a change applies from each lobby&apos;s next round.
      </Text>
      <AddMapForm onSaved={setFresh} />
      <MapImageForm maps={maps} onSaved={setFresh} />
      {FORMATS.map((format) => {
        const pool = maps.filter((m) => m.formats.includes(format));
        return (
          <Stack gap="sm" key={format}>
            <Heading level={3}>{formatDisplayName(format)} pool</Heading>
            {pool.length === 0 ? (
              <Text tone="muted">No maps in this pool.</Text>
            ) : (
              <Table caption={`${formatDisplayName(format)} map pool`}>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>Map</TableHeaderCell>
                    <TableHeaderCell>Image name</TableHeaderCell>
                    <TableHeaderCell>Pools</TableHeaderCell>
                    <TableHeaderCell>Config</TableHeaderCell>
                    <TableHeaderCell>Actions</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {pool.map((m) => (
                    <TableRow key={m._id}>
                      <TableCell>{m.name}</TableCell>
                      <TableCell>{mapImageName(m.name)}</TableCell>
                      <TableCell>{formatList(m.formats)}</TableCell>
                      <TableCell>
                        <Text as="span" mono size="sm">
                          {m.configs[format]?.config}
                        </Text>
                        {m.configs[format]?.whitelistId ? (
                          <Text as="span" size="sm" tone="muted">
                            {' '}
                            · whitelist {m.configs[format].whitelistId}
                          </Text>
                        ) : null}
                      </TableCell>
                      <TableCell>
                        <Inline gap="xs" wrap={false}>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`Edit config of ${m.name} (${formatDisplayName(format)})`}
                            onClick={() => setEditing({ map: m, format })}
                          >
                            Edit config
                          </Button>
                          <Button size="sm" variant="ghost" aria-label={`Delete ${m.name} (${formatDisplayName(format)})`} onClick={() => void remove(m)}>
                            Delete
                          </Button>
                        </Inline>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Stack>
        );
      })}
      <MapConfigDialog editing={editing} onClose={() => setEditing(null)} onSubmit={saveConfig} />
      {dialog}
    </Stack>
  );
}
