import type { Filter, FilterClause, SearchStore } from '../../infra/search/search-store.port.ts';
import { cfrSection, normaliseCfr } from '../../enrich/domain/cfr.ts';
import { OBSERVATION_CATEGORIES } from '../../enrich/domain/observation-categories.ts';
import { fiscalYearOf } from '../../enrich/domain/product-type.ts';
import { COMPOSITE_METHODOLOGY } from '../../enrich/domain/risk/composite-risk.ts';
import { citationSeverityScore, expertSectionWeight } from '../../enrich/domain/risk/section-severity.ts';
import { canonicalProductType } from '../../enrich/facilities/facility-facts.ts';
import type { EnrichedObservation } from '../../enrich/records/enriched-observation.ts';
import { FACILITIES_INDEX, type FacilityReadModel, type StoredFacilityDocument } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';
import { ApiError, invalidField, notFound } from '../platform/errors.ts';
import { canonicalFei, elapsedMs, observationProductType, paginationOf, queryMetadata } from './common.ts';
import type {
  ComplianceAction,
  FacilityBlock,
  FacilityCitation,
  FacilityCitationsQuery,
  FacilityCitationsResponse,
  FacilityDetailResponse,
  FacilityInspectionsQuery,
  FacilityInspectionsResponse,
  FacilityListItem,
  FacilityListQuery,
  FacilityListResponse,
  FacilityScore,
  InspectionRecord,
  ObservationListQuery,
  ObservationListItem,
  ObservationListResponse,
  RiskScoreListQuery,
  RiskScoreListResponse,
  RiskScoreResponse,
} from './facilities.schema.ts';
import { buildFilter } from './observation-search.ts';
import { READING_ROOM_URL, observationAttribution } from './observation-attribution.ts';
import { type FacilityPlace, PARENT_COMPANY_UNKNOWN, facilityPlace, newestFirst, readFacility, recentInspections } from './facility-profile.ts';
import type { ObservationInspection, ObservationInspections } from './observation-inspections.ts';
import type { ObservationSearchRequest } from './search-observations.schema.ts';

/*
 * The read logic of the facility, observation-listing and risk-score routes: plain functions over
 * the SearchStore port, so the same functions can serve the CLI. Facilities are read from the
 * `facilities` index (one document per FEI, the whole enriched facility under `document`),
 * observations from the `observations` index.
 */

export type StoredObservation = Omit<EnrichedObservation, 'embedding'>;
type FacilityDocument = FacilityReadModel;

/** Keyword searches (observation `q`, facility `name`) rank at most this many matches. */
export const MAX_KEYWORD_MATCHES = 1000;

const DASHBOARD_URL = 'https://datadashboard.fda.gov/';

interface Envelope {
  requestId: string;
  startedAt: number;
}

const meta = (e: Envelope) => ({ requestId: e.requestId, processingTimeMs: elapsedMs(e.startedAt) });

// ---------------------------------------------------------------------------------------------
// Shared validation

/** A `fei_number` query parameter in canonical form, or a 400 naming it. */
function feiQuery(value: string): string {
  const fei = canonicalFei(value);
  if (!fei) throw invalidField('fei_number', `Invalid FEI number '${value.slice(0, 40)}': expected 1 to 10 digits (leading zeros are ignored)`);
  return fei;
}

/**
 * Spellings a place name may be stored under: as given, upper case (USPS codes such as NJ) and
 * title case (Telangana, United States), since keyword filters match exactly.
 */
function placeClause(field: string, value: string): FilterClause {
  const title = value.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase());
  return { field, in: [...new Set([value, value.toUpperCase(), title])] };
}

function checkDateRange(from: string | undefined, to: string | undefined): void {
  if (from && to && from > to) throw invalidField('date_from', 'date_from must not be after date_to');
}

function checkScoreRange(min: number | undefined, max: number | undefined): void {
  if (min !== undefined && max !== undefined && min > max) throw invalidField('min_score', 'min_score must not be greater than max_score');
}

