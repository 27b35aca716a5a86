import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { contentHash } from '../../infra/util/content-hash.ts';

/**
 * A marker document each sink rewrites whenever it changes its index, so readers (the API's
 * response cache) can tell in one get by id whether anything changed since they last computed an
 * answer, in this process or another. Its `kind` matches no document kind, so listings by kind
 * never see it.
 */
export const INDEX_VERSION_ID = '_version';

export interface IndexVersionDocument {
  kind: 'index_version';
  content_hash: string;
  updated_at: string;
}

/** Records that the index changed: `changes` are the ids and hashes just written or deleted. */
export async function bumpIndexVersion(search: Pick<SearchStore, 'upsert'>, index: string, changes: ReadonlyArray<readonly [string, string]>, at: string): Promise<void> {
  const doc: IndexVersionDocument = { kind: 'index_version', content_hash: contentHash({ changes, at }), updated_at: at };
  await search.upsert(index, [{ id: INDEX_VERSION_ID, doc: { ...doc } }]);
}

/** The index's current version ('' before its first change). */
export async function readIndexVersion(search: Pick<SearchStore, 'get'>, index: string): Promise<string> {
  const marker = await search.get<IndexVersionDocument>(index, INDEX_VERSION_ID);
  return marker?.doc.content_hash ?? '';
}
