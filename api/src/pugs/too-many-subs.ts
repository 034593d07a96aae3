/**
 * Too many subs (domain pug/tooManySubs.ts): a live pug in which TOO_MANY_SUBS seats have waited
 * for a sub at once for TOO_MANY_SUBS_MS is called off, with no result and no elo
 * (PugService.cancel: its players are told why, its server is released), and every admin is told.
 * Checked every minute at most; since when that many seats have waited is stored on the pug
 * (`watched.manySubs`), so a restarted api counts from then, and calling it off is claimed with a
 * conditional write (`watched.tooManySubs`), so of several api processes only one does it.
 */
import { LIVE_PHASES, pugLabel, tooManySubsCheck, tooManySubsReason, type TooManySubsRule } from '@pug/domain';
import type { FeatureContext } from '../framework/feature.ts';
import { PeriodicSweep } from '../framework/periodic-sweep.ts';
import { notifyAdmins } from '../notifications/notify.ts';
import type { PugService } from './pug-service.ts';

export class TooManySubsWatch {
  private readonly sweeps: PeriodicSweep;

  constructor(
    private readonly ctx: FeatureContext,
    private readonly pugs: PugService,
    private readonly rule: TooManySubsRule,
  ) {
    this.sweeps = new PeriodicSweep(() => this.sweep(), {
      everyMs: Math.min(60_000, Math.max(1000, rule.forMs / 5)),
      logger: ctx.logger,
      failed: 'too-many-subs check failed',
    });
  }

  start(): void {
    if (this.rule.open > 0) this.sweeps.start();
  }

  stop(): Promise<void> {
    return this.sweeps.stop();
  }

  /** One check of every live pug (the timer runs it; a check still running is not started twice). */
  check(): Promise<void> {
    return this.sweeps.run();
  }

  private async sweep(): Promise<void> {
    const { collections } = this.ctx;
    const now = this.ctx.now();
    const live = await collections.pugs.find({ phase: { $in: [...LIVE_PHASES] } }, { projection: { teams: 1, phase: 1, watched: 1 } }).toArray();
    for (const pug of live) {
      const since = pug.watched?.manySubs ?? null;
      const next = tooManySubsCheck(pug, since, now, this.rule);
      if (next.since === null && since !== null) {
        await collections.pugs.updateOne({ _id: pug._id, 'watched.manySubs': since }, { $unset: { 'watched.manySubs': '' } });
      } else if (next.since !== null && since === null) {
        await collections.pugs.updateOne({ _id: pug._id, 'watched.manySubs': { $exists: false } }, { $set: { 'watched.manySubs': now } });
      }
      if (next.end) await this.callOff(pug._id, now);
    }
  }

  private async callOff(pugId: string, now: number): Promise<void> {
    const claimed = await this.ctx.collections.pugs.updateOne(
      { _id: pugId, phase: { $in: [...LIVE_PHASES] }, 'watched.tooManySubs': { $exists: false } },
      { $set: { 'watched.tooManySubs': now } },
    );
    if (claimed.modifiedCount !== 1) return;
    const reason = tooManySubsReason(this.rule);
    const pug = await this.pugs.cancel(pugId, reason, 'site');
    await notifyAdmins(
      { ...this.ctx, adminSteamids: this.ctx.config.auth.adminSteamids },
      { msg: `Pug ${pugLabel(pug)} (${pug.queueName}, ${pug.map}) was called off: ${reason}. No elo was applied.`, variant: 'error', url: `/pugs/${pugId}` },
    );
  }
}
