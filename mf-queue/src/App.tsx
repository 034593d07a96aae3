import { useSearchParams } from 'react-router';
import { Callout, Heading, Spinner, Stack, Tabs } from '@pug/design-system';
import type { QueuesResponse } from '@pug/domain';
import { BuildStamp, useApiQuery, useOnReconnect, type RemoteAppProps } from '@pug/platform';
import { QueueBoard } from './QueueBoard/QueueBoard.tsx';
import { formatLabel } from './formatLabel.ts';

/** The queue lobby: one tab per configured queue; `?pugId=` picks which (spec §2). */
export default function App(_props: RemoteAppProps) {
  const queues = useApiQuery<QueuesResponse>('/api/queues');
  useOnReconnect(() => void queues.refetch());
  const [params, setParams] = useSearchParams();

  if (queues.loading && !queues.data) return <Spinner label="Loading queues…" />;
  if (!queues.data) {
    return (
      <Callout tone="error" title="Queues could not be loaded">
        {queues.error?.message ?? 'Unknown error'}
      </Callout>
    );
  }
  const list = queues.data;
  const selected = list.find((q) => q.name === params.get('pugId')) ?? list[0];

  return (
    <Stack gap="lg">
      <Heading level={1}>Queues</Heading>
      {list.length === 0 || !selected ? (
        <Callout tone="info" title="No queues">No queues are configured on this site.</Callout>
      ) : (
        <>
          <Tabs
            label="Queues"
            items={list.map((q) => ({ id: q.name, label: formatLabel(q) }))}
            value={selected.name}
            onValueChange={(name) => setParams((p) => {
              p.set('pugId', name);
              return p;
            })}
          />
          <QueueBoard queue={selected} />
        </>
      )}
      <BuildStamp app={__PUG_APP__} build={__PUG_BUILD_ID__} />
    </Stack>
  );
}
