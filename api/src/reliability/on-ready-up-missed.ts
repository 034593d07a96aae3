/**
 * `lobby/readyUpMissed`: each player who let the ready-up run out gets a strike, unless the site
 * was the cause (domain `missedReadyUpIsStrike`): the countdown was resumed after the api
 * restarted, or the player had no page of the site open as it ended (framework/presence.ts).
 */
import { missedReadyUpIsStrike } from '@pug/domain';
import type { FeatureContext } from '../framework/feature.ts';
import { presentPlayers } from '../framework/presence.ts';
import type { Reaction } from '../framework/reactions.ts';
import { recordStrike } from './strikes.ts';

export function strikeMissedReadyUp(ctx: FeatureContext): Reaction<'lobby/readyUpMissed'> {
  return async ({ queue, deadline, timedOut, resumedAfterRestart, at }) => {
    const present = await presentPlayers(ctx.io, timedOut).catch((err: unknown) => {
      // Unknown presence: no one is struck for what the site cannot tell.
      ctx.logger.warn({ err, queue }, 'presence unknown after a missed ready-up: no strikes');
      return new Set<string>();
    });
    for (const steamid of timedOut) {
      if (!missedReadyUpIsStrike({ resumedAfterRestart, socketOpen: present.has(steamid) })) continue;
      await recordStrike(ctx, steamid, { kind: 'missedReadyUp', pugId: `readyUp:${queue}:${deadline}`, at });
    }
  };
}
