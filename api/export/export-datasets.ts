import { z } from 'zod';
import type { Filter, IndexMapping, SearchStore } from '../../infra/search/search-store.port.ts';
import { cfrSection, normaliseCfr } from '../../enrich/domain/cfr.ts';
import { FACILITIES_INDEX, FACILITIES_MAPPING, type StoredFacilityDocument } from '../../enrich/sinks/facility-index.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from '../../enrich/sinks/observation-index.ts';
import { RULES_INDEX, RULES_MAPPING, type StoredRuleChunk } from '../../enrich/sinks/rules-index.ts';
import { FacilityListItem, FacilityListQuery, ObservationListItem, ObservationListQuery } from '../inspections/facilities.schema.ts';
import { type StoredObservation, facilityListFilter, facilityListItem, observationListFilter, observationListItem } from '../inspections/facility-queries.ts';
import type { ObservationInspectionsReader } from '../inspections/observation-inspections.ts';
import { RulesListQuery } from '../rules/rules.schema.ts';
import { sourceIdsFor } from '../rules/rule-documents.ts';
import { invalidField } from '../platform/errors.ts';

/**
 * The datasets of the bulk export (`GET /v1/export/{dataset}`, `regintel export`): for each, the
 * list filters it accepts (the same names, values and 400s as its list endpoint), the shape of
 * one row, and the rows themselves, read with the store's `scan` so memory holds one page
 * whatever the size and there is no result window. Rows come in the store's scan order.
 */
export const EXPORT_DATASETS = ['observations', 'facilities', 'inspections', 'citations', 'risk-scores', 'rules'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];

const ObservationFilters = ObservationListQuery.pick({
  fei_number: true,
  cfr_section: true,
  category: true,
  classification: true,
  product_type: true,
  program_area: true,
  state: true,
  country: true,
  date_from: true,
  date_to: true,
});
const FacilityFilters = FacilityListQuery.pick({
  fei_number: true,
  state: true,
  country: true,
  product_type: true,
  classification: true,
  risk_level: true,
  min_score: true,
  max_score: true,
  date_from: true,
  date_to: true,
  cfr_section: true,
});
const RuleFilters = RulesListQuery.pick({ source: true, document_type: true, therapeutic_area: true });

/** Every filter any dataset accepts (the route validates values; `filtersFor` checks which apply). */
export const ExportFilters = ObservationFilters.extend(FacilityFilters.shape).extend(RuleFilters.shape);
export type ExportFilters = z.output<typeof ExportFilters>;

const FILTER_NAMES: Record<ExportDataset, readonly string[]> = {
  observations: Object.keys(ObservationFilters.shape),
  facilities: Object.keys(FacilityFilters.shape),
  inspections: Object.keys(FacilityFilters.shape),
  citations: Object.keys(FacilityFilters.shape),
  'risk-scores': Object.keys(FacilityFilters.shape),
  rules: Object.keys(RuleFilters.shape),
};

/** Rejects a filter the dataset does not have (a 400 naming it and the allowed ones). */
export function checkFiltersFor(dataset: ExportDataset, given: readonly string[]): void {
  const allowed = FILTER_NAMES[dataset];
  const unknown = given.find((name) => !allowed.includes(name));
  if (unknown) throw invalidField(unknown, `Filter ${unknown} does not apply to ${dataset}. Allowed filters: ${allowed.join(', ')}`, [...allowed]);
}

const InspectionRow = z
  .object({
    fei_number: z.string(),
    facility_name: z.string().nullable(),
    inspection_id: z.string(),
    end_date: z.string(),
    classification: z.enum(['NAI', 'VAI', 'OAI']).nullable().describe('Null when no source states it.'),
    program_area: z.string().nullable(),
    product_types: z.array(z.string()),
    investigators: z.array(z.string()),
    citation_count: z.number().int(),
  })
  .meta({ id: 'ExportInspectionRow' });

