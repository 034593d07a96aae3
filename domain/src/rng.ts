/** Injected randomness: a function returning a float in [0, 1). */
export type Rng = () => number;

/**
 * A small deterministic generator (mulberry32) whose whole state is one 32-bit integer, so a
 * machine can keep it in its persisted context and resume the same sequence after a restart.
 */
export interface SeededRng {
  next: Rng;
  /** The state to store; `seededRng(state)` continues from here. */
  state(): number;
}

export function seededRng(seed: number): SeededRng {
  let a = seed >>> 0;
  return {
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    state: () => a,
  };
}

/** A uniformly random element index below `length` (0 when length is 0). */
export function randomIndex(rng: Rng, length: number): number {
  return Math.min(length - 1, Math.floor(rng() * length));
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomIndex(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
