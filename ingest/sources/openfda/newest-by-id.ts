/**
 * Keeps one body per record id when a source hands out the same record more than once in a run
 * (several snapshot files of one list in the mirror, or a record that moved between pages while
 * a live run paged through). The runner would dead-letter the second copy as a duplicate id, so
 * the connector merges first: the newer copy wins, by `isNewer`, else the later one read.
 */
export class NewestById<T> {
  private readonly byId = new Map<string, T>();

  constructor(private readonly isNewer: (candidate: T, current: T) => boolean = () => true) {}

  add(id: string, body: T): void {
    const current = this.byId.get(id);
    if (current === undefined || this.isNewer(body, current)) this.byId.set(id, body);
  }

  get size(): number {
    return this.byId.size;
  }

  /** Every id with its kept body, in the order ids were first seen. */
  entries(): Array<[string, T]> {
    return [...this.byId.entries()];
  }
}
