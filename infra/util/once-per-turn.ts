/**
 * `read` at most once per turn of the event loop: the calls of one turn (the version reads a cached
 * answer makes at once, the key checks of the requests that arrived together) share one read. Each
 * SQLite statement costs 10–60 µs under load, mostly taking the shared-memory read lock, so one
 * read instead of several is worth having. A write made in the same turn is seen from the next one.
 */
export function oncePerTurn<T>(read: () => T): () => T {
  let held: { value: T } | null = null;
  return () => {
    if (held) return held.value;
    const value = read();
    held = { value };
    setImmediate(() => {
      held = null;
    });
    return value;
  };
}
