import { z } from 'zod';
import { IsoDateQuery, ListMeta, MAX_LIST_OFFSET, Pagination, paginationQuery, queryInt, queryNumber } from '../inspections/common.ts';
import { SOURCE_IDS } from './rule-documents.ts';

/*
 * Schemas of the rule-search and rule-listing routes (spec doc 1 "Rule hit" shapes A and B,
 * SPEC-DECISIONS 1, 10 and 26). Lenient in (trimmed strings, comma lists), exact out.
 */

export const SourceId = z.enum(SOURCE_IDS).describe('Source id: fda, ich, ema, who, cdisc or fda-oncology (fda also matches fda-oncology).');

const QueryText = z.string().trim().min(1).max(1000);

/** Maximum results of one semantic search (spec doc 1 "Limits" 5). */
export const MAX_SEMANTIC_RESULTS = 50;

const Score = z.number().min(0).max(1);

export const SemanticSearchRequest = z
  .object({
    query: QueryText.describe('Natural-language question, e.g. "How should a sponsor set up a data monitoring committee?".'),
    sources: z.array(SourceId).max(SOURCE_IDS.length).optional().describe('Source ids to search; default all.'),
    top_k: z.number().int().min(1).max(MAX_SEMANTIC_RESULTS).optional().describe('Results to return (shape A; default 5, max 50).'),
    min_similarity: Score.optional().describe('Least similarity_score returned (shape A; default 0.25).'),
    limit: z.number().int().min(1).max(MAX_SEMANTIC_RESULTS).optional().describe('Alias form: results to return (shape B; default 10, max 50).'),
    threshold: Score.optional().describe('Alias form: least relevance_score returned (shape B; default 0.5).'),
  })
  .meta({ id: 'SemanticSearchRequest' });
export type SemanticSearchRequest = z.output<typeof SemanticSearchRequest>;

export const RuleHitA = z
  .object({
    rule_id: z.string().describe('Identifier of the rule document (stable; GET /v1/rules/{id}).'),
    title: z.string(),
    source: SourceId,
    similarity_score: Score.describe('0.70 and above: high confidence; 0.50–0.70 good; 0.25–0.50 partial.'),
    effective_date: z.string().nullable().describe('Date the document took effect: its effective date, else its issue date (YYYY-MM-DD; the first of the month when only the month is known); null when the source gives none.'),
  })
  .meta({ id: 'RuleHitA' });

export const SemanticSearchResponseA = z
  .object({
    query: z.string(),
    results: z.array(RuleHitA).describe('Most similar first; one hit per document.'),
    query_metadata: z.object({
      execution_time_ms: z.number().int().min(0),
      embedding_model: z.string().describe('Model that embedded the query and the documents.'),
      indexes_searched: z.array(z.string()),
      total_results: z.number().int().min(0).describe('Count returned.'),
    }),
  })
  .meta({ id: 'SemanticSearchResponseA' });

export const RuleHitB = z
  .object({
    rule_id: z.string(),
    title: z.string(),
    source: SourceId,
    source_document: z.string().describe('The originating document: its publisher reference (docket, MDCG number) when it has one, else its title.'),
    content: z.string().describe('The best-matching passage of the document (excerpt).'),
    relevance_score: Score.describe('0.70 and above: high confidence; 0.50–0.70 good; 0.25–0.50 partial.'),
    metadata: z.object({
      effective_date: z.string().nullable().describe('As in shape A; null when the source gives no date.'),
      document_type: z.string().describe('e.g. guidance, draft guidance, MDCG guidance, EPAR.'),
      therapeutic_area: z.string().nullable().describe('Therapeutic areas of the document, comma-separated; null when it has none.'),
    }),
  })
  .meta({ id: 'RuleHitB' });

export const SemanticSearchResponseB = z
  .object({
    query: z.string(),
    total_results: z.number().int().min(0).describe('Count returned.'),
    results: z.array(RuleHitB).describe('Most relevant first; one hit per document.'),
    processing_time_ms: z.number().int().min(0),
  })
  .meta({ id: 'SemanticSearchResponseB' });

export const SemanticSearchResponse = z.union([SemanticSearchResponseA, SemanticSearchResponseB]);

/** A comma-separated list of source ids in a query string. */
const SourceList = z
  .string()
  .trim()
  .transform((value) => value.split(',').map((part) => part.trim()).filter((part) => part !== ''))
  .pipe(z.array(SourceId).max(SOURCE_IDS.length));

export const RulesSearchQuery = z
  .object({
    q: QueryText.describe('Natural-language question.'),
    sources: SourceList.optional().describe('Comma-separated source ids; default all.'),
    limit: queryInt({ default: 10, min: 1, max: MAX_SEMANTIC_RESULTS }).describe('Results to return (default 10, max 50).'),
    threshold: queryNumber({ min: 0, max: 1, default: 0.5 }).describe('Least relevance_score returned (default 0.5).'),
  })
  .meta({ id: 'RulesSearchQuery' });

// ------------------------------------------------------------------------------------------------
// Listing, advanced and keyword search, one document

export const RuleSummary = z
  .object({
    rule_id: z.string(),
    title: z.string(),
    source: SourceId,
    publisher: z.string(),
    document_type: z.string(),
    reference: z.string().nullable().describe('Publisher reference: FDA docket, MDCG number, EMA product number.'),
    status: z.enum(['draft', 'final']).nullable(),
    issue_date: z.string().nullable(),
    issue_month: z.string().nullable().describe('YYYY-MM, when only the month of issue is known.'),
    effective_date: z.string().nullable().describe('Date the document took effect (effective date, else issue date); null when unknown.'),
    therapeutic_area: z.array(z.string()).nullable(),
    url: z.string().nullable(),
  })
  .meta({ id: 'RuleSummary' });

