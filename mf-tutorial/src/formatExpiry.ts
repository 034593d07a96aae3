/** 'never' for a ban without expiry, else a coarse duration: '3 days', '5 hours', '12 minutes'. */
export function formatExpiry(expires: number | null | undefined, now: number): string {
  if (expires == null) return 'never';
  const ms = Math.max(0, expires - now);
  const units: [number, string][] = [
    [24 * 60 * 60 * 1000, 'day'],
    [60 * 60 * 1000, 'hour'],
    [60 * 1000, 'minute'],
  ];
  for (const [size, name] of units) {
    if (ms >= size) {
      const n = Math.floor(ms / size);
      return `${n} ${name}${n === 1 ? '' : 's'}`;
    }
  }
  return 'less than a minute';
}
