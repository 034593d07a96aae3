/**
 * Pug numbers ("#1234"): one counter document in `meta`, moved with `$inc` and read back in the same
 * atomic step (`returnDocument: 'after'`), so two api processes never hand out the same number; a
 * unique index on `pugs.number` backs it up. A number taken by a creation that then found its pug
 * already made (a retry) is skipped: numbers only ever go up, with rare gaps.
 */
import type { Collection } from 'mongodb';
import type { Collections, MetaDoc } from '../db/index.ts';
import { isDuplicateKey } from '../db/errors.ts';

const COUNTER_ID = 'pugNumber';

/** The counter: the `meta` document whose value is the last number handed out. */
const counterOf = (collections: Collections) => collections.meta as unknown as Collection<MetaDoc & { value: number }>;

/** The next pug number (1, 2, ...). */
export async function nextPugNumber(collections: Collections, now: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      const counter = await counterOf(collections).findOneAndUpdate(
        { _id: COUNTER_ID },
        { $inc: { value: 1 }, $set: { at: now } },
        { upsert: true, returnDocument: 'after' },
      );
      return counter!.value;
    } catch (err) {
      // Two first-ever creations at once both try to insert the counter: the loser retries, finding it.
      if (!isDuplicateKey(err) || attempt >= 3) throw err;
    }
  }
}

/**
 * Numbers the pugs stored before numbering, oldest first (start time, then id), at start-up. Each
 * write is conditional on the pug having no number yet, so two processes starting at once never
 * number one pug twice (at worst they leave gaps). The counter first moves past any number already
 * stored (a store restored from elsewhere).
 */
export async function numberExistingPugs(collections: Collections, now: number): Promise<number> {
  const [highest] = await collections.pugs.find({ number: { $gt: 0 } }, { projection: { number: 1 }, sort: { number: -1 }, limit: 1 }).toArray();
  if (highest?.number) await counterOf(collections).updateOne({ _id: COUNTER_ID }, { $max: { value: highest.number }, $set: { at: now } }, { upsert: true });
  const unnumbered = await collections.pugs.find({ number: { $exists: false } }, { projection: { _id: 1 }, sort: { startAt: 1, _id: 1 } }).toArray();
  let numbered = 0;
  for (const { _id } of unnumbered) {
    const number = await nextPugNumber(collections, now);
    const res = await collections.pugs.updateOne({ _id, number: { $exists: false } }, { $set: { number } });
    numbered += res.modifiedCount;
  }
  return numbered;
}
