import { REQUIREMENTS_CATALOGUE } from '../graph/knowledge/requirements.ts';
import type { Requirement } from '../graph/knowledge/requirements.schema.ts';
import { searchRequirements, type RequirementsSearchCriteria, type RequirementsSearchResult } from './domain/requirements-search.ts';

/**
 * `searchRequirements` over the curated catalogue of graph/knowledge: what
 * `POST /v1/requirements/search` calls. The pure search lives in enrich/domain, which may not
 * import graph/, so this binding passes the catalogue in.
 */
export function searchRequirementsCatalogue(criteria: RequirementsSearchCriteria, maxResults: number): RequirementsSearchResult<Requirement> {
  return searchRequirements(criteria, maxResults, REQUIREMENTS_CATALOGUE.requirements);
}
