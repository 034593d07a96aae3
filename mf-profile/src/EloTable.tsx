import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Text } from '@pug/design-system';
import { displayElo, ELO_FORMATS, formatDisplayName, roleDisplayName, type Elos } from '@pug/domain';

/** Elo per format and class; stored unrounded, shown rounded (spec §9). */
export function EloTable({ elos }: { elos: Elos }) {
  const rows = ELO_FORMATS.flatMap((format) => Object.entries(elos[format] ?? {}).map(([role, elo]) => ({ format, role, elo: elo ?? 0 })));
  if (rows.length === 0) return <Text tone="muted">No elo yet: this player has not finished a pug.</Text>;
  return (
    <Table caption="Elo by format and class">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Format</TableHeaderCell>
          <TableHeaderCell>Class</TableHeaderCell>
          <TableHeaderCell>Elo</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={`${r.format}-${r.role}`}>
            <TableCell>{formatDisplayName(r.format)}</TableCell>
            <TableCell>{roleDisplayName(r.role)}</TableCell>
            <TableCell numeric>{displayElo(r.elo)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
