/**
 * Search of the requirements catalogue (spec doc 1, `POST /v1/requirements/search`): filter by
 * therapeutic area, phase and requirement types, rank, cut to `max_results`.
 *
 * Filtering: an entry matches an area when it names the area or is tagged `all`; it matches a
 * phase when its phases include it; it matches the types when its type is one of them. An absent
 * or empty criterion does not filter.
 *
 * Ranking (deterministic; each key breaks ties of the one before):
 * 1. area-specific before general: with an area asked for, entries naming that area come before
 *    `all` entries, because guidance written for the area refines the general rule; with no area
 *    asked for, the general entries come first, because they bind every trial;
 * 2. the order of `requirement_types` as the caller listed them (first listed first);
 * 3. narrower before broader: fewer named areas, then fewer phases (a requirement written for
 *    phase III only says more about a phase III trial than one for every phase);
 * 4. authority in the catalogue's order (ICH, FDA, EMA, PMDA, Health Canada, MHRA, WHO);
 * 5. id, ascending.
 *
 * `total_count` is the number of matches before the cut to `max_results`.
 *
 * Pure: no I/O, no clock.
 */

/*
 * enrich/domain may not import graph/ (it is pure: data is passed in), so the shapes it needs are
 * declared structurally here; graph/knowledge/requirements.schema.ts's `Requirement` satisfies
 * them, and the test checks that the lists below equal the schema's.
 */

/** The spec's eight therapeutic areas (doc 1), in its order. */
export const SEARCH_THERAPEUTIC_AREAS = ['Oncology', 'Cardiovascular', 'Neurology', 'Psychiatry', 'Immunology', 'Rheumatology', 'Infectious_Disease', 'Rare_Disease'] as const;
export type SearchTherapeuticArea = (typeof SEARCH_THERAPEUTIC_AREAS)[number];
/** Authorities in ranking order (harmonised text first). */
export const SEARCH_AUTHORITY_ORDER = ['ICH', 'FDA', 'EMA', 'PMDA', 'Health Canada', 'MHRA', 'WHO'] as const;
export type SearchPhase = 'I' | 'II' | 'III' | 'IV';

/** What the search reads of a catalogue entry. */
export interface SearchableRequirement {
  id: string;
  authority: string;
  requirement_type: string;
  therapeutic_areas: 'all' | readonly SearchTherapeuticArea[];
  phases: readonly SearchPhase[];
}

/** Upper bound of `max_results`; the catalogue is smaller, so this only guards callers. */
export const MAX_REQUIREMENTS_RESULTS = 100;

export interface RequirementsSearchCriteria {
  therapeutic_area?: SearchTherapeuticArea;
  phase?: SearchPhase;
  requirement_types?: readonly string[];
}

/** One hit: the catalogue entry plus whether it was matched as area-specific or general. */
export type RequirementHit<T extends SearchableRequirement> = T & { match: 'area_specific' | 'general' };

export interface RequirementsSearchResult<T extends SearchableRequirement> {
  total_count: number;
  requirements: RequirementHit<T>[];
}

/**
 * The canonical area for a caller's spelling (case-insensitive; spaces and hyphens read as
 * underscores, so "infectious disease" is `Infectious_Disease`), or null when it is not one of
 * the eight (the API answers 400 `INVALID_THERAPEUTIC_AREA`).
 */
export function canonicalTherapeuticArea(value: string): SearchTherapeuticArea | null {
  const key = value.trim().replace(/[\s-]+/g, '_').toLowerCase();
  return SEARCH_THERAPEUTIC_AREAS.find((area) => area.toLowerCase() === key) ?? null;
}

/** Unknown authorities rank after the listed ones. */
const authorityRank = (requirement: SearchableRequirement) => {
  const rank = (SEARCH_AUTHORITY_ORDER as readonly string[]).indexOf(requirement.authority);
  return rank === -1 ? SEARCH_AUTHORITY_ORDER.length : rank;
};
const areaBreadth = (requirement: SearchableRequirement) =>
  requirement.therapeutic_areas === 'all' ? SEARCH_THERAPEUTIC_AREAS.length + 1 : requirement.therapeutic_areas.length;

/**
 * Requirements of `catalogue` matching `criteria`, ranked as the module comment describes, at
 * most `maxResults`. Throws RangeError for a `maxResults` that is not an integer from 1 to
 * MAX_REQUIREMENTS_RESULTS. `enrich/requirements.ts` binds it to the curated catalogue.
 */
export function searchRequirements<T extends SearchableRequirement>(
  criteria: RequirementsSearchCriteria,
  maxResults: number,
  catalogue: readonly T[],
): RequirementsSearchResult<T> {
  if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > MAX_REQUIREMENTS_RESULTS) {
    throw new RangeError(`max_results must be an integer from 1 to ${MAX_REQUIREMENTS_RESULTS}`);
  }
  const area = criteria.therapeutic_area;
  const types = criteria.requirement_types ?? [];
  const hits: RequirementHit<T>[] = [];
  for (const requirement of catalogue) {
    const specific = area !== undefined && requirement.therapeutic_areas !== 'all' && requirement.therapeutic_areas.includes(area);
    if (area !== undefined && !specific && requirement.therapeutic_areas !== 'all') continue;
    if (criteria.phase !== undefined && !requirement.phases.includes(criteria.phase)) continue;
    if (types.length > 0 && !types.includes(requirement.requirement_type)) continue;
    hits.push({ ...requirement, match: requirement.therapeutic_areas === 'all' ? 'general' : 'area_specific' });
  }
  const typeRank = (hit: RequirementHit<T>) => (types.length > 0 ? types.indexOf(hit.requirement_type) : 0);
  const tier = (hit: RequirementHit<T>) => (area === undefined ? Number(hit.match !== 'general') : Number(hit.match === 'general'));
  hits.sort(
    (a, b) =>
      tier(a) - tier(b) ||
      typeRank(a) - typeRank(b) ||
      areaBreadth(a) - areaBreadth(b) ||
      a.phases.length - b.phases.length ||
      authorityRank(a) - authorityRank(b) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return { total_count: hits.length, requirements: hits.slice(0, maxResults) };
}
