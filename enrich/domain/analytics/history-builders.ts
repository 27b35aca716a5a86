import type { CitationFact, ComplianceActionFact, FacilityHistory, InspectionFact } from '../risk/facility-history.ts';

/**
 * Builders for the hand-worked examples of this folder's tests: each fills the fields a test does
 * not care about with neutral values, so an example states only what its arithmetic uses.
 */

/** An inspection with no classification, program area, product types or investigators unless given. */
export function buildInspection(overrides: Partial<InspectionFact> & Pick<InspectionFact, 'id' | 'end_date'>): InspectionFact {
  return { classification: null, program_area: null, product_types: [], investigators: [], ...overrides };
}

/** A citation of `act_cfr_number`; `cfr_section` is derived by dropping paragraphs unless given. */
export function buildCitation(overrides: Partial<CitationFact> & Pick<CitationFact, 'id' | 'inspection_id' | 'date' | 'act_cfr_number'>): CitationFact {
  const section = /^21 CFR \d+\.\d+/.exec(overrides.act_cfr_number)?.[0] ?? null;
  return { cfr_section: section, short_description: null, categories: [], ...overrides };
}

/** A facility with no inspections, citations or actions unless given. */
export function buildFacility(overrides: Partial<FacilityHistory> & Pick<FacilityHistory, 'fei'>): FacilityHistory {
  return {
    name: `Facility ${overrides.fei}`,
    state: null,
    country: null,
    product_types: [],
    inspections: [],
    citations: [],
    compliance_actions: [] as ComplianceActionFact[],
    ...overrides,
  };
}

/**
 * A facility whose inspections each carry the listed citations: `{ 'i1': { date, classification,
 * cited: ['21 CFR 211.192', …] } }` → inspections and citations with ids `<inspection>-<n>`.
 */
export function facilityWithInspections(
  base: Partial<FacilityHistory> & Pick<FacilityHistory, 'fei'>,
  inspections: Record<string, { date: string; classification?: InspectionFact['classification']; cited?: string[]; investigators?: string[]; program_area?: string; product_types?: string[]; descriptions?: string[] }>,
): FacilityHistory {
  const facts: InspectionFact[] = [];
  const citations: CitationFact[] = [];
  for (const [id, spec] of Object.entries(inspections)) {
    facts.push(
      buildInspection({
        id,
        end_date: spec.date,
        classification: spec.classification ?? null,
        investigators: spec.investigators ?? [],
        program_area: spec.program_area ?? null,
        product_types: spec.product_types ?? [],
      }),
    );
    (spec.cited ?? []).forEach((ref, n) =>
      citations.push(buildCitation({ id: `${id}-${n + 1}`, inspection_id: id, date: spec.date, act_cfr_number: ref, short_description: spec.descriptions?.[n] ?? null })),
    );
  }
  return buildFacility({ ...base, inspections: facts, citations });
}
