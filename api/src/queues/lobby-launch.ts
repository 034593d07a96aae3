/** The lobby's launch: when its teams are final, the host creates the pug; the lobby hears how it went. */
import type { LobbyContext, LobbyEvent, SteamId } from '@pug/domain';
import type { Logger } from '../framework/logger.ts';

/** The lobby's teams are final: the host creates the pug and answers with its id (or throws). */
export type Launcher = (ctx: LobbyContext) => Promise<string>;

export interface LaunchDeps {
  queue: string;
  launch: Launcher;
  logger: Logger;
  /** Sends an internal event to the lobby. */
  send: (make: (now: number) => LobbyEvent) => Promise<unknown>;
  /** Called after the lobby launched a pug with these players. */
  onLaunched?: (pugId: string, players: SteamId[]) => void;
}

/** Launches at most one pug at a time for a lobby in Launching (also one resumed after a restart). */
export function pugLaunch(deps: LaunchDeps) {
  let launching = false;
  const run = async (ctx: LobbyContext) => {
    let pugId: string;
    try {
      pugId = await deps.launch(ctx);
    } catch (err) {
      deps.logger.error({ err, queue: deps.queue }, 'pug creation failed');
      await deps.send((now) => ({ type: 'PUG_CREATION_FAILED', now, reason: err instanceof Error ? err.message : String(err) }));
      return;
    }
    await deps.send((now) => ({ type: 'PUG_CREATED', pugId, now }));
    deps.onLaunched?.(
      pugId,
      (ctx.selection ?? []).map((s) => s.steamid),
    );
  };
  return (ctx: LobbyContext): void => {
    if (launching) return;
    launching = true;
    run(ctx)
      .catch((err: unknown) => deps.logger.error({ err, queue: deps.queue }, 'pug launch failed'))
      .finally(() => (launching = false));
  };
}
