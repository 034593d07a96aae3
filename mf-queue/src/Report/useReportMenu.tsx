import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { PlayerCardMenuItem } from '@pug/design-system';
import { mayReportPlayer, type SteamId } from '@pug/domain';
import type { Viewer } from '../session/useViewer.ts';
// The dialog (and the report schema it validates with) loads when a report is first opened.
const ReportDialog = lazy(() => import('./ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));

export interface ReportMenu {
  /** The "Report" entry of a player card's menu (hidden on oneself unless admin; absent signed out). */
  itemsFor(steamid: SteamId, alias: string): PlayerCardMenuItem[];
  /** The dialog, to render once on the page. */
  dialog: ReactNode;
}

/** Report from a player card: the menu entry and the "Report {alias}" dialog it opens. */
export function useReportMenu(viewer: Viewer | null, pugId?: string): ReportMenu {
  const [target, setTarget] = useState<{ steamid: SteamId; alias: string } | null>(null);
  return {
    itemsFor: (steamid, alias) =>
      viewer ? [{ label: 'Report', onSelect: () => setTarget({ steamid, alias }), hidden: !mayReportPlayer(viewer, steamid) }] : [],
    dialog:
      viewer && target ? (
        <Suspense fallback={null}>
          <ReportDialog
            open={target !== null}
            onOpenChange={(open) => {
              if (!open) setTarget(null);
            }}
            reporter={viewer.steamid}
            target={target}
            pugId={pugId}
          />
        </Suspense>
      ) : null,
  };
}
