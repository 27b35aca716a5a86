import { RULES_GRAPH_VERSION } from '../../enrich/sinks/graph-version.ts';
import { RULES_INDEX } from '../../enrich/sinks/rules-index.ts';
import { createResponseCache } from '../platform/response-cache.ts';
import { defineRoute } from '../platform/route.ts';
import { cachedAtIndexVersion } from '../platform/versioned-list.ts';
import { queryMetadata } from './common.ts';
import { type ObservationMapping, type ObservationMappingDeps, mapObservation } from './observation-mapping.ts';
import { ObservationMappingRequest, ObservationMappingResponse } from './regulatory-mapping.schema.ts';

/** Document 2 "Limits": regulatory mapping is cached 5 minutes. */
const MAPPING_CACHE_TTL_MS = 5 * 60 * 1000;

/** `POST /v1/483/observations/regulatory-mapping`: observation text → categories, CFR and ICH sections, rule documents. */
export function createObservationMappingRoute(deps: ObservationMappingDeps) {
  // An answer costs an embedding, a classification and a hybrid search over every rule passage
  // (about 30 ms of CPU); the same text asked again within 5 minutes is answered from here, as
  // long as neither the rule passages nor the rules graph (section headings) changed since.
  const answers = createResponseCache({ ttlMs: MAPPING_CACHE_TTL_MS, maxEntries: 1_000 });
  const answer = (request: ObservationMappingRequest): Promise<ObservationMapping> =>
    cachedAtIndexVersion(deps.search, answers, [RULES_INDEX, RULES_GRAPH_VERSION], JSON.stringify([request.observation_text, request.product_type ?? null, request.top_k]), () =>
      mapObservation(deps, request),
    );
  return defineRoute({
    method: 'post',
    path: '/v1/483/observations/regulatory-mapping',
    operationId: 'mapObservationToRegulations',
    summary: 'Map a Form 483 observation text to categories, CFR sections, ICH sections and rule documents',
    description:
      'CFR sections come from citations in the text and from the taxonomy v3.0 event classification; ICH sections are the curated mappings of those sections in both regimes (Q7/Q9/Q10 for GMP, E6(R3) for GCP), each labelled with its regime; rule documents are ranked by hybrid lexical and semantic similarity, one per document with its best passage. Regulatory mapping is a Starter+ feature (SPEC-DECISIONS 6, 17). The same text, product type and `top_k` are answered from a cache for 5 minutes while the rule passages and the rules graph are unchanged.',
    tag: 'Inspections',
    family: 'legacy',
    tier: 'starter',
    request: { body: ObservationMappingRequest },
    response: ObservationMappingResponse,
    errors: ['VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'SERVICE_UNAVAILABLE'],
    handler: async ({ body, startedAt }) => ({ body: { ...(await answer(body)), query_metadata: queryMetadata(startedAt) } }),
  });
}
