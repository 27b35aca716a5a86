import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { contentHash } from '../../infra/util/content-hash.ts';

/**
 * A version each sink rewrites whenever it changes its index, so readers (the API's response
 * cache) can tell in one get by id whether anything changed since they last computed an answer,
 * in this process or another. The versions live in an index of their own (one document per
 * index, keyed by its name), so no listing, count or aggregation of a content index sees them.
 */
export const INDEX_VERSIONS = 'index_versions';
const VERSIONS_MAPPING = { fields: {} };

/** Stores whose versions index is known to exist: declared once per store, not on every read. */
const ensured = new WeakSet<object>();
async function ensureVersionsIndex(search: Pick<SearchStore, 'ensureIndex'>): Promise<void> {
  if (ensured.has(search)) return;
  await search.ensureIndex(INDEX_VERSIONS, VERSIONS_MAPPING);
  ensured.add(search);
}

export interface IndexVersionDocument {
  kind: 'index_version';
  content_hash: string;
  updated_at: string;
}

/**
 * Records that the index changed: `changes` are the ids and hashes just written or deleted. The new
 * version hashes the previous one too, so versions form a chain and never repeat: a rebuild
 * (`regintel reindex`) whose last batch equals an earlier one still yields a version no reader
 * has cached.
 */
export async function bumpIndexVersion(search: Pick<SearchStore, 'get' | 'upsert' | 'ensureIndex'>, index: string, changes: ReadonlyArray<readonly [string, string]>, at: string): Promise<void> {
  const previous = await readIndexVersion(search, index);
  const doc: IndexVersionDocument = { kind: 'index_version', content_hash: contentHash({ previous, changes, at }), updated_at: at };
  await search.upsert(INDEX_VERSIONS, [{ id: index, doc: { ...doc } }]);
}

/** The index's current version ('' before its first change). */
export async function readIndexVersion(search: Pick<SearchStore, 'get' | 'ensureIndex'>, index: string): Promise<string> {
  await ensureVersionsIndex(search);
  const marker = await search.get<IndexVersionDocument>(INDEX_VERSIONS, index);
  return marker?.doc.content_hash ?? '';
}
