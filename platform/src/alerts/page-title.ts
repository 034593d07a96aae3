/**
 * The tab's own title (a queued player's "[10/12] Sixes · Medic", the lobby's "[10/12] TF2 Pugs"),
 * which the title flasher alternates with "⚠ READY UP!" and puts back when it stops: one store, so a
 * count that changes during a flash is the one restored, not the title the flash started with.
 * Several components may ask at once (the lobby page, and the queued status of every page while
 * one page hands over to the next): the newest claim shows, and a claim that ends leaves the others.
 */
import { useEffect, useRef } from 'react';
import { READY_UP_TITLE, SITE_TITLE } from '@pug/domain';

interface Claim {
  /** Null: the component asks for nothing now (another claim, or the site's name, shows). */
  title: string | null;
}

const claims: Claim[] = [];

/** The title a page asked for, or null when none did (the flasher keeps what it found). */
export function pageTitle(): string | null {
  return claims.findLast((claim) => claim.title !== null)?.title ?? null;
}

function show(doc: Document): void {
  // While the flasher shows its alert, its next tick shows the new title.
  if (doc.title !== READY_UP_TITLE) doc.title = pageTitle() ?? SITE_TITLE;
}

/** Shows `title` in the tab while the calling component is mounted (null: none now); the previous claim's, or the site's name, after. */
export function usePageTitle(title: string | null, doc: Document = document): void {
  const claim = useRef<Claim | null>(null);
  useEffect(() => {
    const mine: Claim = { title: null };
    claim.current = mine;
    claims.push(mine);
    return () => {
      claims.splice(claims.indexOf(mine), 1);
      show(doc);
    };
  }, [doc]);
  useEffect(() => {
    if (!claim.current) return;
    claim.current.title = title;
    show(doc);
  }, [title, doc]);
}
