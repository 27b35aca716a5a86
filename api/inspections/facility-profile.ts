import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { EnrichedObservation } from '../../enrich/records/enriched-observation.ts';
import { FACILITIES_INDEX, type FacilityReadModel, type StoredFacilityDocument } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX } from '../../enrich/sinks/observation-index.ts';

/*
 * What the facility routes and the observation search's `facility_context` both say about a
 * facility, from one read of its facility document (the `facilities` index, one per FEI), so the
 * two answers can never disagree.
 */

/** Inspections the facility detail lists as recent, and whose classifications `facility_context` reports. */
export const RECENT_INSPECTIONS = 5;
/** Observations of one FEI read, newest first, to find where the 483s place the facility. */
const PLACE_OBSERVATIONS = 100;

type Inspection = FacilityReadModel['inspections'][number];

/** The enriched facility document of an FEI, or null when the index holds none. */
export async function readFacility(search: Pick<SearchStore, 'get'>, fei: string): Promise<FacilityReadModel | null> {
  const stored = await search.get<StoredFacilityDocument>(FACILITIES_INDEX, fei);
  return stored?.doc.document ?? null;
}

/** Newest first, ties by id. */
export function newestFirst<T extends { id: string }>(date: (item: T) => string) {
  return (a: T, b: T) => compareText(date(b), date(a)) || compareText(a.id, b.id);
}

/** The facility's latest inspections, newest first (what the facility detail shows as `recent_inspections`). */
export function recentInspections(f: FacilityReadModel): Inspection[] {
  return [...f.inspections].sort(newestFirst((i) => i.end_date)).slice(0, RECENT_INSPECTIONS);
}

/**
 * The parent company: no source we ingest names one (the Dashboard, the 483s and the compliance
 * actions name the firm only), so null (SPEC-DECISIONS 24), never a guess.
 */
export const PARENT_COMPANY_UNKNOWN = null;

/** `facility_context` of an observation hit (doc 2): the facility document's summary. */
export interface FacilityContext {
  total_inspections: number | null;
  recent_classifications: string[];
  warning_letters: number | null;
  last_inspection_date: string | null;
  parent_company: string | null;
}

/**
 * The observation hit's `facility_context`, built from the same document and summary as
 * `GET /v1/483/facilities/{fei}` and `/inspections`: totals, warning letters and last inspection
 * date are the summary's; `recent_classifications` are the classifications a source states for
 * the recent inspections (newest first; a "not OAI" or unclassified inspection has none to report,
 * SPEC-DECISIONS 23). Without a facility document (the facilities step has not caught up with a
 * new FEI) the counts are unknown: null, not zero.
 */
export function facilityContextOf(f: FacilityReadModel | null): FacilityContext {
  if (!f) return { total_inspections: null, recent_classifications: [], warning_letters: null, last_inspection_date: null, parent_company: null };
  return {
    total_inspections: f.totals.total_inspections,
    recent_classifications: recentInspections(f).flatMap((i) => (i.classification ? [i.classification] : [])),
    warning_letters: f.totals.warning_letters,
    last_inspection_date: f.totals.last_inspection_date,
    parent_company: PARENT_COMPANY_UNKNOWN,
  };
}

/** Where a facility is and what kind of establishment it is. */
export interface FacilityPlace {
  city: string | null;
  establishment_type: string | null;
}

/**
 * Place fields a facility document may carry. The enriched facility does not hold them today: the
 * Dashboard's inspection rows leave the city empty and the published-483 listings the
 * establishment type, so its sources have none to give; a document that states them wins.
 */
type FacilityPlaceFields = Partial<FacilityPlace>;

/**
 * City and establishment type of a facility: the facility document's when it states them, else
 * the newest of that FEI's 483 observations that states each (the 483 header names both); null
 * only when no source does. One listing of the FEI's observations (at most 100, newest first),
 * read through the caller's store (the facility routes' versioned read cache).
 */
export async function facilityPlace(search: Pick<SearchStore, 'list'>, f: FacilityReadModel): Promise<FacilityPlace> {
  const own = f as FacilityReadModel & FacilityPlaceFields;
  let city = nonEmpty(own.city);
  let establishmentType = nonEmpty(own.establishment_type);
  if (city !== null && establishmentType !== null) return { city, establishment_type: establishmentType };
  const observed = await search.list<Pick<EnrichedObservation, 'city' | 'establishment_type'>>(OBSERVATIONS_INDEX, {
    filter: [{ field: 'fei_number', eq: f.fei_number }],
    sort: [{ field: 'inspection_end_date', order: 'desc' }],
    limit: PLACE_OBSERVATIONS,
  });
  for (const { doc } of observed.items) {
    city ??= nonEmpty(doc.city);
    establishmentType ??= nonEmpty(doc.establishment_type);
  }
  return { city, establishment_type: establishmentType };
}

function nonEmpty(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
