import { z } from 'zod';

/*
 * The evidence block every document-3 answer carries (`evidence_sources`, `evidence_chain`,
 * `response_metadata`), computed from what the request actually resolved.
 *
 * Each source is recorded with whether it resolved: a CFR or ICH section whose text the service
 * holds, an observation that exists, the taxonomy shipped with the code. A section known only by
 * its heading (SPEC-DECISIONS 24) is an unverified source. From those records:
 * - `sources_verified` counts the verified sources;
 * - `evidence_coverage` is verified / all (0 when there is no source at all);
 * - `chain_integrity` is `verified` when every source verified, `partial` when some did,
 *   `unverified` when none did (or there was nothing to verify);
 * - `provenance_complete` is true when every source names a fetchable id and verified.
 * Nothing here is a constant: a section whose text goes missing turns its answer `partial`.
 *
 * Source ids are ids a client can fetch from this API: `21-CFR-211.192` (GET /v1/kg/regulations/…),
 * `Q7-12.4` (GET /v1/kg/ich/Q7/12.4), an observation id (POST /v1/483/observations/search and the
 * observation listings), `v3.0` (GET /v1/kg/taxonomy), `kg_trends:1y:all` (the trends answer).
 */

export const SOURCE_TYPES = ['event_taxonomy', 'cfr_regulations', 'cfr_mapping', 'ich_guidelines', 'fda_483_database', 'semantic_search', 'geographic_metadata'] as const;
export const RETRIEVAL_METHODS = [
  'keyword_match',
  'semantic_search',
  'direct_lookup',
  'cross_reference_mapping',
  'hybrid_keyword_embedding',
  'aggregation',
  'deficiency_pattern_analysis',
] as const;

export const EvidenceSource = z
  .object({
    source_type: z.enum(SOURCE_TYPES),
    source_id: z.string().describe('An id this API serves: `21-CFR-211.192`, `Q7-12.4`, an observation id, the taxonomy version `v3.0`, an analytics document id.'),
    retrieval_method: z.enum(RETRIEVAL_METHODS),
    confidence: z.number().min(0).max(1).describe('How much this source supports the answer: the classifier probability, the mapping alignment score, the similarity, or 1 for a direct lookup that resolved (0 when it did not).'),
    matched_terms: z.array(z.string()).optional(),
    documents_retrieved: z.number().int().min(0).optional(),
    sections_retrieved: z.number().int().min(0).optional(),
    total_records: z.number().int().min(0).optional(),
    publication_date: z.string().optional(),
    data_period: z.string().optional(),
    authority: z.string().optional(),
    page_reference: z.string().optional(),
    verified: z.boolean().describe('True when the source resolved to content this service holds (text, records); false for a section known only by its heading.'),
  })
  .meta({ id: 'KgEvidenceSource' });
export type EvidenceSource = z.output<typeof EvidenceSource>;

export const EvidenceChain = z
  .object({
    chain_integrity: z.enum(['verified', 'partial', 'unverified']).describe('`verified`: every source resolved; `partial`: some did not (e.g. a section known only by its heading); `unverified`: none did — do not rely on the answer.'),
    evidence_coverage: z.number().min(0).max(1).describe('Share of the sources that resolved.'),
    provenance_complete: z.boolean(),
    sources_verified: z.number().int().min(0),
    last_verification_date: z.string().describe('The day the sources were resolved (YYYY-MM-DD).'),
  })
  .meta({ id: 'KgEvidenceChain' });

export const ResponseMetadata = z
  .looseObject({
    processing_timestamp: z.string(),
    resolver_version: z.string(),
    function_request_id: z.string(),
    processing_time_ms: z.number().int().min(0),
    total_sources_consulted: z.number().int().min(0),
    cache_status: z.enum(['hit', 'miss']).optional(),
    taxonomy_version: z.string().optional(),
    ich_database_version: z.string().optional(),
    cfr_database_version: z.string().optional(),
    analytics_version: z.string().optional(),
  })
  .meta({ id: 'KgResponseMetadata' });

export const evidenceFields = {
  evidence_sources: z.array(EvidenceSource),
  evidence_chain: EvidenceChain,
  response_metadata: ResponseMetadata,
};

/** Version of the resolver behind every /v1/kg answer; bump when a method changes. */
export const RESOLVER_VERSION = 'kg-resolver 1.0';

/** Collects the sources one answer consulted, then computes the chain from them. */
export class EvidenceCollector {
  private readonly sources: EvidenceSource[] = [];

  add(source: EvidenceSource): this {
    this.sources.push({ ...source, confidence: Math.round(Math.min(1, Math.max(0, source.confidence)) * 1000) / 1000 });
    return this;
  }

  get size(): number {
    return this.sources.length;
  }

  block(today: string): { evidence_sources: EvidenceSource[]; evidence_chain: z.output<typeof EvidenceChain> } {
    const verified = this.sources.filter((source) => source.verified).length;
    const total = this.sources.length;
    return {
      evidence_sources: this.sources,
      evidence_chain: {
        chain_integrity: total > 0 && verified === total ? 'verified' : verified > 0 ? 'partial' : 'unverified',
        evidence_coverage: total === 0 ? 0 : Math.round((verified / total) * 100) / 100,
        provenance_complete: total > 0 && verified === total && this.sources.every((source) => source.source_id.length > 0),
        sources_verified: verified,
        last_verification_date: today,
      },
    };
  }
}

/** `response_metadata` of one answer: the request, the time it took and what was consulted. */
export function responseMetadata(input: { requestId: string; startedAt: number; now: Date; sources: number; extra?: Record<string, string | undefined> }) {
  const extra = Object.fromEntries(Object.entries(input.extra ?? {}).filter(([, value]) => value !== undefined)) as Record<string, string>;
  return {
    processing_timestamp: input.now.toISOString(),
    resolver_version: RESOLVER_VERSION,
    function_request_id: input.requestId,
    processing_time_ms: Math.max(0, Math.round(performance.now() - input.startedAt)),
    total_sources_consulted: input.sources,
    ...extra,
  };
}
