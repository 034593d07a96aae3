import { Link } from 'react-router';
import { Box, buttonClassName, Callout } from '@pug/design-system';
import { pugLabel, seatedLivePug, type Pug, type SteamId } from '@pug/domain';

export interface MatchDayPugBannerProps {
  /** The live pugs the page knows of. */
  pugs: readonly Pug[];
  viewer: SteamId | null;
  /** The path shown now: no banner on the pug's own page, which has the join block. */
  pathname: string;
}

/** Whether `pathname` is the page of `pug` (by id or by number). */
function onPugPage(pathname: string, pug: Pick<Pug, '_id' | 'number'>): boolean {
  const ref = decodeURIComponent(pathname.replace(/\/+$/, '')).split('/');
  return ref.length === 3 && ref[1] === 'pugs' && (ref[2] === pug._id || (pug.number !== undefined && ref[2] === String(pug.number)));
}

/**
 * "Your pug #64 is starting — join the server" on every page while the player's pug runs and the
 * server's log has not seen them (docs/decisions.md "Match day: every page knows"): it stays until
 * they are on the server, leads to the pug's page and its join block, and is announced (status).
 */
export function MatchDayPugBanner({ pugs, viewer, pathname }: MatchDayPugBannerProps) {
  const pug = seatedLivePug(pugs, viewer);
  if (!pug || viewer === null || pug.onServer?.[viewer] || onPugPage(pathname, pug)) return null;
  const what = pug.phase === 'Pregame' ? 'is starting' : 'is being played';
  return (
    <Box marginBottom="md">
      <Callout
        tone="warning"
        title={`Your pug ${pugLabel(pug)} ${what} — join the server`}
        action={
          <Link to={`/pugs/${encodeURIComponent(pug._id)}`} className={buttonClassName({ size: 'sm' })}>
            Go to your pug
          </Link>
        }
      >
        {pug.shorthand} on {pug.map}: the connect details are on the pug&apos;s page.
      </Callout>
    </Box>
  );
}
