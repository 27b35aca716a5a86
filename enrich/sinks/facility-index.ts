import type { IndexMapping } from '../../infra/search/search-store.port.ts';
import type { EnrichedFacility } from '../facilities/facility-records.ts';

/** The search index facility documents are projected into; the API's facility and risk-score routes read it. */
export const FACILITIES_INDEX = 'facilities';

/**
 * Its mapping: what the facility listings filter and sort on. `document` (the whole enriched
 * facility, stored unmapped) serves the detail reads; `content_hash` lets the sink skip a document
 * it already holds. `facility_name_sort` is the lower-cased name (text fields cannot be sorted);
 * `cfr_sections` the distinct CFR sections the facility was cited under.
 */
export const FACILITIES_MAPPING: IndexMapping = {
  fields: {
    fei_number: 'keyword',
    state: 'keyword',
    country: 'keyword',
    product_types: 'keyword',
    risk_level: 'keyword',
    facility_risk_level: 'keyword',
    last_classification: 'keyword',
    cfr_sections: 'keyword',
    content_hash: 'keyword',
    facility_name_sort: 'keyword',
    risk_score: 'number',
    facility_score: 'number',
    total_inspections: 'number',
    oai_count: 'number',
    warning_letters: 'number',
    last_inspection_date: 'date',
    facility_name: 'text',
  },
};

/** An enriched facility with its history lists present (empty on documents published before they existed). */
export type FacilityReadModel = EnrichedFacility & Required<Pick<EnrichedFacility, 'inspections' | 'citations' | 'compliance_actions'>>;

/** What the index holds per facility: the mapped projection plus the whole document. */
export interface StoredFacilityDocument {
  fei_number: string;
  facility_name: string;
  /** Absent for a facility no source names, so it sorts after the named ones. */
  facility_name_sort: string | null;
  state: string | null;
  country: string | null;
  product_types: string[];
  risk_level: string;
  facility_risk_level: string;
  last_classification: string | null;
  cfr_sections: string[];
  content_hash: string;
  risk_score: number;
  facility_score: number;
  total_inspections: number;
  oai_count: number;
  warning_letters: number;
  last_inspection_date: string | null;
  document: FacilityReadModel;
}

/** The index document of one enriched facility. */
export function storedFacilityOf(published: EnrichedFacility): StoredFacilityDocument {
  const facility: FacilityReadModel = {
    ...published,
    inspections: published.inspections ?? [],
    citations: published.citations ?? [],
    compliance_actions: published.compliance_actions ?? [],
  };
  return {
    fei_number: facility.fei_number,
    facility_name: facility.facility_name,
    facility_name_sort: facility.facility_name.trim().toLowerCase() || null,
    state: facility.state,
    country: facility.country,
    product_types: facility.product_types,
    risk_level: facility.risk_score.risk_level,
    facility_risk_level: facility.facility_score.risk_level,
    last_classification: facility.totals.last_classification,
    cfr_sections: [...new Set(facility.citations.map((c) => c.cfr_section).filter((s): s is string => s !== null))].sort(),
    content_hash: facility.content_hash,
    risk_score: facility.risk_score.risk_score,
    facility_score: facility.facility_score.risk_score,
    total_inspections: facility.totals.total_inspections,
    oai_count: facility.totals.oai_count,
    warning_letters: facility.totals.warning_letters,
    last_inspection_date: facility.totals.last_inspection_date,
    document: facility,
  };
}
