import type { EnrichedFacility } from './facility-records.ts';
import { contentHash } from '../../infra/util/content-hash.ts';
import type { EnrichedObservation } from '../records/enriched-observation.ts';

/*
 * Builders of facility-topic messages for the facilities tests (facts, processor, backtest): the
 * values as they sit on the bus, a body with the envelope spread over it.
 */

/** A raw message value: `body` plus the envelope every topic carries. */
export function rawValue(id: string, body: Record<string, unknown>, source = 'test'): Record<string, unknown> {
  return { ...body, id, source, fetched_at: '2025-01-01T00:00:00.000Z', content_hash: contentHash(body), schema_version: 1 };
}

/** An `enriched.observations` value: observation 1 of the reading-room 483 of Wells Pharmacy (FEI 3011761321), unless overridden. */
export function enrichedObservationValue(overrides: Partial<EnrichedObservation> = {}): EnrichedObservation {
  const fei = overrides.fei_number ?? '3011761321';
  const end = overrides.inspection_end_date ?? '2021-01-28';
  const inspectionId = overrides.inspection_id ?? `483-${fei}-${end.replaceAll('-', '')}`;
  const number = overrides.observation_number ?? 1;
  const body = {
    observation_id: `${inspectionId}-${number}`,
    observation_number: number,
    inspection_id: inspectionId,
    fei_number: fei,
    facility_name: 'Wells Pharmacy, Inc',
    city: null,
    state: 'TN',
    country: 'United States',
    establishment_type: 'Outsourcing Facility',
    inspection_start_date: '2020-12-01',
    inspection_end_date: end,
    fiscal_year: 2021,
    classification: null,
    product_type: 'drug',
    program_area: 'Drugs',
    act_cfr_number: '21 CFR 211.113(b)',
    cfr_section: '21 CFR 211.113',
    short_description: null,
    citation_match_score: null,
    observation_text: 'Aseptic processing areas are deficient regarding the system for monitoring environmental conditions.',
    categories: ['Sterility Assurance'],
    severity_score: 7,
    investigators: ['June P Page', 'Julius I Jones'],
    text_quality: 'ocr' as const,
    source_url: null,
    embedding: { model: 'test', dimensions: 2, vector: 'AAAAAAAAgD8=' },
    ...overrides,
  };
  return { ...body, id: body.observation_id, source: 'fda-483-reading-room', fetched_at: '2025-01-01T00:00:00.000Z', content_hash: contentHash(body), schema_version: 1 };
}

const facilityComponent = { score: 50, weight: 0.2, factors: ['x'] };

/** An `enriched.facilities` record of a real FEI with fixture figures, for sink tests. */
export function enrichedFacilityValue(overrides: Partial<EnrichedFacility> = {}): EnrichedFacility {
  return {
    id: '3004540906',
    source: 'enrich.facilities',
    fetched_at: '2024-06-30T12:00:00.000Z',
    content_hash: 'c'.repeat(64),
    schema_version: 1,
    fei_number: '3004540906',
    facility_name: 'NATCO Pharma Limited',
    state: null,
    country: 'India',
    product_types: ['Drugs'],
    totals: {
      total_inspections: 3,
      nai_count: 0,
      vai_count: 1,
      oai_count: 1,
      not_oai_unsplit_count: 0,
      warning_letters: 1,
      import_alerts: 0,
      last_inspection_date: '2023-04-01',
      last_classification: 'OAI',
      trend: 'deteriorating',
    },
    risk_score: {
      fei_number: '3004540906',
      risk_score: 61.3,
      risk_level: 'high',
      methodology_version: 'v2.0',
      factors: { oai_ratio: 30 },
      methodology: 'm',
      factor_descriptions: { oai_ratio: 'd' },
    },
    facility_score: {
      fei_number: '3004540906',
      facility_name: 'NATCO Pharma Limited',
      risk_score: 72,
      risk_level: 'high',
      confidence: 0.41,
      score_components: { historical_pattern: facilityComponent },
      next_best_actions: [{ priority: 1, action: 'a', rationale: 'r', estimated_remediation_days: 30 }],
      calculated_at: '2024-06-30T00:00:00.000Z',
      valid_until: '2024-07-01T00:00:00.000Z',
    },
    methodology_version: 'v2.0',
    computed_at: '2024-06-30T12:00:00.000Z',
    ...overrides,
  };
}
