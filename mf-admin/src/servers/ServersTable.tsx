import { Fragment } from 'react';
import { Badge, Button, Inline, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Text, type BadgeTone } from '@pug/design-system';
import { pugLabel, type ServerDisruptReason } from '@pug/domain';
import { statusOf, type AdminServer, type ServerStatus } from './types.ts';

/** Why a disrupted server gets no pug; 'config' and 'logFeed' last until an admin re-checks it (api servers/status.ts). */
const DISRUPT_REASON: Record<ServerDisruptReason, string> = {
  query: 'not answering',
  config: 'configuration failed',
  logFeed: 'no log lines: re-check it once fixed',
};
const TONE: Record<ServerStatus, BadgeTone> = { Disabled: 'neutral', Disrupted: 'error', 'In use': 'primary', Free: 'success', Unknown: 'warning' };

export interface ServersTableProps {
  servers: AdminServer[];
  busyId: string | null;
  onEdit(server: AdminServer): void;
  onCheck(server: AdminServer): void;
  onRemove(server: AdminServer): void;
  onShowLog(server: AdminServer): void;
  /** Ends the serveme.tf reservation of a reserved server no pug holds. */
  onEndReservation(server: AdminServer): void;
}

/** `HH:MM` in the admin's own time. */
const clock = (at: number) => new Date(at).toTimeString().slice(0, 5);

/** "serveme #1500000, ends 14:30" (or "being reserved" while serveme has not answered). */
function reservationLabel(reservation: NonNullable<AdminServer['reservation']>): string {
  if (reservation.id === null) return 'serveme, being reserved';
  return `serveme #${reservation.id}, ${reservation.ending ? 'ending' : `ends ${clock(reservation.endsAt)}`}`;
}

/** Every registered server with its live status and the admin actions; it fits a 1440 px screen without scrolling sideways (a pug's id is cut to its end, the actions wrap). */
export function ServersTable({ servers, busyId, onEdit, onCheck, onRemove, onShowLog, onEndReservation }: ServersTableProps) {
  return (
    <Table caption="Game servers">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>Address</TableHeaderCell>
          <TableHeaderCell phoneHidden>Region</TableHeaderCell>
          <TableHeaderCell numeric phoneHidden>
            Priority
          </TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell phoneHidden>Map</TableHeaderCell>
          <TableHeaderCell numeric phoneHidden>
            Players
          </TableHeaderCell>
          <TableHeaderCell>Actions</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {servers.map((server) => {
          const status = statusOf(server);
          return (
            <TableRow key={server._id}>
              <TableCell>
                {server.name}
                {server.reservation ? (
                  <Text as="div" size="xs" tone="muted">
                    {reservationLabel(server.reservation)}
                  </Text>
                ) : null}
              </TableCell>
              <TableCell>
                {/* host:port never breaks inside a number or the port; a phone may break after a dot or the colon. */}
                <AddressText ipport={server.ipport} />
              </TableCell>
              <TableCell phoneHidden>{server.region}</TableCell>
              <TableCell numeric phoneHidden>
                {server.priority}
              </TableCell>
              <TableCell>
                <Inline gap="xs">
                  <Badge tone={TONE[status]}>{status}</Badge>
                  {server.isDisrupt && server.disruptReason ? (
                    <Text as="span" size="xs" tone="muted">
                      {DISRUPT_REASON[server.disruptReason]}
                    </Text>
                  ) : null}
                  {server.pugId ? (
                    <Text as="span" size="xs" tone="muted" title={`pug ${server.pugId}`}>
                      {server.pugNumber ? `pug ${pugLabel({ _id: server.pugId, number: server.pugNumber })}` : `pug …${server.pugId.slice(-6)}`}
                    </Text>
                  ) : null}
                </Inline>
              </TableCell>
              <TableCell phoneHidden>{server.query?.map ?? '—'}</TableCell>
              <TableCell numeric phoneHidden>
                {server.query ? `${server.query.players}/${server.query.maxPlayers}` : '—'}
              </TableCell>
              <TableCell>
                {/* The actions wrap inside their cell: on one line they pushed Remove past a 1440 px screen's edge. */}
                <Inline gap="xs">
                  <Button size="sm" variant="secondary" onClick={() => onShowLog(server)}>
                    Log
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => onCheck(server)} loading={busyId === server._id}>
                    Check
                  </Button>
                  {server.reservation ? (
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => onEndReservation(server)}
                      disabled={server.pugId !== null || server.reservation.ending}
                      title={server.pugId ? 'Hosts a pug: ending the pug ends its reservation' : undefined}
                    >
                      End reservation
                    </Button>
                  ) : (
                    <RegisteredActions server={server} onEdit={onEdit} onRemove={onRemove} />
                  )}
                </Inline>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Edit and Remove: for registered servers only (a reserved one comes and goes with its pug). */
function RegisteredActions({ server, onEdit, onRemove }: { server: AdminServer; onEdit(server: AdminServer): void; onRemove(server: AdminServer): void }) {
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => onEdit(server)}>
        Edit
      </Button>
      <Button size="sm" variant="danger" onClick={() => onRemove(server)} disabled={server.pugId !== null} title={server.pugId ? 'Hosts a pug' : undefined}>
        Remove
      </Button>
    </>
  );
}

/**
 * `host:port` that a narrow screen may break only after a dot or the colon: a number or the port
 * is never cut ("203.0.113." / "25:27015" at worst, never "2701" / "5").
 */
function AddressText({ ipport }: { ipport: string }) {
  const parts = ipport.match(/[^.:]+[.:]?|[.:]/g) ?? [ipport];
  return (
    <span>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <Text as="span" mono noWrap>
            {part}
          </Text>
        </Fragment>
      ))}
    </span>
  );
}
