/**
 * Every journal op is a blind write: replaying it over a state that already holds it (or a later
 * value of its unit) ends in the op's own value. Background compaction's fuzzy snapshot is only
 * recoverable because of it (datadir.ts); the samples are typed by op kind, so a new kind does not
 * compile until it is checked here.
 */
import { describe, expect, it } from 'vitest';
import { Engine, type JournalOp } from './engine.ts';
import { engineState } from './engine-testing.ts';

const SAMPLES: Record<JournalOp['o'], JournalOp[]> = {
  cc: [
    { o: 'cc', d: 'app', c: 'users' },
    { o: 'cc', d: 'app', c: 'fresh' },
  ],
  dc: [{ o: 'dc', d: 'app', c: 'users' }],
  dd: [{ o: 'dd', d: 'app' }],
  ci: [
    { o: 'ci', d: 'app', c: 'users', spec: { v: 2, key: { name: 1 }, name: 'name_1', unique: true } },
    { o: 'ci', d: 'app', c: 'users', spec: { v: 2, key: { elo: -1 }, name: 'elo_-1' } },
  ],
  di: [{ o: 'di', d: 'app', c: 'users', n: 'name_1' }],
  p: [
    { o: 'p', d: 'app', c: 'users', doc: { _id: 1, name: 'one', elo: 1700 } },
    { o: 'p', d: 'app', c: 'users', doc: { _id: 99, name: 'new' } },
  ],
  r: [
    { o: 'r', d: 'app', c: 'users', id: 2 },
    { o: 'r', d: 'app', c: 'users', id: 404 },
  ],
};

/** A few users and an index; `later` also changes the units the samples touch, as a write after the switch would. */
function base(later: boolean): Engine {
  const e = new Engine();
  e.apply({ o: 'cc', d: 'app', c: 'users' });
  e.apply({ o: 'ci', d: 'app', c: 'users', spec: { v: 2, key: { name: 1 }, name: 'name_1', unique: true } });
  for (let i = 0; i < 5; i++) e.apply({ o: 'p', d: 'app', c: 'users', doc: { _id: i, name: `u${i}`, elo: 1500 + i } });
  if (later) {
    e.apply({ o: 'p', d: 'app', c: 'users', doc: { _id: 1, name: 'later', elo: 2000 } });
    e.apply({ o: 'r', d: 'app', c: 'users', id: 3 });
    e.apply({ o: 'di', d: 'app', c: 'users', n: 'name_1' });
  }
  return e;
}

describe('journal ops', () => {
  for (const [kind, ops] of Object.entries(SAMPLES)) {
    for (const op of ops) {
      it(`'${kind}' ${JSON.stringify(op).slice(0, 80)} is idempotent`, () => {
        for (const later of [false, true]) {
          const once = base(later);
          once.apply(op);
          const twice = base(later);
          twice.apply(op);
          twice.apply(op);
          expect(engineState(twice)).toEqual(engineState(once));
        }
      });
    }
  }

  it('a replay over a state that already holds later values ends where the live engine did', () => {
    // The journal written after the switch.
    const journal: JournalOp[] = [
      { o: 'p', d: 'app', c: 'users', doc: { _id: 1, name: 'a', elo: 1 } },
      { o: 'r', d: 'app', c: 'users', id: 2 },
      { o: 'dc', d: 'app', c: 'logs' },
      { o: 'cc', d: 'app', c: 'logs' },
      { o: 'p', d: 'app', c: 'logs', doc: { _id: 'x' } },
      { o: 'p', d: 'app', c: 'users', doc: { _id: 1, name: 'b', elo: 2 } },
      { o: 'ci', d: 'app', c: 'users', spec: { v: 2, key: { elo: 1 }, name: 'elo_1' } },
    ];
    const atSwitch = () => {
      const e = base(false);
      e.apply({ o: 'cc', d: 'app', c: 'logs' });
      e.apply({ o: 'p', d: 'app', c: 'logs', doc: { _id: 'old' } });
      return e;
    };
    const expected = atSwitch();
    for (const op of journal) expected.apply(op);
    // The walk found the first k ops of the journal already applied; then the whole journal is replayed.
    for (let k = 0; k <= journal.length; k++) {
      const walked = atSwitch();
      for (const op of journal.slice(0, k)) walked.apply(op);
      const recovered = new Engine();
      for (const op of walked.dump()) recovered.apply(op);
      for (const op of journal) recovered.apply(op);
      expect(engineState(recovered)).toEqual(engineState(expected));
    }
  });
});
