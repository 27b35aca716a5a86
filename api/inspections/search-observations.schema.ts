import { z } from 'zod';

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO 8601 date (YYYY-MM-DD)');

/** `filters.date_range` in either documented form: `{ start, end }` or `"YYYY-MM-DD:YYYY-MM-DD"`. */
const DateRange = z.union([
  z.object({ start: IsoDate.optional().describe('First day, inclusive.'), end: IsoDate.optional().describe('Last day, inclusive.') }),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}:\d{4}-\d{2}-\d{2}$/, 'must be "YYYY-MM-DD:YYYY-MM-DD"')
    .transform((value) => {
      const [start, end] = value.split(':');
      return { start, end };
    }),
]);

export const Classification = z.enum(['NAI', 'VAI', 'OAI']);

export const ObservationSearchRequest = z
  .object({
    query: z.string().trim().min(1).max(1000).describe('Natural-language question, e.g. "OOS results not investigated".'),
    filters: z
      .object({
        classification: z.array(Classification).optional().describe('Inspection classifications to keep (NAI, VAI, OAI).'),
        product_type: z.string().trim().min(1).optional().describe('e.g. drug, biologics, medical_device, food.'),
        date_range: DateRange.optional().describe('Inspection end date range.'),
        program_area: z.string().trim().min(1).optional().describe('e.g. Drugs, Biologics, Devices, Foods.'),
        cfr_reference: z.string().trim().min(1).optional().describe('CFR section such as 211.113 or 21 CFR 211.113(b).'),
        category: z.string().trim().min(1).optional().describe('Observation category, e.g. Data Integrity.'),
      })
      .optional()
      .describe('Narrow the search; all given filters must hold.'),
    top_k: z.number().int().min(1).max(100).optional().describe('Results to return (default 10, max 100).'),
    limit: z.number().int().min(1).max(100).optional().describe('Alias of top_k (overview form).'),
    cfr_citation: z.string().trim().min(1).optional().describe('Alias of filters.cfr_reference (overview form).'),
    include_facility_context: z.boolean().default(false).describe('Add each facility’s inspection context to every hit.'),
    include_regulatory_mapping: z.boolean().default(true).describe('Reserved: regulatory mapping per hit.'),
    enable_query_expansion: z.boolean().default(true).describe('Expand abbreviations and synonyms before searching.'),
  })
  .meta({ id: 'ObservationSearchRequest' });
export type ObservationSearchRequest = z.output<typeof ObservationSearchRequest>;

const DataAttribution = z
  .object({
    api_version: z.string(),
    data_source_name: z.string(),
    data_source_url: z.string(),
    last_updated: z.string().describe('When RegIntel last read this record from its source.'),
  })
  .meta({ id: 'DataAttribution' });

export const ObservationHit = z
  .object({
    observation_id: z.string(),
    inspection_id: z.string(),
    fei_number: z.string(),
    facility_name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string(),
    inspection_end_date: z.string(),
    classification: Classification.nullable().describe('Null when no classification source covers the inspection yet.'),
    product_type: z.string(),
    program_area: z.string(),
    act_cfr_number: z.string().nullable().describe('Primary CFR section, matched from the citation text.'),
    short_description: z.string().nullable(),
    observation_text: z.string(),
    similarity_score: z.number().min(0).max(1),
    relevance: z.enum(['low', 'medium', 'high']),
    confidence_level: z.number().min(0).max(1),
    categories: z.array(z.string()),
    severity_score: z.number().min(0).max(10),
    facility_context: z
      .object({
        total_inspections: z.number().int(),
        recent_classifications: z.array(z.string()),
        warning_letters: z.number().int(),
        last_inspection_date: z.string().nullable(),
        parent_company: z.string().nullable(),
      })
      .optional(),
    data_attribution: DataAttribution,
  })
  .meta({ id: 'ObservationHit' });

export const ObservationSearchResponse = z
  .object({
    query: z.string(),
    results: z.array(ObservationHit).describe('Most similar first.'),
    query_metadata: z.object({
      execution_time_ms: z.number().int(),
      total_results: z.number().int().describe('Count returned.'),
      indexes_searched: z.array(z.string()),
      enhanced_pipeline: z.boolean().describe('True: hybrid lexical + semantic ranking.'),
      enhanced_search: z.object({
        query_expansion_enabled: z.boolean(),
        expanded_query: z.string().nullable(),
        abbreviations_found: z.array(z.string()),
        synonyms_added: z.array(z.string()),
        domain_terms_added: z.array(z.string()),
        intent: z.object({
          program_area: z.string().nullable(),
          query_type: z.enum(['general', 'analytical', 'definition', 'requirements', 'examples']),
          cfr_section: z.string().nullable(),
        }),
      }),
    }),
  })
  .meta({ id: 'ObservationSearchResponse' });
export type ObservationSearchResponse = z.input<typeof ObservationSearchResponse>;
