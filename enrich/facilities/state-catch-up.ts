import type { AssignedPartition } from '../../infra/bus/event-bus.port.ts';
import type { StorePosition } from '../../infra/facts/facility-facts-store.ts';

/**
 * What a worker handed the facilities step must do to its local store before consuming (issue
 * 19): nothing when the store has folded every partition up to the group's committed offset, or
 * a replay of the missing stretch of each partition.
 */
export type StateCatchUp =
  | { kind: 'current' }
  | {
      kind: 'rebuild';
      /**
       * `behind`: another worker consumed since this store last did; `never built`: the store has
       * seen nothing while the group has; `log replaced`: the store has folded offsets past the end
       * of the log (the topics were recreated), or kept no positions (a store from before they were
       * kept): it is cleared and rebuilt whole.
       */
      reason: 'behind' | 'never built' | 'log replaced';
      clear: boolean;
      replay: Array<{ topic: string; partition: number; from: number; to: number }>;
    };

export function positionKey(topic: string, partition: number): string {
  return `${topic}\u0000${partition}`;
}

/**
 * Plans the catch-up from the store's positions, the partitions just assigned with the group's
 * committed offsets, and the end offsets of the log. A store ahead of the committed offset (this
 * worker folded a batch and died before committing it) is current: the batch comes again and
 * folding it twice changes nothing.
 */
export function planCatchUp(
  positions: readonly StorePosition[],
  assigned: readonly AssignedPartition[],
  endOffsets: ReadonlyMap<string, number>,
  options: { storeHasFacts: boolean },
): StateCatchUp {
  const at = new Map(positions.map((p) => [positionKey(p.topic, p.partition), p.offset]));
  const topics = new Set(assigned.map((a) => a.topic));
  const consumed = assigned.filter((a) => a.committedOffset > 0);
  const whole = consumed.map((a) => ({ topic: a.topic, partition: a.partition, from: 0, to: a.committedOffset }));
  const pastTheEnd = positions.some((p) => topics.has(p.topic) && p.offset > (endOffsets.get(positionKey(p.topic, p.partition)) ?? 0));
  const untracked = positions.length === 0 && options.storeHasFacts;
  if (pastTheEnd || untracked) return { kind: 'rebuild', reason: 'log replaced', clear: true, replay: whole };
  const behind = consumed.filter((a) => (at.get(positionKey(a.topic, a.partition)) ?? 0) < a.committedOffset);
  if (behind.length === 0) return { kind: 'current' };
  return {
    kind: 'rebuild',
    reason: positions.length === 0 ? 'never built' : 'behind',
    clear: false,
    replay: behind.map((a) => ({ topic: a.topic, partition: a.partition, from: at.get(positionKey(a.topic, a.partition)) ?? 0, to: a.committedOffset })),
  };
}

/**
 * True when the store has folded at least up to the facilities group's committed offsets: what
 * a reader of the store on this worker (the analytics step) checks before trusting it.
 */
export function storeCovers(positions: readonly StorePosition[], committed: ReadonlyArray<{ topic: string; partition: number; committedOffset: number }>): boolean {
  const at = new Map(positions.map((p) => [positionKey(p.topic, p.partition), p.offset]));
  return committed.every((c) => c.committedOffset <= 0 || (at.get(positionKey(c.topic, c.partition)) ?? 0) >= c.committedOffset);
}