/** The canonical category for a case-insensitive name, or a 400 listing the allowed values. */
function categoryOf(value: string, field: string): string {
  const canonical = OBSERVATION_CATEGORIES.find((category) => category.toLowerCase() === value.toLowerCase());
  if (!canonical) throw invalidField(field, `Invalid value for ${field}. Allowed values: ${OBSERVATION_CATEGORIES.join(', ')}`, OBSERVATION_CATEGORIES);
  return canonical;
}

/** A CFR reference in canonical form, or a 400 naming the field. */
function cfrOf(value: string, field: string): string {
  const cfr = normaliseCfr(value);
  if (!cfr) throw invalidField(field, `Invalid value for ${field} '${value.slice(0, 60)}'. Use a section such as 211.113 or 21 CFR 211.113(b)`);
  return cfr;
}

/**
 * The observation search's program-area clause (one vocabulary for both routes), its 400 renamed
 * to this route's `program_area` parameter.
 */
function programAreaClause(value: string): FilterClause {
  try {
    const [clause] = buildFilter({ filters: { program_area: value } } as ObservationSearchRequest);
    if (!clause) throw new Error('buildFilter returned no program_area clause');
    return clause;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const allowed = Array.isArray(error.details?.allowed_values) ? (error.details.allowed_values as string[]) : [];
    throw invalidField('program_area', `Invalid value for program_area. Allowed values: ${allowed.join(', ')}`, allowed);
  }
}

// ---------------------------------------------------------------------------------------------
// GET /v1/483/observations

/**
 * The store filter of an observation listing; 400s name the query parameter. `classification`
 * keeps the observations served with it: with the join (observation-inspections.ts), their ids;
 * without it, the observations' own field.
 */
export function observationListFilter(query: ObservationListQuery, inspections?: ObservationInspections): Filter {
  checkDateRange(query.date_from, query.date_to);
  const clauses: FilterClause[] = [];
  if (query.fei_number) clauses.push({ field: 'fei_number', eq: feiQuery(query.fei_number) });
  if (query.cfr_section) {
    const cfr = cfrOf(query.cfr_section, 'cfr_section');
    // As the search does: a bare section matches every paragraph of it, a paragraph only itself.
    clauses.push(cfr === cfrSection(cfr) ? { field: 'cfr_section', eq: cfr } : { field: 'act_cfr_number', eq: cfr });
  }
  if (query.category) clauses.push({ field: 'categories', eq: categoryOf(query.category, 'category') });
  if (query.classification) {
    clauses.push(inspections ? { field: 'observation_id', in: inspections.idsClassifiedAs([query.classification]) } : { field: 'classification', eq: query.classification });
  }
  if (query.product_type) clauses.push({ field: 'product_type', eq: observationProductType(query.product_type, 'product_type') });
  if (query.program_area) clauses.push(programAreaClause(query.program_area));
  if (query.state) clauses.push(placeClause('state', query.state));
  if (query.country) clauses.push(placeClause('country', query.country));
  if (query.date_from) clauses.push({ field: 'inspection_end_date', gte: query.date_from });
  if (query.date_to) clauses.push({ field: 'inspection_end_date', lte: query.date_to });
  return clauses;
}

/**
 * Lists observations with filters. Without `q`: a page sorted by `sort` (default inspection end
 * date), ties by observation id. With `q`: the keyword matches (at most 1000) by relevance, or by
 * `sort` when it is given. Each observation is served with its classified inspection where the
 * facility's record joins it to one (`inspections`).
 */
export async function listObservations(search: SearchStore, query: ObservationListQuery, envelope: Envelope, inspections: ObservationInspections): Promise<ObservationListResponse> {
  const filter = observationListFilter(query, inspections);
  const sortField = query.sort ?? 'inspection_end_date';
  let total: number;
  let page: StoredObservation[];
  if (query.q) {
    const hits = await search.lexical<StoredObservation>(OBSERVATIONS_INDEX, { text: query.q, k: MAX_KEYWORD_MATCHES, filter });
    const ordered = query.sort ? [...hits].sort(compareBy((h) => h.doc[sortField], query.order, (h) => h.doc.observation_id)) : hits;
    total = ordered.length;
    page = ordered.slice(query.offset, query.offset + query.limit).map((h) => h.doc);
  } else {
    const result = await search.list<StoredObservation>(OBSERVATIONS_INDEX, {
      filter,
      // Ties go by id (= observation id) in both adapters.
      sort: [{ field: sortField, order: query.order }],
      limit: query.limit,
      offset: query.offset,
    });
    total = result.total;
    page = result.items.map((item) => item.doc);
  }
  return {
    data: page.map((doc) => observationListItem(doc, inspections.of(doc))),
    meta: meta(envelope),
    pagination: paginationOf(query, total),
  };
}

