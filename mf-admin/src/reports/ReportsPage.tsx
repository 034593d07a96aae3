import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Callout, Card, Field, Heading, Inline, Spinner, Stack, Text, useConfirm } from '@pug/design-system';
import { type AdminReport, pathOf, pugLabel, REPORT_CATEGORIES, type ReportCategory, routes } from '@pug/domain';
import { useApi, useApiQuery, useToast } from '@pug/platform';
import { DisciplineDialog } from '../players/DisciplineDialog.tsx';
import { formatDateTime, reasonFromReport } from '../shared/format.ts';

type Status = 'open' | 'handled' | 'all';
/** Reports per page of GET /api/allReports/ (the api's page size). */
const REPORTS_PER_PAGE = 50;

/** /admin/reports: reports newest first, open or handled, by category; jump to the pug and log, handle, ban, delete. */
export function ReportsPage({ basePath }: { basePath: string }) {
  const api = useApi();
  const toast = useToast();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<Status>('open');
  const [category, setCategory] = useState<ReportCategory | ''>('');
  const [banning, setBanning] = useState<AdminReport | null>(null);
  const [page, setPage] = useState(1);
  const path = `${pathOf(routes.allReports)}?status=${status}${category ? `&category=${encodeURIComponent(category)}` : ''}${page > 1 ? `&page=${page}` : ''}`;
  const reports = useApiQuery<AdminReport[]>(path);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.show({ variant: 'success', title: done });
      await reports.refetch();
    } catch {
      // toasted by the api client
    }
  };
  const setHandled = (report: AdminReport, handled: boolean) =>
    run(() => api.post(pathOf(routes.handleReport, { id: report._id }), { handled }), handled ? 'Report marked handled' : 'Report reopened');
  const remove = async (report: AdminReport) => {
    if (!(await confirm({ title: `Delete the ${report.category} report on ${report.playerAlias}?`, confirmLabel: 'Delete report', tone: 'danger' }))) return;
    void run(() => api.del(pathOf(routes.deleteReport, { id: report._id })), 'Report deleted');
  };

  return (
    <Stack gap="md">
      <Heading level={2}>Reports</Heading>
      <Inline gap="md" align="start">
        <Field label="Status">
          {(p) => (
            <select
              {...p}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as Status);
                setPage(1);
              }}
            >
              <option value="open">Open</option>
              <option value="handled">Handled</option>
              <option value="all">All</option>
            </select>
          )}
        </Field>
        <Field label="Category">
          {(p) => (
            <select
              {...p}
              value={category}
              onChange={(e) => {
                setCategory(e.target.value as ReportCategory | '');
                setPage(1);
              }}
            >
              <option value="">All categories</option>
              {REPORT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Inline>
      {reports.loading && !reports.data ? <Spinner label="Loading reports…" /> : null}
      {reports.error && !reports.data ? (
        <Callout tone="error" title="Reports could not be loaded">
          {reports.error.message}
        </Callout>
      ) : null}
      {reports.data?.length === 0 ? <Text tone="muted">No reports here.</Text> : null}
      {reports.data?.map((report) => (
        <Card as="article" key={report._id} aria-label={`${report.category} report on ${report.playerAlias}`}>
          <Stack gap="xs">
            <Inline gap="xs" justify="between">
              <Inline gap="xs">
                <Badge tone={report.handled ? 'neutral' : 'warning'}>{report.handled ? 'Handled' : 'Open'}</Badge>
                <Badge tone="error">{report.category}</Badge>
                <Text weight="bold">
                  <Link to={`${basePath}/players/${report.player}`}>{report.playerAlias}</Link>
                </Text>
                <Text size="sm" tone="muted">
                  reported by <Link to={`${basePath}/players/${report.reporter}`}>{report.reporterAlias}</Link>
                </Text>
              </Inline>
              <Text size="sm" tone="muted">
                {formatDateTime(report.createdAt)}
              </Text>
            </Inline>
            <Text>{report.description}</Text>
            <Inline gap="md">
              <Link to={`/pugs/${report.pugId}`}>
                {report.pugNumber ? `Open pug ${pugLabel({ _id: report.pugId, number: report.pugNumber })}` : 'Open the pug'}
              </Link>
              {report.logUrl ? (
                <a href={report.logUrl} target="_blank" rel="noopener noreferrer">
                  Open the log (logs.tf)
                </a>
              ) : (
                <Text as="span" size="sm" tone="muted">
                  No log
                </Text>
              )}
            </Inline>
            {report.handled && report.note ? (
              <Text size="sm" tone="muted">
                Note: {report.note}
              </Text>
            ) : null}
            <Inline gap="sm">
              <Button size="sm" variant="danger" onClick={() => setBanning(report)}>
                Ban from report…
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void setHandled(report, !report.handled)}>
                {report.handled ? 'Reopen' : 'Mark handled'}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => remove(report)}>
                Delete
              </Button>
            </Inline>
          </Stack>
        </Card>
      ))}
      {page > 1 || reports.data?.length === REPORTS_PER_PAGE ? (
        <Inline gap="sm">
          <Button size="sm" variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Newer reports
          </Button>
          <Button size="sm" variant="secondary" disabled={reports.data?.length !== REPORTS_PER_PAGE} onClick={() => setPage(page + 1)}>
            Older reports
          </Button>
        </Inline>
      ) : null}
      <DisciplineDialog
        open={banning !== null}
        player={banning ? { steamid: banning.player, alias: banning.playerAlias } : null}
        initialReason={banning ? reasonFromReport(banning.category, banning.description) : ''}
        onOpenChange={(open) => {
          if (!open) setBanning(null);
        }}
        onDone={() => {
          // The report led to a ban: it is dealt with.
          if (banning && !banning.handled) void setHandled(banning, true);
        }}
      />
      {dialog}
    </Stack>
  );
}
