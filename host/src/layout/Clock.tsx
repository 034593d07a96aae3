import { useEffect, useState } from 'react';
import { Text } from '@pug/design-system';

/** HH:MM:SS, 24-hour, local time (docs/product.md "Constants"). */
export function formatClock(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Text tone="muted" size="sm">
      <time dateTime={now.toISOString()} aria-label="Current time" data-testid="clock">
        {formatClock(now)}
      </time>
    </Text>
  );
}