export const RuleListItem = RuleSummary.extend({
  relevance_score: Score.optional().describe('Only with q: how well the document matches it.'),
});

const Envelope = { meta: ListMeta };

export const RulesListQuery = z
  .object({
    source: SourceList.optional().describe('Source id or comma-separated ids (fda also lists fda-oncology).'),
    document_type: z.string().trim().min(1).max(100).optional().describe('e.g. guidance, MDCG guidance, EPAR.'),
    therapeutic_area: z.string().trim().min(1).max(100).optional().describe('e.g. Oncology.'),
    effective_after: IsoDateQuery.optional().describe('Documents that took effect on or after this date.'),
    effective_before: IsoDateQuery.optional().describe('Documents that took effect on or before this date.'),
    q: QueryText.optional().describe('Search text: with it the list is ranked by relevance (hybrid search) instead of newest first.'),
    ...paginationQuery(20, 100),
  })
  .meta({ id: 'RulesListQuery' });
export type RulesListQuery = z.output<typeof RulesListQuery>;

export const RulesListResponse = z
  .object({
    data: z.array(RuleListItem).describe('One page of rule documents.'),
    pagination: Pagination,
    ...Envelope,
  })
  .meta({ id: 'RulesListResponse' });

const IsoDate = z.iso.date().describe('YYYY-MM-DD');

export const RuleFiltersBody = z
  .object({
    documentType: z.string().trim().min(1).max(100).optional().describe('Document type, e.g. guidance.'),
    document_type: z.string().trim().min(1).max(100).optional().describe('Alias of documentType.'),
    therapeuticArea: z.string().trim().min(1).max(100).optional().describe('Therapeutic area, e.g. Oncology.'),
    therapeutic_area: z.string().trim().min(1).max(100).optional().describe('Alias of therapeuticArea.'),
    effectiveAfter: IsoDate.optional().describe('Documents that took effect on or after this date (YYYY-MM-DD).'),
    effective_after: IsoDate.optional().describe('Alias of effectiveAfter.'),
    effectiveBefore: IsoDate.optional().describe('Documents that took effect on or before this date (YYYY-MM-DD).'),
    effective_before: IsoDate.optional().describe('Alias of effectiveBefore.'),
    status: z.enum(['draft', 'final']).optional().describe('draft or final, where the publisher says so.'),
  })
  .strict();

export const AdvancedSearchRequest = z
  .object({
    query: QueryText.optional().describe('Search text; without it the matching documents are listed newest first.'),
    sources: z.array(SourceId).max(SOURCE_IDS.length).optional().describe('Source ids; default all.'),
    filters: RuleFiltersBody.optional().describe('All given filters must hold.'),
    limit: z.number().int().min(1).max(100).default(20).describe('Page size (default 20, max 100).'),
    offset: z.number().int().min(0).max(MAX_LIST_OFFSET).default(0).describe(`Results to skip (default 0, max ${MAX_LIST_OFFSET}): the listing without a query pages through every document.`),
    min_score: Score.default(0.25).describe('With query: least relevance_score (default 0.25).'),
  })
  .meta({ id: 'AdvancedRuleSearchRequest' });
export type AdvancedSearchRequest = z.output<typeof AdvancedSearchRequest>;

export const RuleSearchItem = RuleSummary.extend({
  content: z.string().nullable().describe('Best-matching passage (with a query); null when listing.'),
  relevance_score: Score.nullable().describe('With a query: 0..1 match score; null when listing.'),
});

export const AdvancedSearchResponse = z
  .object({
    data: z.array(RuleSearchItem),
    pagination: Pagination,
    ...Envelope,
  })
  .meta({ id: 'AdvancedRuleSearchResponse' });

/** Deepest offset of the keyword search, whose ranking keeps its best hits only. */
export const KEYWORD_MAX_OFFSET = 400;

export const KeywordSearchRequest = z
  .object({
    query: QueryText.describe('Keywords.'),
    sources: z.array(SourceId).max(SOURCE_IDS.length).optional().describe('Source ids; default all.'),
    limit: z.number().int().min(1).max(100).default(10).describe('Results (default 10, max 100).'),
    offset: z.number().int().min(0).max(KEYWORD_MAX_OFFSET).default(0).describe(`Results to skip (default 0, max ${KEYWORD_MAX_OFFSET}: the ranking holds its best hits only).`),
  })
  .meta({ id: 'KeywordSearchRequest' });

export const KeywordSearchResponse = z
  .object({
    data: z.array(RuleSearchItem.extend({ content: z.string(), relevance_score: Score.describe('Share of the query words in title (counted double) and passage.') })),
    pagination: Pagination,
    ...Envelope,
  })
  .meta({ id: 'KeywordSearchResponse' });

export const RuleIdParams = z.object({
  id: z.string().min(1).max(300).describe('rule_id of a rule document (URL-encoded).'),
});

export const RuleSection = z.object({
  heading_path: z.array(z.string()).describe('Headings above the section, outermost first.'),
  heading: z.string().describe('The headings joined with ›.'),
  text: z.string(),
  word_count: z.number().int(),
});

export const RuleDetailResponse = z
  .object({
    data: RuleSummary.extend({
      section_count: z.number().int(),
      word_count: z.number().int(),
      sections: z.array(RuleSection).describe('The document text in reading order, one entry per run of text under the same headings.'),
    }),
    ...Envelope,
  })
  .meta({ id: 'RuleDetailResponse' });
