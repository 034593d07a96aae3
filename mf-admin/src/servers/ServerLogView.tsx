import { Box, Stack, Text } from '@pug/design-system';
import type { ServerLog } from '@pug/domain';

const time = (ts: number) => new Date(ts).toLocaleTimeString('en-GB', { hour12: false });

/** A server's most recent log lines, newest first. */
export function ServerLogView({ logs, limit = 50 }: { logs: ServerLog[]; limit?: number }) {
  if (logs.length === 0) return <Text tone="muted">Nothing logged yet.</Text>;
  const recent = logs.slice(-limit).reverse();
  return (
    <Stack gap="xxs" aria-label="Recent log lines" role="log">
      {recent.map((log, i) => (
        <Box key={`${log.timestamp}-${i}`} display="flex" gap="sm">
          <Text as="span" size="xs" mono tone="muted">
            {time(log.timestamp)}
          </Text>
          <Text as="span" size="xs" tone={log.type === 'error' ? 'error' : log.type === 'line' ? 'muted' : 'default'}>
            [{log.type}]
          </Text>
          <Text as="span" size="xs" mono>
            {log.line ?? ''}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
