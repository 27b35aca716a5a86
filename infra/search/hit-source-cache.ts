/**
 * Documents of recent search hits, by concrete index and id, each valid only for the sequence
 * number and primary term it was read at: Elasticsearch gives a document a new sequence number on
 * every write, so a hit whose numbers match is the same document, bit for bit.
 *
 * Why: fetching `_source` was about half of Elasticsearch's work on a hybrid search (50–100
 * candidates of a few KB each, decompressed and re-serialised per query), while the same
 * observations and rule passages come back query after query. Bounded by the characters of the
 * documents' strings (a rule passage is ~3,000, a facility with its history can be far more), the
 * least recently used going first.
 *
 * Documents are shared, frozen, as the embedded store shares its cached documents: copying them
 * on every read (a new question reads about 300 rule passages of ~3 KB) was the largest single
 * cost of a new-question search on the engines, ~4 ms of the API's CPU and much of its garbage.
 */
import { createSizeBoundedLru } from '../util/size-bounded-lru.ts';
import { deepFreeze } from '../util/deep-freeze.ts';

export interface HitSourceCache {
  /** The document when the cached copy is of this exact version; frozen and shared, never to be changed. */
  get(index: string, id: string, seqNo: number, primaryTerm: number): Record<string, unknown> | undefined;
  set(index: string, id: string, seqNo: number, primaryTerm: number, doc: Record<string, unknown>): void;
  /** Documents held. */
  size(): number;
  /** Their characters, as approximateChars counts them. */
  chars(): number;
}

interface Entry {
  seqNo: number;
  primaryTerm: number;
  doc: Record<string, unknown>;
}

/** The characters of a parsed JSON value's strings and keys, plus a few per other value: what it holds in memory, roughly. */
export function approximateChars(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (typeof value !== 'object' || value === null) return 8;
  let chars = 8;
  for (const [key, child] of Object.entries(value)) chars += key.length + approximateChars(child);
  return chars;
}

export function createHitSourceCache(maxChars: number): HitSourceCache {
  const entries = createSizeBoundedLru<Entry>(maxChars);
  const keyOf = (index: string, id: string) => `${index}\u0000${id}`;
  return {
    get(index, id, seqNo, primaryTerm) {
      const key = keyOf(index, id);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.seqNo !== seqNo || entry.primaryTerm !== primaryTerm) {
        entries.delete(key);
        return undefined;
      }
      return entry.doc;
    },
    set(index, id, seqNo, primaryTerm, doc) {
      entries.set(keyOf(index, id), { seqNo, primaryTerm, doc: deepFreeze(doc) }, approximateChars(doc));
    },
    size: () => entries.count(),
    chars: () => entries.total(),
  };
}
