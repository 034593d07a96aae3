/** How the calibration page writes its numbers: chances as whole percents, scores to 3 decimals. */
export const percent = (chance: number): string => `${Math.round(chance * 100)} %`;
/** A distance from 50 % in points ("6 points"). */
export const points = (distance: number): string => `${Math.round(distance * 1000) / 10} points`;
export const score = (value: number): string => value.toFixed(3);
/** "Dec 2026" of a 'YYYY-MM' month (UTC). */
export const monthLabel = (month: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A band's range: "50–60 %". */
export const bandLabel = (from: number, to: number): string => `${Math.round(from * 100)}–${Math.round(to * 100)} %`;
/** "1 pug", "2 pugs". */
export const pugCount = (n: number): string => `${n} ${n === 1 ? 'pug' : 'pugs'}`;
