import type { IndexMapping } from '../../infra/search/search-store.port.ts';

/** The search index analytics documents are projected into; the API reads them from here. */
export const ANALYTICS_INDEX = 'analytics';

/**
 * Its mapping, minimal on purpose: routes find a document by id (`summary`, `kg_trends:1y:drug`)
 * or list one kind (`benchmark`, `investigator`) and filter the few hundred bodies themselves.
 * `body` is stored unmapped (returned whole, never searched); `content_hash` lets the sink skip
 * a document it already holds.
 */
export const ANALYTICS_MAPPING: IndexMapping = {
  fields: {
    kind: 'keyword',
    content_hash: 'keyword',
  },
};
