import { z } from 'zod';
import { evidenceFields } from './evidence.ts';
import { QuestionAndAnswerRef } from './ich-questions-and-answers.ts';

/*
 * Response shapes of the knowledge-graph API (spec document 3 "Resources and their fields",
 * SPEC-DECISIONS 18–21). Every answer carries the evidence block of evidence.ts.
 */

const severity = z.enum(['critical', 'major', 'minor']).nullable().describe('Null when the type is `unknown`.');

export const ApplicableRegulation = z
  .object({
    cfr_section: z.string().describe('`21 CFR 211.192` form; `21 CFR 820.30 (QSR)` for the Quality System Regulation text superseded on 2 February 2026.'),
    title: z.string().describe('Official heading; empty when no source holds it (never invented).'),
    relevance: z.enum(['direct', 'indirect']),
    summary: z.string().describe('The opening of the section text when the service holds it; otherwise the taxonomy note on what the section carries.'),
    product_type: z.string(),
    note: z
      .string()
      .optional()
      .describe("Which paragraph or clause carries the requirement; 'named in the event text' for a section the event names itself (listed first, as direct, when the service holds it)."),
    subsections: z.array(z.object({ subsection: z.string(), text: z.string() })).optional(),
  })
  .meta({ id: 'KgApplicableRegulation' });

const SecondaryClassification = z.object({
  event_type: z.string(),
  event_category: z.string(),
  severity,
  confidence: z.number().min(0).max(1),
  applicable_cfr_sections: z.array(z.string()),
});

export const ClassifyResponse = z
  .object({
    classification: z.object({
      event_type: z.string().describe('Taxonomy v3.0 id, or `unknown` below 0.60 confidence.'),
      confidence: z.number().min(0).max(1),
      category: z.string(),
      severity,
      confidence_level: z.enum(['high', 'medium', 'low']).describe('high ≥ 0.85; medium 0.60–0.84 (lower confidence); low below 0.60 (`unknown`).'),
      lower_confidence: z.boolean().optional(),
      manual_review_suggested: z.boolean(),
      product_type: z.enum(['drug', 'food', 'device', 'api', 'supplement']),
      product_type_source: z.enum(['given', 'inferred']).describe('`given` when the request named it; else `inferred` from the text; `product_type_evidence` empty means nothing in the text named a product class and the documented default `drug` applies.'),
      product_type_evidence: z
        .array(z.string())
        .describe('What the inference read, as written: document 3\'s keywords, the vocabulary of the field ("catheter", "Listeria", "drug substance"), abbreviations ("DHR", "API"), Title 21 parts named ("21 CFR 820.30"), or `event type: <name>` when only the classified type says it (a HACCP plan is food).'),
      keywords_matched: z.array(z.string()),
    }),
    applicable_regulations: z.array(ApplicableRegulation),
    event_classification: z.object({ event_type: z.string(), event_category: z.string(), confidence: z.number(), severity }),
    applicable_cfr_sections: z.array(z.string()),
    top_n_classifications: z.array(SecondaryClassification).optional().describe('With top_n above 1: the primary and further distinct types, each at or above 0.60.'),
    nearest_event_types: z.array(z.object({ event_type: z.string(), probability: z.number() })).optional().describe('For `unknown`: the closest types, for the reviewer.'),
    ...evidenceFields,
  })
  .meta({ id: 'KgClassifyResponse' });

export const SimilarObservation = z.object({
  observation_id: z.string(),
  similarity_score: z.number().min(0).max(1),
  text: z.string(),
  cited_regulations: z.array(z.string()),
  facility_type: z.string().nullable(),
  inspection_year: z.number().int().nullable(),
  product_category: z.string().nullable(),
  source_metadata: z.object({ source_type: z.string(), source_id: z.string(), retrieval_method: z.string(), embedding_model: z.string() }),
});

