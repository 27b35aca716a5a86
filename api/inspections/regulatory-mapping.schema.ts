import { z } from 'zod';
import { OBSERVATION_CATEGORIES } from '../../enrich/domain/observation-categories.ts';
import { QueryMetadata, paginationQuery, queryBool, queryNumber } from './common.ts';

/*
 * Request and response shapes of the regulatory-mapping family (spec doc 2 "Regulatory mapping
 * entry", GET /v1/483/regulatory-mapping and /{cfr}; SPEC-DECISIONS 17 and 25 for the POST).
 */

// ---- GET /v1/483/regulatory-mapping --------------------------------------------------------------

export const RegulatoryMappingListQuery = z.object({
  has_mappings: queryBool(false).describe('When true, only CFR sections that have at least one ICH E6(R3) mapping (default false).'),
  min_relevance: queryNumber({ min: 0, max: 1, default: 0 }).describe(
    'Keep only ICH mappings whose relevance_score is at least this (0.0–1.0, default 0). Above 0, sections left without a mapping are left out.',
  ),
  requirement: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200)
    .optional()
    .describe('ICH requirement keyword(s), case-insensitive, all words required; matched against the matched requirement, the ICH section text and the mapping rationale. Keeps only matching mappings and the sections that have one.'),
  ...paginationQuery(50, 100),
});
export type RegulatoryMappingListQuery = z.output<typeof RegulatoryMappingListQuery>;

export const RegulatoryMappingParams = z.object({
  cfr: z
    .string()
    .min(1)
    .max(100)
    .describe('A Title 21 section, URL-encoded: `21%20CFR%20312.62`, `312.62` or `21-CFR-312.62` (a paragraph such as `312.62(b)` resolves to its section).'),
});

const MappingDataAttribution = z
  .object({
    api_version: z.string().describe('Always `v1`.'),
    data_source_name: z.string().describe('The texts and data behind the entry.'),
    data_source_url: z.string().describe('Where the regulation text is published.'),
    retrieved_at: z.string().describe('When RegIntel read the section headings, mappings and citation counts this answer was built from (ISO 8601).'),
  })
  .meta({ id: 'RegulatoryMappingDataAttribution' });

export const IchMapping = z
  .object({
    ich_section: z.string().describe('ICH E6(R3) section id, e.g. `ICH E6(R3) 2.10.4`.'),
    matched_requirement: z
      .string()
      .describe(
        'What the ICH E6(R3) section requires, quoted from the ingested guideline: its heading (for a numbered paragraph, the enclosing heading) and its first sentence. Empty when the text is not ingested: never paraphrased.',
      ),
    relevance_score: z.number().min(0).max(1).describe('The curated alignment score (0.90–1.0 equivalent, 0.75–0.89 related, 0.60–0.74 supporting, 0.40–0.59 indirect).'),
    mapping_rationale: z.string().describe('One sentence: why the two sections correspond.'),
  })
  .meta({ id: 'IchMapping' });

const entryFields = {
  cfr_section: z.string().describe('Title 21 section, `21 CFR 312.62` form (no paragraph).'),
  cfr_title: z
    .string()
    .describe('Official section heading, from the ingested eCFR text or the reference list of headings; empty when neither holds it (never invented).'),
  occurrence_count: z.number().int().min(0).describe('Form 483 citations of this section (any paragraph) in the observation data; 0 when never cited.'),
  ich_mappings: z
    .array(IchMapping)
    .describe('Curated ICH E6(R3) mappings, strongest first. Only GCP-regime sections (21 CFR 11, 50, 54, 56, 312, 812) map to E6(R3); GMP sections answer `[]` here (their Q7/Q9/Q10 links live under /v1/kg).'),
  source: z.string().describe('What the entry is built from.'),
  source_url: z.string().describe('The eCFR page of the section.'),
  data_attribution: MappingDataAttribution,
};

export const RegulatoryMappingEntry = z.object(entryFields).meta({ id: 'RegulatoryMappingEntry' });
export type RegulatoryMappingEntry = z.output<typeof RegulatoryMappingEntry>;

export const RegulatoryMappingListResponse = z
  .object({
    mappings: z
      .array(RegulatoryMappingEntry)
      .describe(
        'Every GCP-regime section with a curated ICH E6(R3) mapping, plus every Title 21 section cited in the Form 483 data (GMP ones with `ich_mappings: []`); most cited first, then in CFR order.',
      ),
    total: z.number().int().min(0).describe('Sections matching the filters.'),
    offset: z.number().int().min(0),
    limit: z.number().int().min(1),
    filters_applied: z.object({
      has_mappings: z.boolean(),
      min_relevance: z.number(),
      requirement: z.string().nullable().describe('null if absent.'),
    }),
    query_metadata: QueryMetadata,
    source: z.string(),
    source_url: z.string(),
    data_attribution: MappingDataAttribution,
  })
  .meta({ id: 'RegulatoryMappingList' });
