import { Callout, Heading, Spinner, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Text } from '@pug/design-system';
import { formatDisplayName, FORMATS, mapImageName, type MapsResponse } from '@pug/domain';
import { useApiQuery } from '@pug/platform';

/** The map pool per format, as the map vote draws from it. */
export function MapPool() {
  const maps = useApiQuery<MapsResponse>('/api/maps/');
  if (maps.loading && !maps.data) return <Spinner label="Loading maps…" />;
  if (!maps.data)
    return (
      <Callout tone="error" title="Maps could not be loaded">
        {maps.error?.message ?? 'Unknown error'}
      </Callout>
    );
  const all = maps.data;
  return (
    <Stack gap="lg">
      {FORMATS.map((format) => {
        const pool = all.filter((m) => m.formats.includes(format));
        return (
          <Stack gap="sm" key={format}>
            <Heading level={2}>{formatDisplayName(format)} pool</Heading>
            {pool.length === 0 ? (
              <Text tone="muted">No maps in this pool.</Text>
            ) : (
              <Table caption={`${formatDisplayName(format)} map pool`}>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>Map</TableHeaderCell>
                    <TableHeaderCell>Image name</TableHeaderCell>
                    <TableHeaderCell>Status</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {pool.map((m) => (
                    <TableRow key={m._id}>
                      <TableCell>{m.name}</TableCell>
                      <TableCell>{mapImageName(m.name)}</TableCell>
                      <TableCell>{m.isActive ? 'Active' : 'Inactive'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
