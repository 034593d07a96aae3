import { useEffect, useState } from 'react';
import { Inline, Spinner, Stack, Text } from '@pug/design-system';
import type { Pug } from '@pug/domain';
import { fetchLogSummary, formatLength, logUrl, type LogSummary, type LogTeamSummary } from './logSummary.ts';

type SummaryState = { status: 'loading' } | { status: 'done'; summary: LogSummary } | { status: 'failed' };

function useLogSummary(logId: string | null): SummaryState | null {
  const [state, setState] = useState<SummaryState | null>(null);
  useEffect(() => {
    if (!logId) return setState(null);
    const abort = new AbortController();
    setState({ status: 'loading' });
    fetchLogSummary(logId, abort.signal).then(
      (summary) => setState({ status: 'done', summary }),
      // A third-party site: no error toast, the summary just says it is unavailable.
      () => !abort.signal.aborted && setState({ status: 'failed' }),
    );
    return () => abort.abort();
  }, [logId]);
  return state;
}

const teamText = (label: string, t: LogTeamSummary | undefined) =>
  t ? [`${label}`, t.score !== undefined ? `score ${t.score}` : null, t.kills !== undefined ? `${t.kills} kills` : null].filter(Boolean).join(' · ') : null;

/** A completed pug's match log (logs.tf) and demo (demos.tf) links, and a short summary read from the log. */
export function MatchLinks({ pug }: { pug: Pug }) {
  const logId = pug.data.logId ?? null;
  const demoUrl = pug.data.demoUrl ?? null;
  const summary = useLogSummary(logId);
  if (!logId && !demoUrl)
    return (
      <Text tone="muted" size="sm">
        No match log or demo was recorded.
      </Text>
    );
  return (
    <Stack gap="xs" role="group" aria-label="Match log and demo">
      <Inline gap="md">
        {logId ? (
          <a href={logUrl(logId)} target="_blank" rel="noreferrer">
            Match log
          </a>
        ) : null}
        {demoUrl ? (
          <a href={demoUrl} target="_blank" rel="noreferrer">
            Demo
          </a>
        ) : null}
      </Inline>
      {summary?.status === 'loading' ? <Spinner size="sm" label="Loading the log summary…" /> : null}
      {summary?.status === 'failed' ? (
        <Text tone="muted" size="sm">
          Log summary unavailable
        </Text>
      ) : null}
      {summary?.status === 'done' ? (
        <Inline gap="md" aria-label="Log summary">
          {summary.summary.length !== undefined ? <Text size="sm">Length {formatLength(summary.summary.length)}</Text> : null}
          {teamText('BLU', summary.summary.blu) ? (
            <Text size="sm" tone="blu">
              {teamText('BLU', summary.summary.blu)}
            </Text>
          ) : null}
          {teamText('RED', summary.summary.red) ? (
            <Text size="sm" tone="red">
              {teamText('RED', summary.summary.red)}
            </Text>
          ) : null}
        </Inline>
      ) : null}
    </Stack>
  );
}
