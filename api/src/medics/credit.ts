/**
 * Medic credit and immunity on the player's document (domain players/medicCredit.ts): a pug that
 * starts spends one credit of each seated player who held it before it started (once per pug); a
 * pug that completes with a result gives credit to the seats written on it at its start
 * (`medicCreditFor`) still held at its end and to whoever finished a medic seat, and immunity to
 * its medics. A pug called off (`pug/ended`) gives nothing. Both are once per pug: a repeated
 * event changes nothing.
 */
import { MEDIC_ROLE, type Pug, type SteamId } from '@pug/domain';
import type { MedicCreditDoc } from '../db/index.ts';
import type { FeatureContext } from '../framework/feature.ts';

type Deps = Pick<FeatureContext, 'collections' | 'events' | 'now'> & { config: Pick<FeatureContext['config'], 'medic'> };

const seatsOf = (pug: Pug) => [...Object.entries(pug.teams.blu), ...Object.entries(pug.teams.red)].map(([steamid, seat]) => ({ steamid, role: seat.role }));

/** `pug/started`: each seated player holding credit earned before it spends one. */
export async function spendMedicCredit(deps: Deps, pug: Pug): Promise<void> {
  for (const { steamid } of seatsOf(pug)) {
    const res = await deps.collections.users.updateOne(
      { _id: steamid, 'medicCredit.pugs': { $gt: 0 }, 'medicCredit.earnedAt': { $lte: pug.startAt }, 'medicCredit.spentIn': { $ne: pug._id } },
      { $inc: { 'medicCredit.pugs': -1 }, $set: { 'medicCredit.spentIn': pug._id } },
    );
    if (res.modifiedCount === 1) await deps.events.publish('user/changed', { steamid });
  }
}

/** `pug/completed`: credit to the seats that earn it and are still held, immunity to the medics. */
export async function grantMedicCredit(deps: Deps, pug: Pug): Promise<void> {
  const { creditPugs, immunityMs } = deps.config.medic;
  const doc = await deps.collections.pugs.findOne({ _id: pug._id }, { projection: { medicCreditFor: 1 } });
  const earning = new Set<SteamId>(doc?.medicCreditFor ?? []);
  const endedAt = pug.endAt ?? deps.now();
  for (const { steamid, role } of seatsOf(pug)) {
    const medic = role === MEDIC_ROLE;
    const credit = creditPugs > 0 && (medic || earning.has(steamid));
    const immune = medic && immunityMs > 0;
    if (!credit && !immune) continue;
    const user = await deps.collections.users.findOne({ _id: steamid }, { projection: { medicCredit: 1 } });
    if (!user || user.medicCredit?.pugId === pug._id) continue;
    const before = user.medicCredit;
    const next: MedicCreditDoc = {
      pugs: credit ? creditPugs : (before?.pugs ?? 0),
      pugId: pug._id,
      earnedAt: endedAt,
      immuneUntil: immune ? endedAt + immunityMs : (before?.immuneUntil ?? 0),
    };
    const res = await deps.collections.users.updateOne({ _id: steamid, 'medicCredit.pugId': { $ne: pug._id } }, { $set: { medicCredit: next } });
    if (res.modifiedCount === 1) await deps.events.publish('user/changed', { steamid });
  }
}