const CitationRow = z
  .object({
    fei_number: z.string(),
    facility_name: z.string().nullable(),
    inspection_id: z.string(),
    citation_id: z.string(),
    date: z.string(),
    act_cfr_number: z.string(),
    cfr_section: z.string().nullable(),
    short_description: z.string().nullable(),
    categories: z.array(z.string()),
  })
  .meta({ id: 'ExportCitationRow' });

const RiskScoreRow = z
  .object({
    fei_number: z.string(),
    facility_name: z.string().nullable(),
    risk_score: z.number(),
    risk_level: z.string(),
    factors: z.record(z.string(), z.number()).describe('Points each factor contributes.'),
  })
  .meta({ id: 'ExportRiskScoreRow' });

const RuleSectionRow = z
  .object({
    rule_id: z.string(),
    chunk_index: z.number().int().describe('Position of the section passage in its document, from 0.'),
    chunk_count: z.number().int().nullable(),
    source_id: z.string(),
    publisher: z.string(),
    title: z.string(),
    document_type: z.string(),
    reference: z.string().nullable(),
    issue_date: z.string().nullable(),
    effective_date: z.string().nullable(),
    status: z.enum(['draft', 'final']).nullable(),
    therapeutic_area: z.array(z.string()).nullable(),
    url: z.string().nullable(),
    heading_path: z.array(z.string()),
    text: z.string(),
  })
  .meta({ id: 'ExportRuleSectionRow' });

/** The row shape of each dataset (OpenAPI documents their union; CSV columns follow their keys). */
export const EXPORT_ROW_SCHEMAS = {
  observations: ObservationListItem,
  facilities: FacilityListItem,
  inspections: InspectionRow,
  citations: CitationRow,
  'risk-scores': RiskScoreRow,
  rules: RuleSectionRow,
} as const satisfies Record<ExportDataset, z.ZodObject>;

export const ExportRow = z
  .union([ObservationListItem, FacilityListItem, InspectionRow, CitationRow, RiskScoreRow, RuleSectionRow])
  .describe('One row: the dataset decides which of these shapes (observations, facilities, inspections, citations, risk-scores, rules).')
  .meta({ id: 'ExportRow' });

/** The CSV columns of a dataset: its row's fields, in schema order. */
export function exportColumns(dataset: ExportDataset): string[] {
  return Object.keys(EXPORT_ROW_SCHEMAS[dataset].shape);
}

export type ExportRowValue = Record<string, unknown>;

const INDEX_OF: Record<ExportDataset, readonly [string, IndexMapping]> = {
  observations: [OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING],
  facilities: [FACILITIES_INDEX, FACILITIES_MAPPING],
  inspections: [FACILITIES_INDEX, FACILITIES_MAPPING],
  citations: [FACILITIES_INDEX, FACILITIES_MAPPING],
  'risk-scores': [FACILITIES_INDEX, FACILITIES_MAPPING],
  rules: [RULES_INDEX, RULES_MAPPING],
};

/** Documents read per store page. */
const PAGE = 500;

/**
 * What the export reads: the store, and the observation ↔ inspection join the observation routes
 * serve (observation-inspections.ts), so an exported observation is the row `GET /v1/483/observations`
 * lists (its Dashboard inspection id and classification where the facility's record joins it) and
 * `classification` selects the same observations.
 */
export interface ExportSource {
  search: SearchStore;
  inspections: ObservationInspectionsReader;
}

/**
 * The rows of `dataset` matching `filters`, one page at a time. Filters were validated by the
 * route (or the CLI) against `ExportFilters`; this builds the same store filter as the list route.
 */
export async function* exportRows(source: ExportSource, dataset: ExportDataset, filters: ExportFilters): AsyncGenerator<ExportRowValue[]> {
  const { search } = source;
  // Declared first, as every reader does: a store the pipeline has not filled yet exports nothing, not an error.
  const [index, mapping] = INDEX_OF[dataset];
  await search.ensureIndex(index, mapping);
  switch (dataset) {
    case 'observations': {
      // Read once (it declares the facility index it also reads): one join serves every row.
      const inspections = await source.inspections.read();
      const filter = observationListFilter(filters as ObservationListQuery, inspections);
      for await (const page of search.scan<StoredObservation>(OBSERVATIONS_INDEX, { filter, pageSize: PAGE })) {
        yield page.map((item) => observationListItem(item.doc, inspections.of(item.doc)));
      }
      return;
    }
    case 'facilities':
    case 'risk-scores':
    case 'inspections':
    case 'citations':
      yield* facilityRows(search, dataset, filters);
      return;
    case 'rules':
      yield* ruleRows(search, filters);
      return;
  }
}

