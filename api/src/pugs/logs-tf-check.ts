/**
 * After a pug completes with a logs.tf upload, its recorded score is checked against logs.tf's
 * (domain pug/reconciliation.ts) and the finding stored on the pug as `reconciliation`. A log
 * logs.tf has not processed yet (404), an error, a timeout or an answer that is not a log's result
 * is asked again after LOGSTF_RETRY_MS, doubled each time, LOGS_TF_TRIES times in all; then the
 * check is stored as unavailable. Nothing logs.tf answers changes the pug's score or anyone's elo:
 * a disagreement is stored and every admin is told, and an admin decides
 * (postUseLogsTfScore.ts). Timers are per process: a restart between two tries drops the check.
 */
import { logsTfPugScore, pugLabel, scoresAgree, type PugReconciliation } from '@pug/domain';
import type { FeatureContext } from '../framework/feature.ts';
import { notifyAdmins } from '../notifications/notify.ts';
import { readLogsTfResult } from './logs-tf-result.ts';

const LOGS_TF_TRIES = 4;

export class LogsTfCheck {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly ctx: FeatureContext) {}

  /** Checks the pug now, and again later while logs.tf has no answer. */
  schedule(pugId: string, logId: string, attempt = 1): void {
    if (this.stopped) return;
    const run = this.check(pugId, logId, attempt)
      .catch((err: unknown) => this.ctx.logger.error({ err, pugId, logId }, 'logs.tf check failed'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Resolves when no check is running or waiting (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.timers.size > 0) {
      await Promise.all(this.running);
      if (this.timers.size > 0) await new Promise((r) => setTimeout(r, 5));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.all(this.running);
  }

  private async check(pugId: string, logId: string, attempt: number): Promise<void> {
    const { collections, config } = this.ctx;
    const answer = await readLogsTfResult({ baseUrl: config.servers.logsTfUrl, logId, timeoutMs: config.servers.logsTfTimeoutMs });
    if (answer.kind !== 'log' && attempt < LOGS_TF_TRIES) {
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          this.schedule(pugId, logId, attempt + 1);
        },
        config.servers.logsTfRetryMs * 2 ** (attempt - 1),
      );
      timer.unref?.();
      this.timers.add(timer);
      return;
    }
    const pug = await collections.pugs.findOne({ _id: pugId, phase: 'Complete', 'data.logId': logId });
    if (!pug || pug.aborted || pug.reconciliation?.corrected) return;
    const checkedAt = this.ctx.now();
    let reconciliation: PugReconciliation;
    if (answer.kind === 'notYet')
      reconciliation = { state: 'unavailable', logsTfScore: null, checkedAt, reason: `logs.tf had no log ${logId} after ${attempt} tries` };
    else if (answer.kind === 'failed') reconciliation = { state: 'unavailable', logsTfScore: null, checkedAt, reason: answer.reason };
    else {
      const read = logsTfPugScore(answer.log, pug);
      reconciliation =
        'reason' in read
          ? { state: 'unavailable', logsTfScore: null, checkedAt, reason: read.reason }
          : { state: scoresAgree(pug.data.score, read.score) ? 'agrees' : 'disagrees', logsTfScore: read.score, checkedAt };
    }
    const stored = await collections.pugs.updateOne(
      { _id: pugId, 'data.logId': logId, 'reconciliation.corrected': { $exists: false } },
      { $set: { reconciliation } },
    );
    if (stored.modifiedCount === 0 || reconciliation.state !== 'disagrees') return;
    const [blu, red] = pug.data.score ?? [0, 0];
    const [lblu, lred] = reconciliation.logsTfScore!;
    await notifyAdmins(
      { ...this.ctx, adminSteamids: config.auth.adminSteamids },
      {
        msg: `Pug ${pugLabel(pug)} (${pug.queueName} on ${pug.map}) was recorded ${blu}–${red} but logs.tf says ${lblu}–${lred}: check it on the pug's page`,
        variant: 'warning',
        url: `/pugs/${pugId}`,
        key: `reconciliation:${pugId}`,
      },
    );
  }
}