export const IchGuidelineResult = z.object({
  guideline: z.string(),
  guideline_title: z.string(),
  regime: z.enum(['gmp', 'gcp']),
  sections: z.array(z.object({ section: z.string(), title: z.string(), text: z.string(), relevance_score: z.number().min(0).max(1), related_cfr: z.array(z.string()) })),
});

export const RiskAssessment = z.object({
  risk_level: z.enum(['critical', 'high', 'medium', 'low']),
  risk_score: z.number().min(0).max(1),
  score_basis: z.string(),
  impact_areas: z.array(z.object({ area: z.string(), severity: z.string(), rationale: z.string() })),
  recommended_actions: z.array(z.object({ priority: z.enum(['immediate', 'short_term', 'long_term']), action: z.string() })),
  similar_citation_frequency: z.object({
    total_similar_citations: z.number().int().min(0),
    time_period: z.string(),
    trend: z.enum(['increasing', 'stable', 'decreasing']),
    trend_percentage: z.string().nullable(),
    most_common_cfr: z.string().nullable(),
  }),
});

export const InvestigateResponse = z
  .object({
    event_classification: z.object({
      event_type: z.string(),
      confidence: z.number(),
      category: z.string(),
      severity,
      keywords_extracted: z.array(z.string()),
      product_type: z.string(),
      product_type_source: z.enum(['given', 'inferred']),
    }),
    applicable_regulations: z.array(ApplicableRegulation),
    similar_observations: z.array(SimilarObservation).optional(),
    ich_guideline_results: z.array(IchGuidelineResult).optional(),
    risk_assessment: RiskAssessment.optional(),
    ...evidenceFields,
  })
  .meta({ id: 'KgInvestigateResponse' });

const IchSectionRef = z.object({ section: z.string(), title: z.string(), text: z.string(), relevance: z.enum(['direct', 'supporting', 'indirect']), mapping_rationale: z.string(), alignment_score: z.number() });

export const RegulationResponse = z
  .object({
    regulation: z.object({
      cfr_section: z.string(),
      part: z.string(),
      subpart: z.string().nullable(),
      section: z.string(),
      title: z.string(),
      full_citation: z.string(),
      product_types: z.array(z.string()),
      effective_date: z.string().nullable(),
      last_updated: z.string().nullable(),
      text_available: z.boolean().describe('False when the service knows the section only by its heading (SPEC-DECISIONS 24): `full_text` is then empty.'),
    }),
    full_text: z.object({ summary: z.string(), subsections: z.array(z.object({ subsection: z.string(), text: z.string() })).optional() }),
    ich_cross_references: z.array(z.object({ guideline: z.string(), guideline_title: z.string(), regime: z.enum(['gmp', 'gcp']), sections: z.array(IchSectionRef) })).optional(),
    related_regulations: z.array(z.object({ cfr_section: z.string(), title: z.string(), relationship: z.enum(['prerequisite', 'supporting', 'related']), rationale: z.string() })).optional(),
    common_citations: z.object({
      total_483_citations: z.number().int().min(0),
      data_period: z.string(),
      citation_rank: z.number().int().min(1).nullable(),
      trending: z.enum(['increasing', 'stable', 'decreasing']),
      most_common_deficiency_types: z.array(z.string()),
    }),
    ...evidenceFields,
  })
  .meta({ id: 'KgRegulationResponse' });

const CfrMappingEntry = z.object({
  cfr_section: z.string(),
  title: z.string(),
  relevance: z.enum(['direct', 'supporting', 'indirect']),
  mapping_rationale: z.string(),
  ich_section: z.string().describe('The ICH section the mapping is on: this one, or one below it (Q10 3.2.2 under 3.2).'),
});

const GuidelineInfo = z.object({
  guideline_id: z.string(),
  full_title: z.string(),
  version: z.string(),
  effective_date: z.string().nullable(),
  scope: z.string(),
  applicability: z.string(),
  regulatory_status: z.string(),
  last_updated: z.string().nullable(),
  text_source: z.string().describe('Which edition the text is served from (Q9: Q9(R1), 2023).'),
});

