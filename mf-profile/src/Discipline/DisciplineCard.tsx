import { Badge, Card, Heading, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@pug/design-system';
import { isBanActive, type Discipline } from '@pug/domain';

const day = (ms: number) => new Date(ms).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The player's discipline history, shown to the player themselves and to admins only. */
export function DisciplineCard({ entries, now }: { entries: Discipline[]; now: number }) {
  if (entries.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="discipline-heading">
      <Stack gap="md">
        <Heading level={2} id="discipline-heading">
          Discipline
        </Heading>
        <Table caption="Bans and captain restrictions, newest first">
          <TableHead>
            <TableRow>
              <TableHeaderCell>Date</TableHeaderCell>
              <TableHeaderCell>Kind</TableHeaderCell>
              <TableHeaderCell>Reason</TableHeaderCell>
              <TableHeaderCell>Expires</TableHeaderCell>
              <TableHeaderCell>Appeal</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((d, i) => (
              <TableRow key={d._id ?? i}>
                <TableCell>{day(d.date)}</TableCell>
                <TableCell>
                  {d.isBan ? <Badge tone={isBanActive(d, now) ? 'error' : 'neutral'}>{isBanActive(d, now) ? 'Ban (active)' : 'Ban'}</Badge> : null}{' '}
                  {d.isCaptainRestrict ? <Badge tone="warning">Captain restriction</Badge> : null}
                </TableCell>
                <TableCell>{d.reason}</TableCell>
                <TableCell>{d.expires ? day(d.expires) : 'never'}</TableCell>
                <TableCell>{d.appealAccepted ? 'Accepted' : d.appeal ? 'Submitted' : '–'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </Card>
  );
}
