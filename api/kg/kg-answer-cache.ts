import { COMPRESS_MIN_BYTES } from '../platform/compression.ts';
import { type GzipPrefix, compressPrefix, gzipWithPrefix } from '../platform/gzip-prefix.ts';
import type { SerialisedJsonBody } from '../platform/route.ts';

/*
 * Cached knowledge-graph answers, kept serialised (document 3 "Limits": regulation text 7 days,
 * citation statistics 24 hours, ICH sections 7 days, trends 24 hours keyed by parameters,
 * investigations 24 hours keyed by input; SPEC-DECISIONS 21: `cache_status` hit or miss).
 *
 * Why serialised: a hit used to rebuild its answer object, validate it against the route's schema
 * and serialise it again — for ICH Q7 (~143 KB) that was most of the request, and the garbage of
 * 20 concurrent clients made the collector the tail. A hit now costs one small JSON.stringify of
 * `response_metadata` and a buffer concatenation.
 *
 * A client asking for gzip gets the same bytes compressed: the stored part is compressed once, on
 * the first such request, and each request's `response_metadata` is joined to it (gzip-prefix.ts).
 *
 * What stays correct per request: `response_metadata` is always the last field of a KG answer, so
 * the stored bytes are the answer without it, and each hit appends this request's
 * `response_metadata`: the stored fields (resolver and data versions, sources consulted) with
 * `function_request_id`, `processing_timestamp`, `processing_time_ms` and `cache_status: 'hit'` of
 * this request. `evidence_chain.last_verification_date` stays the day the sources were resolved,
 * which for a cached answer is the day it was built.
 *
 * Never stale: every entry remembers the data version it was built on (the caller reads it, one get
 * by id per version: index-version.ts, graph-version.ts); a lookup at another version is a miss.
 * A miss answers the object the route built (the platform validates and serialises it as for any
 * route) and stores it serialised. Concurrent misses of one key and version share one computation;
 * an error is never stored.
 */

/** Fields of `response_metadata` that belong to the request, not to the answer. */
export const PER_REQUEST_FIELDS = ['processing_timestamp', 'function_request_id', 'processing_time_ms', 'cache_status'] as const;

/** A KG answer as a route builds it: any fields, `response_metadata` last. */
export type KgAnswerBody = Record<string, unknown> & { response_metadata: Record<string, unknown> };

/** This request's identity and clock, spliced into every answer it receives. */
export interface AnswerRequest {
  requestId: string;
  /** `performance.now()` when the request arrived. */
  startedAt: number;
  now: Date;
}

export interface KgAnswerCache {
  /**
   * The answer for `key` at data `version`: on a hit the stored bytes with this request's
   * metadata; on a miss `compute()`'s answer (with `cache_status: 'miss'`), then stored.
   */
  answer<T extends KgAnswerBody>(key: string, version: string, request: AnswerRequest, compute: () => Promise<T>): Promise<T | SerialisedJsonBody>;
  /** Entries held and the bytes they take. */
  stats(): { entries: number; bytes: number };
  clear(): void;
}

interface Entry {
  version: string;
  expires: number;
  /** The answer without `response_metadata` and without its closing brace. */
  head: Buffer;
  /** Whether the head holds at least one field (a comma goes before `response_metadata`). */
  hasFields: boolean;
  /** `response_metadata` as built, per-request fields included (they are replaced on each hit). */
  metadata: Record<string, unknown>;
  /** `head` compressed, once a client asked for gzip. */
  gzipHead?: GzipPrefix;
}

/** Bytes an entry holds. */
const sizeOf = (entry: Entry) => entry.head.byteLength + (entry.gzipHead?.deflated.byteLength ?? 0);

function serialise(body: KgAnswerBody, version: string, expires: number): Entry {
  const { response_metadata: metadata, ...rest } = body;
  const json = JSON.stringify(rest);
  return { version, expires, head: Buffer.from(json.slice(0, -1), 'utf8'), hasFields: json.length > 2, metadata };
}

const elapsedMs = (startedAt: number) => Math.max(0, Math.round(performance.now() - startedAt));

/**
 * The stored answer with this request's metadata, as bytes (and as gzip, on demand). `compressed`
 * reports the entry's compressed head the first time it is made, for the byte budget.
 */
function render(entry: Entry, request: AnswerRequest, status: 'hit' | 'miss', compressed: (entry: Entry) => void): SerialisedJsonBody {
  const metadata = {
    ...entry.metadata,
    processing_timestamp: request.now.toISOString(),
    function_request_id: request.requestId,
    processing_time_ms: elapsedMs(request.startedAt),
    cache_status: status,
  };
  const tail = Buffer.from(`${entry.hasFields ? ',' : ''}"response_metadata":${JSON.stringify(metadata)}}`, 'utf8');
  const gzip = () => {
    if (!entry.gzipHead) {
      entry.gzipHead = compressPrefix(entry.head);
      compressed(entry);
    }
    return gzipWithPrefix(entry.gzipHead, tail);
  };
  // The stored head is shared by every request, never copied (route.ts SerialisedJsonBody).
  // Under the threshold an answer goes out as it is (compression.ts).
  return { kind: 'serialised_json', chunks: [entry.head, tail], ...(entry.head.byteLength + tail.byteLength >= COMPRESS_MIN_BYTES ? { gzip } : {}) };
}

/**
 * A cache of serialised answers with one lifetime, bounded by entries and by bytes (least recently
 * used first out). `now` is the clock of expiry (the route's clock, so tests can move it).
 */
export function createKgAnswerCache(options: { ttlMs: number; maxEntries?: number; maxBytes?: number; now?: () => number }): KgAnswerCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };

  // An entry held under `key` has just been compressed: its compressed bytes count too.
  const compressedUnder = (key: string) => (entry: Entry) => {
    if (entries.get(key) !== entry) return;
    bytes += entry.gzipHead?.deflated.byteLength ?? 0;
    while (entries.size > 1 && bytes > maxBytes) drop(entries.keys().next().value as string);
  };

  const store = (key: string, entry: Entry) => {
    drop(key);
    // A single answer larger than the whole budget is served but not kept.
    if (entry.head.byteLength > maxBytes) return;
    // Map order is recency order (a hit re-inserts its key): the first key is the least recently used.
    while (entries.size >= maxEntries || (entries.size > 0 && bytes + entry.head.byteLength > maxBytes)) drop(entries.keys().next().value as string);
    entries.set(key, entry);
    bytes += entry.head.byteLength;
  };

  return {
    async answer<T extends KgAnswerBody>(key: string, version: string, request: AnswerRequest, compute: () => Promise<T>): Promise<T | SerialisedJsonBody> {
      const held = entries.get(key);
      if (held && held.version === version && held.expires > now()) {
        entries.delete(key);
        entries.set(key, held);
        return render(held, request, 'hit', compressedUnder(key));
      }
      const flight = `${version}\u0000${key}`;
      const inFlight = pending.get(flight);
      // Another request is building this very answer: wait for it rather than build it twice.
      if (inFlight) return render(await inFlight, request, 'miss', compressedUnder(key));
      let body: T | undefined;
      const building = (async () => {
        const computed = await compute();
        body = { ...computed, response_metadata: { ...computed.response_metadata, cache_status: 'miss' } };
        const entry = serialise(body, version, now() + options.ttlMs);
        store(key, entry);
        return entry;
      })();
      pending.set(flight, building);
      try {
        await building;
      } finally {
        pending.delete(flight);
      }
      return body as T;
    },
    stats: () => ({ entries: entries.size, bytes }),
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}