async function* facilityRows(search: SearchStore, dataset: 'facilities' | 'risk-scores' | 'inspections' | 'citations', filters: ExportFilters): AsyncGenerator<ExportRowValue[]> {
  const perRow = dataset === 'inspections' || dataset === 'citations';
  // For inspection and citation rows the dates and the CFR section select the rows themselves,
  // not the facility's latest inspection.
  const facilityFilters = perRow ? { ...filters, date_from: undefined, date_to: undefined } : filters;
  const filter: Filter = facilityListFilter(facilityFilters as FacilityListQuery);
  const inRange = (date: string) => (!filters.date_from || date >= filters.date_from) && (!filters.date_to || date <= filters.date_to);
  const section = filters.cfr_section ? cfrSection(normaliseCfr(filters.cfr_section) ?? '') : null;
  for await (const page of search.scan<StoredFacilityDocument>(FACILITIES_INDEX, { filter, pageSize: PAGE })) {
    const rows: ExportRowValue[] = [];
    for (const { doc } of page) {
      const f = doc.document;
      const name = f.facility_name || null;
      if (dataset === 'facilities') rows.push(facilityListItem(doc));
      else if (dataset === 'risk-scores') rows.push({ fei_number: f.fei_number, facility_name: name, risk_score: f.risk_score.risk_score, risk_level: f.risk_score.risk_level, factors: f.risk_score.factors });
      else if (dataset === 'inspections') {
        for (const i of f.inspections) {
          if (!inRange(i.end_date)) continue;
          rows.push({ fei_number: f.fei_number, facility_name: name, inspection_id: i.id, end_date: i.end_date, classification: i.classification, program_area: i.program_area, product_types: i.product_types, investigators: i.investigators, citation_count: i.citation_count });
        }
      } else {
        // An observation's citation (id = observation id) names the inspection the observation
        // routes serve it with: the join (observation-inspections.ts) reads these same citations.
        for (const c of f.citations) {
          if (!inRange(c.date) || (section && c.cfr_section !== section)) continue;
          rows.push({ fei_number: f.fei_number, facility_name: name, inspection_id: c.inspection_id, citation_id: c.id, date: c.date, act_cfr_number: c.act_cfr_number, cfr_section: c.cfr_section, short_description: c.short_description, categories: c.categories });
        }
      }
    }
    if (rows.length > 0) yield rows;
  }
}

async function* ruleRows(search: SearchStore, filters: ExportFilters): AsyncGenerator<ExportRowValue[]> {
  const filter: Filter = filters.source ? [{ field: 'source_id', in: sourceIdsFor(filters.source) }] : [];
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  for await (const page of search.scan<StoredRuleChunk>(RULES_INDEX, { filter, pageSize: PAGE })) {
    const rows = page
      .map((item) => item.doc)
      .filter((c) => (!filters.document_type || same(c.document_type, filters.document_type)) && (!filters.therapeutic_area || (c.therapeutic_area ?? []).some((area) => same(area, filters.therapeutic_area as string))))
      .map((c) => ({
        rule_id: c.rule_id,
        chunk_index: c.chunk_index,
        chunk_count: c.chunk_count,
        source_id: c.source_id,
        publisher: c.publisher,
        title: c.title,
        document_type: c.document_type,
        reference: c.reference,
        issue_date: c.issue_date,
        effective_date: c.effective_date,
        status: c.status,
        therapeutic_area: c.therapeutic_area,
        url: c.url,
        heading_path: c.heading_path,
        text: c.text,
      }));
    if (rows.length > 0) yield rows;
  }
}
