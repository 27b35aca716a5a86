/**
 * The outcome of parsing one source item (a document, a CSV row, a workbook row).
 *
 * Parsers never throw for bad data: a bad row is a value the connector can route to the
 * dead-letter queue with its reason, while the good rows of the same file go on. Throwing is kept
 * for files that cannot be read at all.
 */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A successful parse; typed narrowly so it can be spread together with row coordinates. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A failed parse, assignable to `ParseResult<T>` for any `T`. */
export function fail(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}
