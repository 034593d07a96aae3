import { Text } from '@pug/design-system';
import { formatCompactDateTime, formatDateTime } from './format.ts';

/** A moment in a table cell: compact and on one line (it wrapped over five), the full date and time in its title (the tooltip). */
export function When({ at }: { at: number }) {
  return (
    <Text as="time" size="sm" truncate title={formatDateTime(at)}>
      {formatCompactDateTime(at)}
    </Text>
  );
}
