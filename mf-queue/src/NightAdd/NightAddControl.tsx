import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Inline, Text } from '@pug/design-system';
import { nightAddLine, nightAddQueueName, pathOf, routes, type NightAdd, type NightAddAnswer, type QueueConfig } from '@pug/domain';
import { useApi, useApiQuery, useSocketEvent } from '@pug/platform';

// The dialog (and the request schema it checks the form with, zod with it: 23 KB) loads when the
// player reaches for the button, not with the lobby.
const loadDialog = () => import('./NightAddDialog.tsx');
const NightAddDialog = lazy(() => loadDialog().then((m) => ({ default: m.NightAddDialog })));

const timeOf = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * The lobby's "Add for the night" (docs/product.md "Rules"), for a signed-in player:
 * the button that opens the dialog, or while an add runs the line "Added to Sixes, Highlander until
 * 23:40" with a way to cancel it. The add follows the `nightAdd` socket event (taken by a
 * ready-up, ended, or changed on another tab). Loaded once the lobby is interactive; the dialog
 * when it is asked for.
 */
export default function NightAddControl({ queues }: { queues: readonly QueueConfig[] }) {
  const api = useApi();
  const query = useApiQuery<NightAddAnswer>(pathOf(routes.nightAdd), { silent: true });
  const [add, setAdd] = useState<NightAdd | null>(null);
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  useEffect(() => setAdd(query.data?.add ?? null), [query.data]);
  useSocketEvent('nightAdd', setAdd);

  const answer = query.data;
  if (!answer?.enabled) return null;
  if (add) {
    const names = add.queues.map((q) => nightAddQueueName(q.queueName, queues));
    const cancel = async () => {
      setCancelling(true);
      try {
        setAdd((await api.del<NightAddAnswer>(pathOf(routes.cancelNightAdd))).add);
      } catch {
        // The api client showed the error toast.
      } finally {
        setCancelling(false);
      }
    };
    return (
      <Inline gap="sm" role="status" aria-label="Added for the night">
        <Text size="sm">{nightAddLine(names, timeOf(add.until))}</Text>
        <Button size="sm" variant="ghost" onClick={() => void cancel()} loading={cancelling} disabled={cancelling}>
          Cancel add
        </Button>
      </Inline>
    );
  }
  return (
    <>
      <Button size="sm" variant="secondary" onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()} onClick={() => setOpen(true)}>
        Add for the night
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <NightAddDialog
            open
            onOpenChange={setOpen}
            queues={queues}
            durations={answer.durations}
            defaultMinutes={answer.defaultMinutes}
            onAdded={(a) => setAdd(a.add)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
