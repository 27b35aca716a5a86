import { z } from 'zod';
import { IsoDateQuery } from './common.ts';

/** A real calendar day: "2020-13-45" or "2020-02-30" is a 400 (SPEC-DECISIONS 3), never compared as text. */
const IsoDate = IsoDateQuery;

const startNotAfterEnd = (range: { start?: string | undefined; end?: string | undefined }) => !range.start || !range.end || range.start <= range.end;
const START_AFTER_END = 'start must not be after end';

/** `filters.date_range` in either documented form: `{ start, end }` or `"YYYY-MM-DD:YYYY-MM-DD"`. */
const DateRange = z.union([
  z
    .object({ start: IsoDate.optional().describe('First day, inclusive.'), end: IsoDate.optional().describe('Last day, inclusive.') })
    .refine(startNotAfterEnd, START_AFTER_END),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}:\d{4}-\d{2}-\d{2}$/, 'must be "YYYY-MM-DD:YYYY-MM-DD"')
    .transform((value) => {
      const [start, end] = value.split(':');
      return { start, end };
    })
    .pipe(z.object({ start: IsoDate, end: IsoDate }).refine(startNotAfterEnd, START_AFTER_END)),
], { error: 'must be { "start": "YYYY-MM-DD", "end": "YYYY-MM-DD" } or "YYYY-MM-DD:YYYY-MM-DD"' });

export const Classification = z.enum(['NAI', 'VAI', 'OAI']);

export const ObservationSearchRequest = z
  .object({
    // Not trimmed here: the response echoes the text as sent (doc 2), and the search trims it.
    query: z
      .string()
      .min(1)
      .max(1000)
      .check((ctx) => {
        if (ctx.value.trim() === '') ctx.issues.push({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: ctx.value });
      })
      .describe('Natural-language question, e.g. "OOS results not investigated"; surrounding spaces are ignored by the search.'),
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
    inspection_id: z
      .string()
      .describe(
        'The Dashboard inspection id where the facility has a Dashboard inspection ending on the 483 date (the id `/v1/483/facilities/{fei}/inspections` and `/citations` use), else the 483 inspection id `483-<FEI>-<YYYYMMDD>`.',
      ),
    fei_number: z.string(),
    facility_name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string(),
    inspection_end_date: z.string(),
    classification: Classification.nullable().describe(
      'Classification of that inspection as the Dashboard states it (a 483 alone never states one); null when no source classifies it or it is known only as not OAI (SPEC-DECISIONS 23).',
    ),
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
        total_inspections: z.number().int().nullable().describe('The facility summary’s total (as `/v1/483/facilities/{fei}/inspections`); null while the facility record is not indexed yet.'),
        recent_classifications: z
          .array(z.string())
          .describe('Classifications a source states for the facility’s 5 latest inspections, newest first; unclassified and not-OAI inspections add none.'),
        warning_letters: z.number().int().nullable().describe('Warning letters in the facility summary; null while the facility record is not indexed yet.'),
        last_inspection_date: z.string().nullable().describe('End date of the facility’s latest inspection (any source).'),
        parent_company: z.string().nullable().describe('Parent company; null when no source names one.'),
      })
      .optional()
      .describe('Only when include_facility_context is true: the facility’s record, the same one the facility endpoints serve.'),
    data_attribution: DataAttribution,
  })
  .meta({ id: 'ObservationHit' });

export const ObservationSearchResponse = z
  .object({
    query: z.string().describe('The query text exactly as sent.'),
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
