import { defineRoute } from '../platform/route.ts';
import { type RegulatoryMappingDeps, listRegulatoryMappings, regulatoryMappingDetail } from './regulatory-mapping.ts';
import { RegulatoryMappingDetailResponse, RegulatoryMappingListQuery, RegulatoryMappingListResponse, RegulatoryMappingParams } from './regulatory-mapping.schema.ts';

const ACCESS = 'Regulatory mapping is a Starter+ feature (SPEC-DECISIONS 6). Answers are computed at most every 5 minutes and whenever the citation data change.';

/** `GET /v1/483/regulatory-mapping`: CFR sections with their ICH E6(R3) mappings and 483 citation counts. */
export function createListRegulatoryMappingsRoute(deps: RegulatoryMappingDeps) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/regulatory-mapping',
    operationId: 'listRegulatoryMappings',
    summary: 'CFR sections mapped to ICH E6(R3) requirements, with Form 483 citation counts',
    description: `Every GCP-regime 21 CFR section (Parts 11, 50, 54, 56, 312, 812) with a curated ICH E6(R3) mapping, plus every Title 21 section cited in the Form 483 data; GMP sections carry \`ich_mappings: []\` (their ICH Q7/Q9/Q10 links are under /v1/kg). Most cited first, then in CFR order. ${ACCESS}`,
    tag: 'Inspections',
    family: 'legacy',
    tier: 'starter',
    request: { query: RegulatoryMappingListQuery },
    response: RegulatoryMappingListResponse,
    errors: ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE'],
    handler: async ({ query, startedAt }) => ({ body: await listRegulatoryMappings(deps, query, startedAt) }),
  });
}

/** `GET /v1/483/regulatory-mapping/{cfr}`: one section's mapping entry, detail form. */
export function createRegulatoryMappingDetailRoute(deps: RegulatoryMappingDeps) {
  return defineRoute({
    method: 'get',
    path: '/v1/483/regulatory-mapping/:cfr',
    operationId: 'getRegulatoryMapping',
    summary: 'One CFR section with its ICH E6(R3) mappings, citation count and eCFR link',
    description: `The path takes \`21%20CFR%20312.62\`, \`312.62\` or \`21-CFR-312.62\`. A Title 21 section the service knows (cited, mapped, ingested or listed by heading) answers even without mappings; anything else is 404 \`CFR reference not found: <cfr>\`; text that is not a CFR reference is 400. ${ACCESS}`,
    tag: 'Inspections',
    family: 'legacy',
    tier: 'starter',
    request: { params: RegulatoryMappingParams },
    response: RegulatoryMappingDetailResponse,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    handler: async ({ params, startedAt }) => ({ body: await regulatoryMappingDetail(deps, params.cfr, startedAt) }),
  });
}
