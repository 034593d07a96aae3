import { useEffect, useState } from 'react';
import { Text } from '@pug/design-system';
import type { Timestamp } from '@pug/domain';

/** "4:32" from milliseconds (rounded up to the second). */
function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * "Join within 4:32 or a sub is called": the automatic sub's deadline (GET /api/pugCreds' `joinBy`),
 * counting down each second. Not a live region: a screen reader reads it when it reaches it, not
 * every second.
 */
export function JoinDeadline({ joinBy, now = Date.now }: { joinBy: Timestamp; now?: () => number }) {
  const [at, setAt] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setAt(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  const left = joinBy - at;
  return (
    <Text weight="bold" tone={left <= 60_000 ? 'error' : 'default'} data-testid="join-deadline">
      {left > 0 ? `Join within ${clock(left)} or a sub is called` : 'Join now: your seat may go to a sub at any moment'}
    </Text>
  );
}