export const IchGuidelineResponse = z
  .object({
    guideline: GuidelineInfo,
    table_of_contents: z.array(z.object({ section: z.string(), title: z.string(), subsections: z.array(z.string()) })),
    sections: z
      .array(
        z.object({
          section: z.string(),
          title: z.string(),
          text: z.string(),
          subsections: z.array(
            z.object({
              section: z.string(),
              title: z.string(),
              text: z.string(),
              cfr_mappings: z.array(CfrMappingEntry).optional(),
              questions_and_answers: z.array(QuestionAndAnswerRef).optional().describe('Q7 only (extension field): the ICH Q7 Q&As citing this section or its paragraphs.'),
            }),
          ),
          cfr_mappings: z.array(CfrMappingEntry).optional(),
          questions_and_answers: z.array(QuestionAndAnswerRef).optional().describe('Q7 only (extension field): the ICH Q7 Q&As citing the chapter itself, by its number or, in a chapter without subsections (13, 15, 16), by one of its paragraphs; those citing a subsection are listed under it.'),
        }),
      )
      .optional(),
    cfr_cross_reference_summary: z
      .object({
        total_cfr_mappings: z.number().int(),
        direct_mappings: z.number().int(),
        supporting_mappings: z.number().int(),
        indirect_mappings: z.number().int(),
        most_referenced_cfr: z.array(z.object({ cfr_section: z.string(), title: z.string(), mapping_count: z.number().int(), ich_sections: z.array(z.string()) })),
      })
      .optional(),
    related_guidelines: z.array(z.object({ guideline_id: z.string(), title: z.string(), relationship: z.string(), description: z.string() })),
    ...evidenceFields,
  })
  .meta({ id: 'KgIchGuidelineResponse' });

export const IchSectionResponse = z
  .object({
    guideline_info: z.object({ guideline_id: z.string(), full_title: z.string(), version: z.string(), effective_date: z.string().nullable() }),
    section: z.object({
      section_number: z.string(),
      section_id: z.string(),
      title: z.string(),
      parent_section: z.object({ section_number: z.string(), title: z.string() }).nullable(),
      full_text: z.string(),
      subsections: z.array(z.object({ subsection: z.string(), title: z.string().optional(), text: z.string() })).optional(),
      key_requirements: z.array(z.string()),
      applicability: z.object({ manufacturing_stages: z.array(z.string()), facility_types: z.array(z.string()), product_types: z.array(z.string()) }),
    }),
    cfr_cross_references: z
      .array(
        z.object({
          cfr_section: z.string(),
          title: z.string(),
          relevance: z.enum(['direct', 'supporting', 'indirect']),
          mapping_type: z.enum(['equivalent', 'related', 'prerequisite']),
          mapping_rationale: z.string(),
          cfr_text_excerpt: z.string(),
          alignment_score: z.number().min(0).max(1),
          subsection_mappings: z.array(z.object({ ich_subsection: z.string(), cfr_subsection: z.string(), alignment: z.number().nullable(), notes: z.string().nullable() })),
        }),
      )
      .optional(),
    related_ich_sections: z.array(z.object({ section: z.string(), title: z.string(), relationship: z.string(), description: z.string() })),
    parent_context: z.object({ section_number: z.string(), title: z.string(), text: z.string() }).optional(),
    questions_and_answers: z
      .array(QuestionAndAnswerRef)
      .optional()
      .describe(
        'Q7 only (extension field; document 3 has none): the ICH Q7 Q&As (Step 4, 10 June 2015) citing this section or one of its numbered paragraphs (for a chapter, any of its sections), with the question, the opening of the answer and the rule document holding it. Empty when none cites it or the Q&As are not ingested; absent for Q9 and Q10.',
      ),
    practical_guidance: z.object({
      implementation_steps: z.array(z.string()),
      common_deficiencies: z.array(z.string()),
      inspection_focus_areas: z.array(z.string()),
      basis: z.string(),
    }),
    ...evidenceFields,
  })
  .meta({ id: 'KgIchSectionResponse' });

