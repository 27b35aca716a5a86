import { defineRoute } from '../platform/route.ts';
import { CatalogResponse, type CatalogDeps, catalogSources } from './catalog.ts';

/** `GET /v1/catalog/sources`: per source, documents, sections, newest document, last ingest and freshness. */
export function createCatalogSourcesRoute(deps: CatalogDeps) {
  return defineRoute({
    method: 'get',
    path: '/v1/catalog/sources',
    operationId: 'listCatalogSources',
    summary: 'List rule sources with summary statistics',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    request: {},
    response: CatalogResponse,
    errors: ['SERVICE_UNAVAILABLE'],
    handler: async ({ requestId, startedAt }) => ({ body: await catalogSources(deps, { requestId, startedAt }) }),
  });
}
