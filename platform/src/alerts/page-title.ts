/**
 * The tab's own title (the lobby's "[10/12] TF2 Pugs"), which the title flasher alternates with
 * "⚠ READY UP!" and puts back when it stops: one store, so a count that changes during a flash is
 * the one restored, not the title the flash started with.
 */
import { useEffect } from 'react';
import { READY_UP_TITLE, SITE_TITLE } from '@pug/domain';

let current: string | null = null;

/** The title a page asked for, or null when none did (the flasher keeps what it found). */
export function pageTitle(): string | null {
  return current;
}

function setPageTitle(title: string | null, doc: Document): void {
  current = title;
  // While the flasher shows its alert, its next tick shows the new title.
  if (doc.title !== READY_UP_TITLE) doc.title = title ?? SITE_TITLE;
}

/** Shows `title` in the tab while the calling component is mounted; the site's name after. */
export function usePageTitle(title: string, doc: Document = document): void {
  useEffect(() => {
    setPageTitle(title, doc);
  }, [title, doc]);
  useEffect(() => () => setPageTitle(null, doc), [doc]);
}
