import type { CitationFact, FacilityHistory, InspectionFact } from '../risk/facility-history.ts';

/**
 * Citations joined with their inspection and facility: the row every citation statistic counts.
 * A citation's product types are those of its inspection (what was inspected), or the facility's
 * when the inspection names none or is unknown — a 483 known only from a published list still
 * belongs to a drug or a device facility.
 */

/** One citation with what it is counted by. */
export interface CitationRow {
  citation: CitationFact;
  inspection: InspectionFact | null;
  facility: FacilityHistory;
  product_types: string[];
  /** `cfr_section` when the citation is a CFR one, else the reference as cited (`FDCA 501(a)(2)(B)`). */
  section_key: string;
}

/** Product types of an inspection, falling back to the facility's. */
export function inspectionProductTypes(inspection: InspectionFact | null, facility: FacilityHistory): string[] {
  const own = inspection?.product_types.filter((p) => p.trim().length > 0) ?? [];
  return own.length > 0 ? own : facility.product_types.filter((p) => p.trim().length > 0);
}

/** Every citation of every facility, joined. */
export function citationRows(histories: readonly FacilityHistory[]): CitationRow[] {
  const rows: CitationRow[] = [];
  for (const facility of histories) {
    const byId = new Map(facility.inspections.map((i) => [i.id, i]));
    for (const citation of facility.citations) {
      const inspection = byId.get(citation.inspection_id) ?? null;
      rows.push({
        citation,
        inspection,
        facility,
        product_types: inspectionProductTypes(inspection, facility),
        section_key: (citation.cfr_section ?? citation.act_cfr_number).trim(),
      });
    }
  }
  return rows;
}

/** An inspection with its facility. */
export interface InspectionRow {
  inspection: InspectionFact;
  facility: FacilityHistory;
  product_types: string[];
}

/**
 * Every inspection, joined with its facility. Inspections are identified by id: one that appears
 * in two histories (a facility record merged late) is counted once, with the first facility.
 */
export function inspectionRows(histories: readonly FacilityHistory[]): InspectionRow[] {
  const seen = new Set<string>();
  const rows: InspectionRow[] = [];
  for (const facility of histories) {
    for (const inspection of facility.inspections) {
      if (seen.has(inspection.id)) continue;
      seen.add(inspection.id);
      rows.push({ inspection, facility, product_types: inspectionProductTypes(inspection, facility) });
    }
  }
  return rows;
}

/** The four product types of the knowledge-graph endpoints. */
export type KgProductType = 'drug' | 'food' | 'device' | 'api';

/**
 * The KG product type of a facility/inspection product type. The inspection data name
 * `drug`, `biologics`, `medical_device`, `food`, `veterinary` (enrich/domain/product-type.ts);
 * biologics count as drugs in the four-way typing (as in cfr-parts.ts), dietary supplements as
 * food, veterinary products as none of the four.
 */
export function kgProductTypeOf(productType: string): KgProductType | null {
  const p = productType.trim().toLowerCase().replace(/[\s-]+/g, '_');
  if (p === 'api' || p.includes('active_pharmaceutical')) return 'api';
  if (p === 'drug' || p === 'drugs' || p.startsWith('biolog') || p === 'human_drug' || p.includes('pharma')) return 'drug';
  if (p.includes('device') || p === 'devices' || p.includes('radiolog')) return 'device';
  if (p.startsWith('food') || p.includes('supplement')) return 'food';
  return null;
}

/** True when `productTypes` include the KG product type (`all` matches everything). */
export function matchesKgProductType(productTypes: readonly string[], filter: KgProductType | 'all'): boolean {
  return filter === 'all' || productTypes.some((p) => kgProductTypeOf(p) === filter);
}

/**
 * True for a U.S. facility: country recorded as the United States, or not recorded at all (FDA's
 * domestic records often leave it blank). Foreign facilities' states are provinces, not the
 * two-letter codes the state groupings use.
 */
export function isDomesticFacility(facility: Pick<FacilityHistory, 'country'>): boolean {
  const country = facility.country?.trim() || null;
  return country === null || /^(us|usa|u\.s\.(?:a\.)?|united states(?: of america)?)$/i.test(country);
}