/**
 * An observation as the listing (and the bulk export) shows it; `inspection` is what the join
 * serves for it (observation-inspections.ts), else its own record's values.
 */
export function observationListItem(doc: StoredObservation, inspection: ObservationInspection = doc): ObservationListItem {
  return {
    observation_id: doc.observation_id,
    observation_number: doc.observation_number,
    inspection_id: inspection.inspection_id,
    fei_number: doc.fei_number,
    facility_name: doc.facility_name || null,
    city: doc.city,
    state: doc.state,
    country: doc.country,
    inspection_end_date: doc.inspection_end_date,
    fiscal_year: doc.fiscal_year,
    classification: inspection.classification,
    product_type: doc.product_type,
    program_area: doc.program_area,
    act_cfr_number: doc.act_cfr_number,
    short_description: doc.short_description,
    observation_text: doc.observation_text,
    categories: doc.categories,
    severity_score: doc.severity_score,
    data_attribution: observationAttribution(doc),
  };
}

// ---------------------------------------------------------------------------------------------
// GET /v1/483/facilities

const FACILITY_SORT_FIELD = {
  risk_score: 'risk_score',
  facility_score: 'facility_score',
  last_inspection_date: 'last_inspection_date',
  total_inspections: 'total_inspections',
  name: 'facility_name_sort',
} as const satisfies Record<FacilityListQuery['sort_by'], keyof StoredFacilityDocument>;

/** The store filter of a facility listing; 400s name the query parameter. */
export function facilityListFilter(query: FacilityListQuery): Filter {
  checkDateRange(query.date_from, query.date_to);
  checkScoreRange(query.min_score, query.max_score);
  const clauses: FilterClause[] = [];
  if (query.fei_number) clauses.push({ field: 'fei_number', eq: feiQuery(query.fei_number) });
  if (query.state) clauses.push(placeClause('state', query.state));
  if (query.country) clauses.push(placeClause('country', query.country));
  if (query.product_type) clauses.push({ field: 'product_types', eq: canonicalProductType(query.product_type) ?? query.product_type });
  if (query.classification) clauses.push({ field: 'last_classification', eq: query.classification });
  if (query.risk_level) clauses.push({ field: 'risk_level', eq: query.risk_level });
  if (query.min_score !== undefined) clauses.push({ field: 'risk_score', gte: query.min_score });
  if (query.max_score !== undefined) clauses.push({ field: 'risk_score', lte: query.max_score });
  if (query.date_from) clauses.push({ field: 'last_inspection_date', gte: query.date_from });
  if (query.date_to) clauses.push({ field: 'last_inspection_date', lte: query.date_to });
  if (query.cfr_section) {
    const section = cfrSection(cfrOf(query.cfr_section, 'cfr_section'));
    clauses.push({ field: 'cfr_sections', eq: section ?? '' });
  }
  return clauses;
}

/**
 * Lists facilities with filters, sorted by `sort_by` (default the composite risk score, highest
 * first; name A→Z), ties by FEI. `name` is a keyword search on the firm name (at most 1000 matches).
 */
