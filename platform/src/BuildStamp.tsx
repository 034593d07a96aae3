import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Text } from '@pug/design-system';

/** The id of the host's footer element that collects every part's build stamp. */
export const BUILD_STAMPS_ID = 'pug-build-stamps';

/**
 * Which build of a part is live: each app passes its own build-time constants. Shown in the
 * page footer (the host's `#pug-build-stamps`), not among the page's content; inline only when a
 * part runs without the host.
 */
export function BuildStamp({ app, build }: { app: string; build: string }) {
  const [target, setTarget] = useState<HTMLElement | null | undefined>(undefined);
  useEffect(() => setTarget(document.getElementById(BUILD_STAMPS_ID)), []);
  if (target === undefined) return null;
  const stamp = (
    <Text as="span" tone="muted" size="xs" data-testid={`build-${app}`}>
      {app} build {build}
    </Text>
  );
  return target ? createPortal(stamp, target) : stamp;
}
