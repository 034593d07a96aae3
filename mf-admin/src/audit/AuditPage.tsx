import { useState } from 'react';
import { Link } from 'react-router';
import { Callout, Field, Heading, Inline, Spinner, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Text } from '@pug/design-system';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditLogResponse, pathOf, routes } from '@pug/domain';
import { useApiQuery } from '@pug/platform';
import { formatDateTime } from '../shared/format.ts';
import { Pager } from '../shared/Pager.tsx';
import { When } from '../shared/When.tsx';

/** 'banPlayer' -> 'Ban player'. */
const actionLabel = (action: string) =>
  action
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** Details as `key: value · …`; times (expires, date) as dates, absent values as 'none'. */
function detailsText(details: NonNullable<AuditEntry['details']>): string {
  return Object.entries(details)
    .map(([k, v]) => `${k}: ${v === null ? 'none' : typeof v === 'number' && (k === 'expires' || k === 'date') ? formatDateTime(v) : String(v)}`)
    .join(' · ');
}

function Target({ entry, basePath }: { entry: AuditEntry; basePath: string }) {
  const target = entry.target;
  if (!target) return <>–</>;
  const label = target.label ?? target.id;
  if (target.kind === 'player') return <Link to={`${basePath}/players/${target.id}`}>{label}</Link>;
  if (target.kind === 'pug') return <Link to={`/pugs/${target.id}`}>{label}</Link>;
  return (
    <>
      {target.kind} {label}
    </>
  );
}

/** /admin/audit: every admin action (who, what, target, when, reason), newest first; filter by action or target id. */
export function AuditPage({ basePath }: { basePath: string }) {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [target, setTarget] = useState('');
  const [page, setPage] = useState(1);
  const targetId = /^[A-Za-z0-9_-]{1,64}$/.test(target.trim()) ? target.trim() : '';
  const log = useApiQuery<AuditLogResponse>(
    `${pathOf(routes.auditLog)}?page=${page}${action ? `&action=${action}` : ''}${targetId ? `&target=${encodeURIComponent(targetId)}` : ''}`,
  );
  return (
    <Stack gap="md">
      <Heading level={2}>Audit log</Heading>
      <Inline gap="md" align="start">
        <Field label="Action">
          {(p) => (
            <select
              {...p}
              value={action}
              onChange={(e) => {
                setAction(e.target.value as AuditAction | '');
                setPage(1);
              }}
            >
              <option value="">All actions</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {actionLabel(a)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Target id" hint="A Steam ID, pug id, map name…">
          {(p) => (
            <input
              {...p}
              value={target}
              maxLength={64}
              onChange={(e) => {
                setTarget(e.target.value);
                setPage(1);
              }}
            />
          )}
        </Field>
      </Inline>
      {log.loading && !log.data ? <Spinner label="Loading the audit log…" /> : null}
      {log.error && !log.data ? (
        <Callout tone="error" title="The audit log could not be loaded">
          {log.error.message}
        </Callout>
      ) : null}
      {log.data?.entries.length === 0 ? <Text tone="muted">No admin action recorded here.</Text> : null}
      {log.data && log.data.entries.length > 0 ? (
        <Stack gap="sm">
          <Table caption="Admin actions, newest first">
            <TableHead>
              <TableRow>
                <TableHeaderCell>When</TableHeaderCell>
                <TableHeaderCell>Admin</TableHeaderCell>
                <TableHeaderCell>Action</TableHeaderCell>
                <TableHeaderCell>Target</TableHeaderCell>
                <TableHeaderCell>Reason</TableHeaderCell>
                <TableHeaderCell>Details</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.data.entries.map((entry) => (
                <TableRow key={entry._id}>
                  <TableCell>
                    <When at={entry.at} />
                  </TableCell>
                  <TableCell>
                    <Link to={`${basePath}/players/${entry.actor}`} title={entry.actor}>
                      {entry.actorAlias ?? `Player …${entry.actor.slice(-4)}`}
                    </Link>
                  </TableCell>
                  <TableCell>{actionLabel(entry.action)}</TableCell>
                  <TableCell>
                    <Target entry={entry} basePath={basePath} />
                  </TableCell>
                  <TableCell>{entry.reason ?? '–'}</TableCell>
                  <TableCell>
                    <Text as="span" size="sm" tone="muted">
                      {entry.details ? detailsText(entry.details) : '–'}
                    </Text>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager page={log.data.page} pageSize={log.data.pageSize} total={log.data.total} onPage={setPage} />
        </Stack>
      ) : null}
    </Stack>
  );
}
