/** Runs async tasks one at a time, in the order they were queued (one lobby's or one pug's commands). */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    // The chain continues whatever the task's outcome; callers see the outcome.
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves when everything queued so far has run. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}

/** One SerialQueue per key (pug ids), dropped when idle. */
export class KeyedSerialQueue {
  private readonly queues = new Map<string, { queue: SerialQueue; pending: number }>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let entry = this.queues.get(key);
    if (!entry) {
      entry = { queue: new SerialQueue(), pending: 0 };
      this.queues.set(key, entry);
    }
    const held = entry;
    held.pending++;
    return held.queue.run(task).finally(() => {
      held.pending--;
      if (held.pending === 0 && this.queues.get(key) === held) this.queues.delete(key);
    });
  }
}