export async function listFacilities(search: SearchStore, query: FacilityListQuery, envelope: Envelope): Promise<FacilityListResponse> {
  const filter = facilityListFilter(query);
  const order = query.sort_order ?? (query.sort_by === 'name' ? 'asc' : 'desc');
  const field = FACILITY_SORT_FIELD[query.sort_by];
  let total: number;
  let page: StoredFacilityDocument[];
  if (query.name) {
    const hits = await search.lexical<StoredFacilityDocument>(FACILITIES_INDEX, { text: query.name, k: MAX_KEYWORD_MATCHES, filter });
    const ordered = [...hits].sort(compareBy((h) => h.doc[field], order, (h) => h.doc.fei_number));
    total = ordered.length;
    page = ordered.slice(query.offset, query.offset + query.limit).map((h) => h.doc);
  } else {
    const result = await search.list<StoredFacilityDocument>(FACILITIES_INDEX, {
      filter,
      // Ties go by id (= FEI) in both adapters: one sort field walks the store's index.
      sort: [{ field, order }],
      limit: query.limit,
      offset: query.offset,
    });
    total = result.total;
    page = result.items.map((item) => item.doc);
  }
  return { data: page.map(facilityListItem), meta: meta(envelope), pagination: paginationOf(query, total) };
}

/** A facility as the listing (and the bulk export) shows it. */
export function facilityListItem(doc: StoredFacilityDocument): FacilityListItem {
  const f = doc.document;
  return {
    fei_number: f.fei_number,
    facility_name: f.facility_name || null,
    state: f.state,
    country: f.country,
    product_types: f.product_types,
    risk_score: f.risk_score.risk_score,
    risk_level: f.risk_score.risk_level,
    facility_score: f.facility_score.risk_score,
    facility_risk_level: f.facility_score.risk_level,
    total_inspections: f.totals.total_inspections,
    oai_count: f.totals.oai_count,
    warning_letters: f.totals.warning_letters,
    last_inspection_date: f.totals.last_inspection_date,
    last_classification: f.totals.last_classification,
  };
}

// ---------------------------------------------------------------------------------------------
// One facility

/** The facility document, or 404 NOT_FOUND (rendered in the route's family). */
async function requireFacility(search: Pick<SearchStore, 'get'>, fei: string, message = `Facility not found for FEI: ${fei}`): Promise<FacilityDocument> {
  const facility = await readFacility(search, fei);
  if (!facility) throw notFound(message);
  return facility;
}

/**
 * The spec's Facility block: what the sources say, null for what none does (SPEC-DECISIONS 24).
 * City and establishment type come from the facility document or, failing that, from the FEI's
 * 483 observations (`facilityPlace`).
 */
function facilityBlock(f: FacilityDocument, place: FacilityPlace): FacilityBlock {
  return {
    legal_name: f.facility_name || null,
    city: place.city,
    state: f.state,
    country: f.country,
    product_types: f.product_types,
    parent_company: PARENT_COMPANY_UNKNOWN,
    registration_status: null,
    establishment_type: place.establishment_type,
  };
}

type Inspection = FacilityDocument['inspections'][number];
type Citation = FacilityDocument['citations'][number];

function inspectionCitation(c: Citation) {
  return {
    observation_id: c.id,
    act_cfr_number: c.act_cfr_number || null,
    short_description: c.short_description,
    categories: c.categories,
    severity_score: citationSeverityScore(c, expertSectionWeight),
  };
}

function complianceAction(a: FacilityDocument['compliance_actions'][number]): ComplianceAction {
  return { action_type: a.kind, action_date: a.date, action_id: a.id, status: null, response_deadline: null };
}

/**
 * Compliance actions are not tied to inspections by the sources; each is shown under the latest
 * inspection that ended on or before the action's date (the visit it followed). Actions older
 * than every inspection are under none (they still count in the summary).
 */
function actionsByInspection(f: FacilityDocument): Map<string, ComplianceAction[]> {
  const ascending = [...f.inspections].sort((a, b) => compareText(a.end_date, b.end_date) || compareText(a.id, b.id));
  const byInspection = new Map<string, ComplianceAction[]>();
  for (const action of f.compliance_actions) {
    const before = ascending.filter((i) => i.end_date <= action.date).at(-1);
    if (!before) continue;
    byInspection.set(before.id, [...(byInspection.get(before.id) ?? []), complianceAction(action)]);
  }
  return byInspection;
}

