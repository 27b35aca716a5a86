import { defineRoute } from '../platform/route.ts';
import { type ObservationMappingDeps, mapObservation } from './observation-mapping.ts';
import { ObservationMappingRequest, ObservationMappingResponse } from './regulatory-mapping.schema.ts';

/** `POST /v1/483/observations/regulatory-mapping`: observation text → categories, CFR and ICH sections, rule documents. */
export function createObservationMappingRoute(deps: ObservationMappingDeps) {
  return defineRoute({
    method: 'post',
    path: '/v1/483/observations/regulatory-mapping',
    operationId: 'mapObservationToRegulations',
    summary: 'Map a Form 483 observation text to categories, CFR sections, ICH sections and rule documents',
    description:
      'CFR sections come from citations in the text and from the taxonomy v3.0 event classification; ICH sections are the curated mappings of those sections in both regimes (Q7/Q9/Q10 for GMP, E6(R3) for GCP), each labelled with its regime; rule documents are ranked by hybrid lexical and semantic similarity, one per document with its best passage. Regulatory mapping is a Starter+ feature (SPEC-DECISIONS 6, 17).',
    tag: 'Inspections',
    family: 'legacy',
    tier: 'starter',
    request: { body: ObservationMappingRequest },
    response: ObservationMappingResponse,
    errors: ['VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'SERVICE_UNAVAILABLE'],
    handler: async ({ body, startedAt }) => ({ body: await mapObservation(deps, body, startedAt) }),
  });
}
