import * as s from './RecentResults.css.ts';

export type RecentResult = 'rw' | 'rl';

/** The last pugs' results, most recent first, as W/L pills (docs/product.md "Constants": 7 shown); read out as one sentence. */
export function RecentResults({ results }: { results: readonly RecentResult[] }) {
  if (results.length === 0) return null;
  const said = results.map((r) => (r === 'rw' ? 'won' : 'lost')).join(', ');
  return (
    <ul className={s.list} aria-label={`Last ${results.length} pugs, most recent first: ${said}`}>
      {results.map((r, i) => (
        <li key={i} className={s.result[r]} aria-hidden="true">
          {r === 'rw' ? 'W' : 'L'}
        </li>
      ))}
    </ul>
  );
}
