/** Runs the monthly realignment check at start and every hour (the claim in `meta` makes it once a month). */
import type { FeatureContext } from '../framework/feature.ts';
import { REALIGN_CHECK_MS, realignIfDue } from './realign.ts';

export class RealignmentSchedule {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly ctx: Pick<FeatureContext, 'collections' | 'now' | 'logger'>) {}

  start(): void {
    this.check();
    this.timer = setInterval(() => this.check(), REALIGN_CHECK_MS);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private check(): void {
    this.running = realignIfDue(this.ctx.collections, this.ctx.now())
      .then((moved) => {
        if (moved !== null) this.ctx.logger.info({ moved }, 'monthly elo realignment done');
      })
      .catch((err: unknown) => this.ctx.logger.error({ err }, 'elo realignment failed'));
  }
}
