import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { StatusPill } from '@pug/design-system';
import { queuedStatusOf, queuedTitle, type QueuesResponse, type SteamId } from '@pug/domain';
import { MATCH_DAY_STATUS_ID, usePageTitle } from '@pug/platform';

export interface MatchDayStatusProps {
  /** Every queue, live. */
  queues: QueuesResponse;
  viewer: SteamId | null;
}

function QueuedTabTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

/**
 * "You are queued, and for what" on every page: the header's pill, "[10/12] Sixes · Medic",
 * leading to the lobby (portalled into the host's top bar, platform MATCH_DAY_STATUS_ID), and the
 * same in the tab's title, on the lobby page too (its own title yields while the player is queued).
 */
export function MatchDayStatus({ queues, viewer }: MatchDayStatusProps) {
  const navigate = useNavigate();
  const status = queuedStatusOf(queues, viewer);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setTarget(document.getElementById(MATCH_DAY_STATUS_ID)), []);
  if (!status) return null;
  const href = `/?pugId=${encodeURIComponent(status.queueName)}`;
  const pill = (
    <StatusPill
      href={href}
      prefix="Queued"
      count={`[${status.seated}/${status.needed}]`}
      detail={status.label}
      onNavigate={(event) => {
        event.preventDefault();
        void navigate(href);
      }}
    />
  );
  return (
    <>
      <QueuedTabTitle title={queuedTitle(status)} />
      {target ? createPortal(pill, target) : null}
    </>
  );
}