function inspectionRecord(
  i: Inspection,
  extras: { citations?: Citation[]; actions?: ComplianceAction[] } = {},
): InspectionRecord {
  return {
    inspection_id: i.id,
    inspection_start_date: null,
    inspection_end_date: i.end_date,
    classification: i.classification,
    program_area: i.program_area,
    inspection_type: null,
    lead_investigator_id: null,
    team_size: null,
    total_citations: i.citation_count,
    ...(extras.citations ? { citations: extras.citations.map(inspectionCitation) } : {}),
    ...(extras.actions ? { compliance_actions: extras.actions } : {}),
  };
}

/** `GET /v1/483/facilities/{fei}`: the facility with both scores, its summary and latest inspections. */
export async function facilityDetail(search: SearchStore, fei: string, envelope: Envelope): Promise<FacilityDetailResponse> {
  const f = await requireFacility(search, fei);
  const place = await facilityPlace(search, f);
  const byType: Record<string, number> = {};
  for (const action of f.compliance_actions) byType[action.kind] = (byType[action.kind] ?? 0) + 1;
  const latestAction = f.compliance_actions.map((a) => a.date).sort().at(-1) ?? null;
  return {
    data: {
      fei_number: f.fei_number,
      facility: facilityBlock(f, place),
      risk_score: compositeOf(f),
      facility_score: facilityScoreOf(f),
      inspection_summary: f.totals,
      recent_inspections: recentInspections(f).map((i) => inspectionRecord(i)),
      compliance_actions: { total: f.compliance_actions.length, by_type: byType, latest_action_date: latestAction },
      computed_at: f.computed_at,
    },
    meta: meta(envelope),
  };
}

/** `GET /v1/483/facilities/{fei}/inspections`: the history, newest first, filtered. */
export async function facilityInspections(search: SearchStore, fei: string, query: FacilityInspectionsQuery): Promise<FacilityInspectionsResponse> {
  checkDateRange(query.date_from, query.date_to);
  const f = await requireFacility(search, fei);
  const place = await facilityPlace(search, f);
  const actions = query.include_compliance_actions ? actionsByInspection(f) : null;
  const inspections = f.inspections
    .filter((i) => (!query.classification || i.classification === query.classification) && (!query.date_from || i.end_date >= query.date_from) && (!query.date_to || i.end_date <= query.date_to))
    .sort(newestFirst((i) => i.end_date))
    .map((i) =>
      inspectionRecord(i, {
        ...(query.include_citations ? { citations: f.citations.filter((c) => c.inspection_id === i.id) } : {}),
        ...(actions ? { actions: actions.get(i.id) ?? [] } : {}),
      }),
    );
  return { fei_number: f.fei_number, facility: facilityBlock(f, place), summary: f.totals, inspections };
}

/** Where a citation comes from: a 483 document's observation (`483-…` ids) or the Dashboard's posted citations. */
function citationSource(c: Citation): { source: string; source_url: string; name: string } {
  if (c.id.startsWith('483-')) return { source: 'fda-form-483', source_url: READING_ROOM_URL, name: 'FDA Form 483 (published 483 text)' };
  return { source: 'fda-data-dashboard', source_url: DASHBOARD_URL, name: 'FDA Data Dashboard (inspection citations)' };
}

/** `GET /v1/483/facilities/{fei}/citations`: citations by inspection date, filtered, up to `limit`. */
export async function facilityCitations(search: SearchStore, fei: string, query: FacilityCitationsQuery, startedAt: number): Promise<FacilityCitationsResponse> {
  checkDateRange(query.date_from, query.date_to);
  const category = query.category ? categoryOf(query.category, 'category') : null;
  const f = await requireFacility(search, fei);
  const inspections = new Map(f.inspections.map((i) => [i.id, i]));
  const matching = f.citations
    .filter((c) => (!category || c.categories.includes(category)) && (!query.date_from || c.date >= query.date_from) && (!query.date_to || c.date <= query.date_to))
    .sort(query.sort_order === 'desc' ? newestFirst((c) => c.date) : (a, b) => compareText(a.date, b.date) || compareText(a.id, b.id));
  const results: FacilityCitation[] = matching.slice(0, query.limit).map((c) => {
    const inspection = inspections.get(c.inspection_id);
    const source = citationSource(c);
    return {
      citation_id: c.id,
      inspection_id: c.inspection_id,
      inspection_end_date: c.date,
      fiscal_year: fiscalYearOf(c.date),
      act_cfr_number: c.act_cfr_number || null,
      short_description: c.short_description,
      program_area: inspection?.program_area ?? null,
      classification: inspection?.classification ?? null,
      category: c.categories[0] ?? null,
      categories: c.categories,
      source: source.source,
      source_url: source.source_url,
      data_attribution: { api_version: 'v1', data_source_name: source.name, data_source_url: source.source_url, last_updated: f.fetched_at },
    };
  });
  return {
    fei_number: f.fei_number,
    facility_name: f.facility_name || null,
    total: matching.length,
    results,
    query_metadata: { ...queryMetadata(startedAt), limit: query.limit, sort_order: query.sort_order },
  };
}

