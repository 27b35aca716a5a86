import { z } from 'zod';
import { type CfrReference as CfrReferenceBody, listCfrReferences } from '../../enrich/domain/analytics/cfr-statistics.ts';
import { normaliseActReference } from '../../enrich/domain/cfr.ts';
import { notFound } from '../platform/errors.ts';
import { defineRoute } from '../platform/route.ts';
import type { AnalyticsReader } from './analytics-queries.ts';
import { pageOf } from './analytics-queries.ts';
import { CfrReferenceListResponse, CfrReferenceResponse } from './analytics.schema.ts';
import { computedTimestamp, optionalQueryInt, paginationQuery, queryMetadata } from './common.ts';

/*
 * `GET /v1/483/cfr-references` and `GET /v1/483/cfr-references/{cfr}` (spec doc 2): occurrence
 * statistics of every cited CFR / FD&C Act number, from the `cfr_reference:<number>` documents.
 */

const CfrText = z.string().trim().min(1).max(200);

const ListQuery = z.object({
  ...paginationQuery(20, 100),
  min_occurrence_count: optionalQueryInt({ min: 0 }).describe('Keep references cited at least this many times.'),
  sort_order: z.enum(['asc', 'desc']).default('desc').describe('Order by occurrence_count (default desc).'),
  cfr: CfrText.optional().describe("One reference, answered like GET /v1/483/cfr-references/{cfr}: any spelling, e.g. '21 CFR 211.192', '211.192', '21CFR211.192'."),
});

const DetailParams = z.object({
  cfr: CfrText.describe("The reference, URL-encoded (spaces as %20): '21%20CFR%20211.192'; '211.192' and other spellings of the same number are accepted."),
});

/** The `cfr_reference` document of a reference typed in any spelling, or null. */
export async function findCfrReference(reader: AnalyticsReader, typed: string): Promise<CfrReferenceBody | null> {
  const raw = typed.trim();
  const canonical = normaliseActReference(raw);
  for (const key of new Set([canonical, raw].filter((k): k is string => !!k))) {
    const body = await reader.get<CfrReferenceBody>(`cfr_reference:${key}`);
    if (body) return body;
  }
  if (!canonical) return null;
  // A number stored in a spelling other than the canonical one (an Act citation as FDA printed it).
  const all = await reader.all<CfrReferenceBody>('cfr_reference');
  return all.find((d) => normaliseActReference(d.body.act_cfr_number) === canonical)?.body ?? null;
}

function detailBody(reference: CfrReferenceBody, startedAt: number): z.input<typeof CfrReferenceResponse> {
  return {
    act_cfr_number: reference.act_cfr_number,
    short_description: reference.short_description,
    occurrence_count: reference.occurrence_count,
    associated_product_types: reference.associated_product_types,
    cross_references: reference.cross_references.map(({ rule_id, source, title, similarity_score }) => ({ rule_id, source, title, similarity_score })),
    match_confidence: reference.match_confidence,
    matched_at: computedTimestamp(reference, reference.matched_at),
    query_metadata: queryMetadata(startedAt),
  };
}

async function detail(reader: AnalyticsReader, cfr: string, startedAt: number) {
  const reference = await findCfrReference(reader, cfr);
  if (!reference) throw notFound(`CFR reference not found: ${cfr.trim().slice(0, 200)}`);
  return detailBody(reference, startedAt);
}

export function createCfrReferenceRoutes(deps: { reader: AnalyticsReader }) {
  const { reader } = deps;
  return [
    defineRoute({
      method: 'get',
      path: '/v1/483/cfr-references',
      operationId: 'listCfrReferences',
      summary: 'CFR sections cited in Form 483s, with how often each is cited',
      description:
        'Every cited CFR / FD&C Act number with its occurrence count, filtered by a least count and sorted by count. With `cfr`, answers that one reference in the detail shape (as GET /v1/483/cfr-references/{cfr}).',
      tag: 'Inspection analytics',
      family: 'legacy',
      tier: 'starter',
      request: { query: ListQuery },
      response: z.union([CfrReferenceListResponse, CfrReferenceResponse]),
      errors: ['VALIDATION_ERROR', 'NOT_FOUND'],
      handler: async ({ query, startedAt }) => {
        if (query.cfr !== undefined) return { body: await detail(reader, query.cfr, startedAt) };
        const all = (await reader.all<CfrReferenceBody>('cfr_reference')).map((d) => d.body);
        const rows = listCfrReferences(all, { min_occurrence_count: query.min_occurrence_count ?? null, sort_order: query.sort_order });
        const filters: Record<string, string> = { sort_order: query.sort_order };
        if (query.min_occurrence_count !== undefined) filters.min_occurrence_count = String(query.min_occurrence_count);
        return {
          body: {
            results: pageOf(rows, query),
            total: rows.length,
            offset: query.offset,
            limit: query.limit,
            filters_applied: filters,
            query_metadata: queryMetadata(startedAt),
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/v1/483/cfr-references/:cfr',
      operationId: 'getCfrReference',
      summary: 'One cited CFR section: occurrences, product types and related rule documents',
      description: 'The reference is matched in any common spelling (`21 CFR 211.192`, `211.192`, `21CFR211.192`); paragraphs are significant (`211.192(b)` is its own reference).',
      tag: 'Inspection analytics',
      family: 'legacy',
      tier: 'starter',
      request: { params: DetailParams },
      response: CfrReferenceResponse,
      errors: ['VALIDATION_ERROR', 'NOT_FOUND'],
      handler: async ({ params, startedAt }) => ({ body: await detail(reader, params.cfr, startedAt) }),
    }),
  ];
}
