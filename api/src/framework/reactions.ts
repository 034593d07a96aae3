/**
 * A feature's reactions, declared in one block (`subscriptions` on its Feature, in its index.ts):
 * event -> { reaction name: what it does }. The app subscribes them on the event bus (events.ts)
 * in feature order, then in the block's order; `reactionList` reads the same blocks back, so the
 * list of who reacts to what (`npm run reactions`, features.test.ts) is never written down by hand.
 *
 * A reaction's name is its line on the bus: one name under several events (`pugs/on-match-events`
 * under `match/started|score|over`) keeps those events in order, one at a time. A feature whose
 * reactions must all share one line (the Discord bot's, community/) names it as `reactionLine`.
 */
import type { EventBus, EventCatalogue, EventName } from './events.ts';

/** What a feature does with one event's payload (a reaction file exports a function that builds it). */
export type Reaction<K extends EventName> = (payload: EventCatalogue[K]) => void | Promise<void>;

/** One event's reactions of a feature: name (`<feature>/<its file>` or `<feature>/<the function it calls>`) -> reaction. */
type Reactions<K extends EventName> = Record<string, Reaction<K>>;

/** A feature's subscription block: what it does when each event is published. */
export type Subscriptions = { [K in EventName]?: Reactions<K> };

/** What `subscribeReactions` and `reactionList` read of a feature. */
interface Reacting {
  name: string;
  subscriptions?: Subscriptions;
  reactionLine?: string;
}

/** Subscribes every feature's block on `events`, in feature order, then in each block's order. */
export function subscribeReactions(events: EventBus, features: readonly Reacting[]): void {
  for (const feature of features) {
    for (const [event, reactions] of entries(feature.subscriptions)) {
      for (const [who, react] of Object.entries(reactions)) events.on(event, who, react, feature.reactionLine);
    }
  }
}

/** Who reacts to each event, in the order they run: event -> reaction names (generated from the blocks). */
export function reactionList(features: readonly Reacting[]): Partial<Record<EventName, string[]>> {
  const list: Partial<Record<EventName, string[]>> = {};
  for (const feature of features) {
    for (const [event, reactions] of entries(feature.subscriptions)) (list[event] ??= []).push(...Object.keys(reactions));
  }
  return list;
}

function entries(subscriptions: Subscriptions | undefined): Array<[EventName, Reactions<EventName>]> {
  return Object.entries(subscriptions ?? {}) as Array<[EventName, Reactions<EventName>]>;
}
