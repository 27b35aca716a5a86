import { z } from 'zod';
import { CLINICAL_PHASES, REQUIREMENT_TYPES, THERAPEUTIC_AREAS } from '../../graph/knowledge/requirements.schema.ts';
import { MAX_REQUIREMENTS_RESULTS, canonicalTherapeuticArea } from '../../enrich/domain/requirements-search.ts';
import { searchRequirementsCatalogue } from '../../enrich/requirements.ts';
import { ApiError } from '../platform/errors.ts';
import { defineRoute } from '../platform/route.ts';

export const RequirementsSearchRequest = z
  .object({
    search_criteria: z
      .object({
        therapeutic_area: z.string().trim().min(1).max(100).optional().describe(`One of ${THERAPEUTIC_AREAS.join(', ')} (case-insensitive; spaces read as underscores).`),
        phase: z.enum(CLINICAL_PHASES).optional().describe('I, II, III or IV.'),
        requirement_types: z.array(z.enum(REQUIREMENT_TYPES)).max(REQUIREMENT_TYPES.length).optional().describe('Requirement types, e.g. endpoint_definition; listed order ranks the results.'),
      })
      .default({})
      .describe('All given criteria must hold; an absent criterion does not filter.'),
    max_results: z.number().int().min(1).max(MAX_REQUIREMENTS_RESULTS).default(10).describe(`Results (default 10, max ${MAX_REQUIREMENTS_RESULTS}).`),
  })
  .meta({ id: 'RequirementsSearchRequest' });

export const RequirementsSearchResponse = z
  .object({
    total_count: z.number().int().describe('Matches before the cut to max_results.'),
    requirements: z.array(
      z.object({
        id: z.string(),
        authority: z.string(),
        title: z.string(),
        requirement_type: z.string(),
        therapeutic_areas: z.union([z.literal('all'), z.array(z.string())]),
        phases: z.array(z.string()),
        summary: z.string(),
        reference: z.object({ document: z.string(), section: z.string(), url: z.string().optional() }).describe('Where the requirement is written; section "Whole document" when the numbering is not certain.'),
        match: z.enum(['area_specific', 'general']).describe('area_specific: written for the asked area; general: binds every area.'),
      }),
    ),
  })
  .meta({ id: 'RequirementsSearchResponse' });

/** `POST /v1/requirements/search`: the curated requirements catalogue by area, phase and type. */
export function createRequirementsSearchRoute() {
  return defineRoute({
    method: 'post',
    path: '/v1/requirements/search',
    operationId: 'searchRequirements',
    summary: 'Search regulatory requirements by therapeutic area, phase and requirement type',
    description: 'Area-specific requirements first, then general ones; each cites the regulation or guideline it comes from.',
    tag: 'Rules',
    family: 'platform',
    tier: 'free',
    request: { body: RequirementsSearchRequest },
    response: RequirementsSearchResponse,
    errors: ['VALIDATION_ERROR', 'INVALID_THERAPEUTIC_AREA'],
    handler: async ({ body }) => {
      const given = body.search_criteria.therapeutic_area;
      const area = given === undefined ? undefined : canonicalTherapeuticArea(given);
      if (area === null) {
        throw new ApiError('INVALID_THERAPEUTIC_AREA', `Unrecognised therapeutic area '${(given ?? '').slice(0, 100)}'. Allowed values: ${THERAPEUTIC_AREAS.join(', ')}`, {
          details: { field: 'search_criteria.therapeutic_area', allowed_values: [...THERAPEUTIC_AREAS] },
        });
      }
      const result = searchRequirementsCatalogue(
        {
          ...(area ? { therapeutic_area: area } : {}),
          ...(body.search_criteria.phase ? { phase: body.search_criteria.phase } : {}),
          ...(body.search_criteria.requirement_types ? { requirement_types: body.search_criteria.requirement_types } : {}),
        },
        body.max_results,
      );
      return { body: { total_count: result.total_count, requirements: result.requirements.map((r) => ({ ...r, therapeutic_areas: r.therapeutic_areas === 'all' ? ('all' as const) : [...r.therapeutic_areas], phases: [...r.phases] })) } };
    },
  });
}
