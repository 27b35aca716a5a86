import { defineRoute } from '../platform/route.ts';
import { type ObservationSearchDeps, searchObservations } from './observation-search.ts';
import { ObservationSearchRequest, ObservationSearchResponse } from './search-observations.schema.ts';

/** `POST /v1/483/observations/search`: natural-language search over Form 483 observations. */
export function createSearchObservationsRoute(deps: ObservationSearchDeps) {
  return defineRoute({
    method: 'post',
    path: '/v1/483/observations/search',
    operationId: 'searchObservations',
    summary: 'Semantic search over FDA Form 483 observations, with filters',
    description:
      'Hybrid lexical and semantic ranking; results most similar first, each with similarity, relevance and confidence. A question asked again is answered from the ranking cache until the observation index changes; send `Cache-Control: no-cache` to rank afresh.',
    tag: 'Inspections',
    family: 'platform',
    tier: 'starter',
    request: { body: ObservationSearchRequest },
    response: ObservationSearchResponse,
    errors: ['VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'SERVICE_UNAVAILABLE'],
    handler: async ({ body, startedAt, fresh }) => ({ body: await searchObservations(fresh ? { ...deps, cache: undefined } : deps, body, startedAt) }),
  });
}
