import { BASE_CLASSES, isValidMainFor, roleDisplayName, ROSTER_RIDER } from '@pug/domain';

/** The classes a main may be for a season of `formatName`, with Roster Rider last (docs/product.md "Validation"). */
export function mainOptions(formatName: string): { value: string; label: string }[] {
  return [...BASE_CLASSES, ROSTER_RIDER]
    .filter((c) => isValidMainFor(formatName, c))
    .map((c) => ({ value: c, label: c === ROSTER_RIDER ? 'Roster Rider (Did not play)' : roleDisplayName(c) }));
}