function facilityScoreOf(f: FacilityDocument): FacilityScore {
  return f.facility_score as unknown as FacilityScore;
}

function compositeOf(f: FacilityDocument) {
  const r = f.risk_score;
  return {
    fei_number: r.fei_number,
    risk_score: r.risk_score,
    risk_level: r.risk_level,
    methodology_version: r.methodology_version,
    factors: r.factors,
    methodology: r.methodology,
    factor_descriptions: r.factor_descriptions,
    // Documents scored before the calibration existed have none.
    ...(r.outcome_probability ? { outcome_probability: r.outcome_probability as { outcome: 'oai_or_warning_letter_within_24_months'; probability: number; calibration_version: string } } : {}),
  };
}

/** `GET /v1/483/facilities/{fei}/score`: the predictive facility score document. */
export async function facilityScore(search: SearchStore, fei: string): Promise<FacilityScore> {
  return facilityScoreOf(await requireFacility(search, fei));
}

// ---------------------------------------------------------------------------------------------
// /v1/483/risk-scores

/** `GET /v1/483/risk-scores`: composite scores, filtered, by score. */
export async function listRiskScores(search: SearchStore, query: RiskScoreListQuery, startedAt: number): Promise<RiskScoreListResponse> {
  checkScoreRange(query.min_score, query.max_score);
  const filter: FilterClause[] = [];
  if (query.risk_level) filter.push({ field: 'risk_level', eq: query.risk_level });
  if (query.min_score !== undefined) filter.push({ field: 'risk_score', gte: query.min_score });
  if (query.max_score !== undefined) filter.push({ field: 'risk_score', lte: query.max_score });
  const page = await search.list<StoredFacilityDocument>(FACILITIES_INDEX, {
    filter,
    // Ties go by id (= FEI) in both adapters.
    sort: [{ field: 'risk_score', order: query.sort_order }],
    limit: query.limit,
    offset: query.offset,
  });
  return {
    results: page.items.map(({ doc }) => ({
      fei_number: doc.fei_number,
      risk_score: doc.document.risk_score.risk_score,
      risk_level: doc.document.risk_score.risk_level,
      factors: doc.document.risk_score.factors,
    })),
    total: page.total,
    offset: query.offset,
    limit: query.limit,
    methodology: COMPOSITE_METHODOLOGY,
    query_metadata: queryMetadata(startedAt),
  };
}

/** `GET /v1/483/risk-scores/{fei}`: the composite score, or 404 in the spec's words. */
export async function riskScore(search: SearchStore, fei: string, startedAt: number): Promise<RiskScoreResponse> {
  const f = await requireFacility(search, fei, `Risk score not found for FEI: ${fei}`);
  return { ...compositeOf(f), query_metadata: queryMetadata(startedAt) };
}

// ---------------------------------------------------------------------------------------------
// Sorting helpers

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A comparator on a sort key (nulls last in either order), ties by a unique text key ascending. */
function compareBy<T>(key: (item: T) => unknown, order: 'asc' | 'desc', tie: (item: T) => string) {
  return (a: T, b: T): number => {
    const x = key(a);
    const y = key(b);
    if (x == null || y == null) {
      if (x == null && y == null) return compareText(tie(a), tie(b));
      return x == null ? 1 : -1;
    }
    const base = typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y));
    return (order === 'asc' ? base : -base) || compareText(tie(a), tie(b));
  };
}
