/**
 * A sweep that runs every `everyMs` (the away-players and too-many-subs watches): one round at a
 * time (a round still running is not started twice), a failing round logged and the next one run
 * as usual, and `stop()` waits for the round in flight.
 */
import type { Logger } from './logger.ts';

export class PeriodicSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly round: () => Promise<void>,
    private readonly opts: { everyMs: number; logger: Logger; failed: string },
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), this.opts.everyMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One round now (tests call it; the timer does too). */
  run(): Promise<void> {
    this.running ??= this.round()
      .catch((err: unknown) => this.opts.logger.warn({ err }, this.opts.failed))
      .finally(() => (this.running = null));
    return this.running;
  }
}
