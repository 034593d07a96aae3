/**
 * Collections that say when they were written: `watchWrites` wraps a driver collection so that
 * each write method (insert, update, replace, delete, findOneAnd*, bulkWrite) tells the listeners
 * `onWrite` registered once it has settled (succeeded or not). A cache of what is read from a
 * collection (players/self-cache.ts) drops its entries then, whoever made the write: a feature, a
 * reaction, a test. Reads pass through untouched.
 */

const WRITE_METHODS = new Set<PropertyKey>([
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'bulkWrite',
]);

const listenersOf = new WeakMap<object, Set<() => void>>();

export function watchWrites<T extends object>(collection: T): T {
  const listeners = new Set<() => void>();
  const written = () => {
    for (const listener of listeners) listener();
  };
  const methods = new Map<PropertyKey, unknown>();
  const proxy = new Proxy(collection, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      let method = methods.get(prop);
      if (!method) {
        const own = (value as (...args: unknown[]) => unknown).bind(target);
        method = WRITE_METHODS.has(prop)
          ? (...args: unknown[]) => {
              const result = own(...args);
              if (result instanceof Promise) return result.finally(written);
              written();
              return result;
            }
          : own;
        methods.set(prop, method);
      }
      return method;
    },
  });
  listenersOf.set(proxy, listeners);
  return proxy;
}

/** Runs `listener` after every write through `collection` (one `watchWrites` made). */
export function onWrite(collection: object, listener: () => void): void {
  const listeners = listenersOf.get(collection);
  if (!listeners) throw new Error('onWrite: this collection is not watched (db/collections.ts watchWrites)');
  listeners.add(listener);
}
