/** For api tests: a collection whose `findOne` calls are counted (how often the app read the store). */
export function countingFindOne<C extends object & { findOne: (...args: never[]) => unknown }>(collection: C): { counted: C; reads: () => number } {
  let reads = 0;
  const counted = new Proxy(collection, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === 'findOne')
        return (...args: never[]) => {
          reads++;
          return target.findOne(...args);
        };
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return { counted, reads: () => reads };
}
