/**
 * A sweep that runs every `everyMs` (the away-players and too-many-subs watches, the Discord outbox
 * and voice channels): one round at a time (a round still running is not started twice), a failing
 * round logged and the next one run as usual, and `stop()` waits for the round in flight. `kick()`
 * asks for a round now: one asked for while a round runs comes right after it.
 */
import type { Logger } from './logger.ts';

export class PeriodicSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;

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

  /** A round now, in the background; asked for while one runs, it comes right after it (while started). */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    void this.run().then(() => {
      if (this.again && this.timer) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** One round now (tests call it; the timer does too). */
  run(): Promise<void> {
    this.running ??= this.round()
      .catch((err: unknown) => this.opts.logger.warn({ err }, this.opts.failed))
      .finally(() => (this.running = null));
    return this.running;
  }
}