export type RegulatoryMappingListResponse = z.output<typeof RegulatoryMappingListResponse>;

export const RegulatoryMappingDetailResponse = z
  .object({
    ...entryFields,
    cfr_reference_url: z.string().describe('The eCFR page of the section, e.g. https://www.ecfr.gov/current/title-21/section-312.62.'),
    query_metadata: QueryMetadata,
  })
  .meta({ id: 'RegulatoryMappingDetail' });
export type RegulatoryMappingDetailResponse = z.output<typeof RegulatoryMappingDetailResponse>;

// ---- POST /v1/483/observations/regulatory-mapping ----------------------------------------------------

/** Product types the observation mapping accepts; `medical_device` and `biologic` are read as aliases. */
export const MAPPING_PRODUCT_TYPES = ['drug', 'biologics', 'device', 'food', 'api', 'supplement'] as const;
const PRODUCT_TYPE_ALIASES: Readonly<Record<string, (typeof MAPPING_PRODUCT_TYPES)[number]>> = {
  medical_device: 'device',
  devices: 'device',
  drugs: 'drug',
  biologic: 'biologics',
  dietary_supplement: 'supplement',
};

export const ObservationMappingRequest = z
  .object({
    observation_text: z.string().trim().min(1).max(5000).describe('The observation as written on the Form 483 (1–5,000 characters).'),
    product_type: z
      .string()
      .trim()
      .toLowerCase()
      .transform((value) => PRODUCT_TYPE_ALIASES[value] ?? value)
      .pipe(z.enum(MAPPING_PRODUCT_TYPES))
      .optional()
      .describe('drug, biologics, device, food, api or supplement (case-insensitive; `medical_device` means device). Inferred from the text when absent.'),
    top_k: z.number().int().min(1).max(20).default(5).describe('CFR sections and rule documents to return, each (1–20, default 5).'),
  })
  .meta({ id: 'ObservationMappingRequest' });
export type ObservationMappingRequest = z.output<typeof ObservationMappingRequest>;

export const ObservationCfrSection = z
  .object({
    cfr_section: z.string().describe('`21 CFR 211.192` form.'),
    title: z.string().describe('Official heading (ingested text or reference list); empty when unknown.'),
    confidence: z.number().min(0).max(1).describe('How sure the mapping is: 1.0 when the text cites the section, else the event classification confidence weighted by how directly the section governs the event type.'),
    basis: z.string().describe('Why the section was chosen: `cited in text`, `event type <id>` (primary classification) or `event type <id> (secondary)`.'),
  })
  .meta({ id: 'ObservationCfrSection' });

export const ObservationIchSection = z
  .object({
    ich_section: z.string().describe('ICH section id, e.g. `ICH Q10 3.2.2`.'),
    guideline: z.string().describe('ICH guideline code: Q7, Q9, Q9(R1), Q10 or E6(R3).'),
    regime: z.enum(['gmp', 'gcp']).describe('`gmp` (Q7/Q9/Q10 for manufacturing sections) or `gcp` (E6(R3) for clinical-research sections).'),
    relevance_score: z.number().min(0).max(1).describe('The curated alignment score of the CFR ↔ ICH mapping.'),
    mapping_rationale: z.string(),
    via_cfr: z.string().describe('The CFR section of `cfr_sections` this ICH section maps from.'),
  })
  .meta({ id: 'ObservationIchSection' });

export const ObservationRuleDocument = z
  .object({
    rule_id: z.string(),
    source: z.string().describe('Rule source id (fda, ich, ema …).'),
    title: z.string(),
    similarity_score: z.number().min(0).max(1).describe('Hybrid (semantic and term-coverage) similarity of the best passage, 0–1.'),
    excerpt: z.string().describe('The best-matching passage of the document (at most 400 characters).'),
  })
  .meta({ id: 'ObservationRuleDocument' });

export const ObservationMappingResponse = z
  .object({
    observation_text: z.string(),
    categories: z.array(z.enum(OBSERVATION_CATEGORIES)).describe('Observation categories, strongest first (may be empty).'),
    cfr_sections: z.array(ObservationCfrSection).describe('Most confident first, at most top_k.'),
    ich_sections: z.array(ObservationIchSection).describe('Curated ICH mappings of the returned CFR sections, labelled by regime; strongest first.'),
    rule_documents: z.array(ObservationRuleDocument).describe('Rule documents (not chunks) most similar to the observation, at most top_k.'),
    event_type: z
      .object({ id: z.string(), name: z.string(), confidence: z.number().min(0).max(1) })
      .nullable()
      .describe('The taxonomy v3.0 event type, or null when the classifier is below its 0.60 floor.'),
    product_type: z.string().describe('The product type used: as given, or inferred from the text (default drug).'),
    query_metadata: QueryMetadata,
  })
  .meta({ id: 'ObservationMappingResponse' });
export type ObservationMappingResponse = z.output<typeof ObservationMappingResponse>;
