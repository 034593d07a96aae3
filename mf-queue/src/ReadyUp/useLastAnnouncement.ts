import { useState } from 'react';

/**
 * The last non-null announcement: a live region given this changes its text only when there is
 * something new to say (so a countdown is read at a few points, not every second).
 */
export function useLastAnnouncement(next: string | null): string {
  const [last, setLast] = useState('');
  if (next !== null && next !== last) setLast(next);
  return next ?? last;
}