const trend = z.enum(['increasing', 'stable', 'decreasing']);

export const TrendsResponse = z
  .object({
    analysis_period: z.looseObject({
      start_date: z.string(),
      end_date: z.string(),
      duration_days: z.number().int(),
      total_observations_analyzed: z.number().int(),
      total_facilities_inspected: z.number().int(),
      end_date_basis: z.string(),
    }),
    trending_citations: z.array(z.looseObject({ rank: z.number().int(), cfr_section: z.string(), citation_count: z.number().int(), trend })).optional(),
    trending_event_types: z.array(z.looseObject({ rank: z.number().int(), event_type: z.string(), occurrence_count: z.number().int(), trend })).optional(),
    regulation_focus_areas: z.array(z.looseObject({ cfr_part: z.string(), citation_count: z.number().int(), trend })).optional(),
    geographic_trends: z.array(z.looseObject({ region: z.string(), inspection_count: z.number().int(), observation_count: z.number().int() })),
    severity_trends: z.looseObject({ critical: z.looseObject({ count: z.number().int() }), major: z.looseObject({ count: z.number().int() }), minor: z.looseObject({ count: z.number().int() }) }),
    predictive_forecasts: z.looseObject({ enabled: z.boolean(), next_quarter_predictions: z.unknown() }),
    ...evidenceFields,
  })
  .meta({ id: 'KgTrendsResponse' });

export const TimelineResponse = z
  .object({
    cfr_section: z.string(),
    title: z.string(),
    facilities: z.array(
      z.object({
        fei_number: z.string(),
        facility_name: z.string().nullable(),
        state: z.string().nullable(),
        country: z.string().nullable(),
        citations_under_section: z.number().int().min(0),
        oai_inspections: z.number().int().min(0),
        warning_letters: z.number().int().min(0),
        injunctions: z.number().int().min(0),
        consent_decrees: z.number().int().min(0),
      }),
    ),
    timeline: z.array(
      z.object({
        date: z.string(),
        event: z.enum(['citation', 'oai_inspection', 'warning_letter', 'injunction', 'consent_decree', 'seizure', 'import_alert']),
        fei_number: z.string(),
        facility_name: z.string().nullable(),
        detail: z.string(),
        source_id: z.string(),
      }),
    ),
    summary: z.object({
      facilities_cited: z.number().int(),
      citations: z.number().int(),
      oai_inspections: z.number().int(),
      warning_letters: z.number().int(),
      injunctions: z.number().int(),
      consent_decrees: z.number().int(),
      first_date: z.string().nullable(),
      last_date: z.string().nullable(),
    }),
    total: z.number().int(),
    limit: z.number().int(),
    ...evidenceFields,
  })
  .meta({ id: 'KgEnforcementTimelineResponse' });

export const TaxonomyResponse = z
  .object({
    taxonomy_version: z.string(),
    total_event_types: z.number().int(),
    categories: z.array(z.object({ category: z.string(), event_types: z.array(z.string()) })),
    event_types: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        category: z.string(),
        severity: z.enum(['critical', 'major', 'minor']),
        description: z.string(),
        keywords: z.array(z.string()),
        cfr_sections: z.record(z.string(), z.array(z.object({ section: z.string(), relevance: z.enum(['direct', 'indirect']), note: z.string().optional() }))),
        ich_references: z.array(z.object({ section: z.string(), relevance: z.string(), note: z.string().optional() })),
      }),
    ),
    aliases: z.array(z.object({ alias: z.string(), canonical: z.string(), rationale: z.string() })),
    ...evidenceFields,
  })
  .meta({ id: 'KgTaxonomyResponse' });
