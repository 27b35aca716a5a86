import { defineRoute } from '../platform/route.ts';
import { CatalogQuery, CatalogResponse, type CatalogDeps, catalogSources } from './catalog.ts';

/** `GET /v1/catalog/sources`: per source, documents, sections, newest document, last ingest and freshness. */
export function createCatalogSourcesRoute(deps: CatalogDeps) {
  return defineRoute({
    method: 'get',
    path: '/v1/catalog/sources',
    operationId: 'listCatalogSources',
    summary: 'List rule sources with summary statistics',
    description: 'One entry per source id, in a fixed order; limit default 20 (max 100), offset default 0.',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    request: { query: CatalogQuery },
    response: CatalogResponse,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ query, requestId, startedAt }) => ({ body: await catalogSources(deps, query, { requestId, startedAt }) }),
  });
}
