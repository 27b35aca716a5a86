import { createHash } from 'node:crypto';
import { z } from 'zod';
import { type InvestigatorProfile as ProfileBody, investigatorKey, selectInvestigators } from '../../enrich/domain/analytics/investigator-profiles.ts';
import { notFound } from '../platform/errors.ts';
import { defineRoute } from '../platform/route.ts';
import { type AnalyticsReader, pageOf } from './analytics-queries.ts';
import { InvestigatorListResponse, InvestigatorProfileDetailResponse, InvestigatorResponse } from './analytics.schema.ts';
import { paginationQuery, queryInt, queryMetadata } from './common.ts';

/*
 * `GET /v1/483/investigators`, `GET /v1/483/investigators/{name}` (spec doc 2) and the planned
 * `GET /v1/483/investigators/{id}/profile` (SPEC-DECISIONS 17), from the `investigator:<key>`
 * documents. Names are matched by the analytics' matching key (case, spacing and trailing dots
 * ignored; abbreviations kept apart).
 */

/**
 * The public id of an investigator: `inv_` + the first 16 hex digits of the SHA-256 of the
 * matching key. Opaque and URL-safe (names hold spaces and dots), stable across recomputations
 * and spelling variants that share a key, and it reveals nothing a name lookup would not.
 */
export function investigatorId(name: string): string {
  return `inv_${createHash('sha256').update(investigatorKey(name)).digest('hex').slice(0, 16)}`;
}

const ID_PATTERN = /^inv_[0-9a-f]{16}$/;

/** What every profile says about its data (spec doc 2 "Information-use rules"). */
export const INVESTIGATOR_DATA_NOTICE: readonly string[] = [
  'Derived from public records only (FDA Form 483 documents and FDA inspection data).',
  'Covers only inspections that produced a Form 483; inspections that ended without observations are not included.',
  'Names appear as printed in public records and may be abbreviated; two people can share an abbreviation, and spellings are not merged beyond case, spacing and trailing dots.',
  'Public records do not say who led an inspection: every investigator named on it is counted.',
  'A classification (NAI/VAI/OAI) is counted only where a source states it, never guessed; oai_rate is over inspections whose OAI status is known.',
  'Informational only: not an assessment of any individual.',
];

const ListQuery = z.object({
  min_inspections: queryInt({ default: 0, min: 0 }).describe('Keep investigators with at least this many inspections (default 0).'),
  product_type: z.string().trim().min(1).max(100).optional().describe("Keep investigators with this product type among their top product types (case-insensitive), e.g. 'drug'."),
  sort_by: z.enum(['total_inspections', 'oai_rate', 'facilities_inspected', 'name']).default('total_inspections').describe('Order (default total_inspections; numbers highest first, name A–Z).'),
  ...paginationQuery(20, 100),
});

const NameParams = z.object({
  name: z.string().trim().min(1).max(200).describe("Investigator name, URL-encoded, matched case-insensitively (e.g. 'Jane%20Doe')."),
});

const IdParams = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe('The `investigator_id` from the list or name route (`inv_` + 16 hex digits); a name (URL-encoded, case-insensitive) is accepted too.'),
});

function profileOf(body: ProfileBody) {
  return {
    investigator_id: investigatorId(body.investigator_name),
    investigator_name: body.investigator_name,
    total_inspections: body.total_inspections,
    oai_rate: body.oai_rate,
    classified_inspections: body.classified_inspections,
    facilities_inspected: body.facilities_inspected,
    top_product_types: body.top_product_types,
    top_cfrs: body.top_cfrs.map(({ cfr, count }) => ({ cfr, count })),
  };
}

export function createInvestigatorRoutes(deps: { reader: AnalyticsReader }) {
  const { reader } = deps;
  const byName = (name: string) => reader.get<ProfileBody>(`investigator:${investigatorKey(name)}`);
  const byId = async (id: string) => (await reader.all<ProfileBody>('investigator')).find((d) => investigatorId(d.body.investigator_name) === id)?.body ?? null;

  return [
    defineRoute({
      method: 'get',
      path: '/v1/483/investigators',
      operationId: 'listInvestigators',
      summary: 'FDA investigator profiles from public Form 483 records',
      description:
        'Data derive from public records only, cover only inspections that produced a 483, are informational, and names may be abbreviated. Cached for up to 5 minutes, never past a data change.',
      tag: 'Inspection analytics',
      family: 'legacy',
      tier: 'starter',
      request: { query: ListQuery },
      response: InvestigatorListResponse,
      errors: ['VALIDATION_ERROR'],
      handler: async ({ query, startedAt }) => {
        const profiles = (await reader.all<ProfileBody>('investigator')).map((d) => d.body);
        const rows = selectInvestigators(profiles, { min_inspections: query.min_inspections, product_type: query.product_type ?? null, sort_by: query.sort_by });
        return {
          body: {
            results: pageOf(rows, query).map(profileOf),
            total: rows.length,
            offset: query.offset,
            limit: query.limit,
            filters_applied: { min_inspections: query.min_inspections, product_type: query.product_type ?? null, sort_by: query.sort_by },
            query_metadata: queryMetadata(startedAt),
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/v1/483/investigators/:name',
      operationId: 'getInvestigator',
      summary: 'One investigator profile, by name',
      description: 'Matched case-insensitively, ignoring repeated spaces and trailing dots; abbreviations are not expanded (`J. Doe` is not `Jane Doe`).',
      tag: 'Inspection analytics',
      family: 'legacy',
      tier: 'starter',
      request: { params: NameParams },
      response: InvestigatorResponse,
      errors: ['VALIDATION_ERROR', 'NOT_FOUND'],
      handler: async ({ params, startedAt }) => {
        const body = await byName(params.name);
        if (!body) throw notFound(`Investigator not found: ${params.name}`);
        return { body: { ...profileOf(body), query_metadata: queryMetadata(startedAt) } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/v1/483/investigators/:id/profile',
      operationId: 'getInvestigatorProfile',
      summary: 'An investigator’s full profile: inspections per fiscal year, classification outcomes, most cited sections',
      description:
        'The profile of the list route plus inspections per fiscal year, outcomes as stated by a source (unclassified counted apart, never guessed), first and last inspection dates, and a notice on what the data cover.',
      tag: 'Inspection analytics',
      family: 'legacy',
      tier: 'starter',
      request: { params: IdParams },
      response: InvestigatorProfileDetailResponse,
      errors: ['VALIDATION_ERROR', 'NOT_FOUND'],
      handler: async ({ params, startedAt }) => {
        const body = ID_PATTERN.test(params.id) ? ((await byId(params.id)) ?? (await byName(params.id))) : await byName(params.id);
        if (!body) throw notFound(`Investigator not found: ${params.id}`);
        return {
          body: {
            ...profileOf(body),
            // Documents computed before these fields existed lack them until the next recomputation: null, not zeros.
            inspections_by_fiscal_year: body.inspections_by_fiscal_year ?? null,
            classification_outcomes: body.classification_outcomes ?? null,
            first_inspection_date: body.first_inspection_date ?? null,
            last_inspection_date: body.last_inspection_date ?? null,
            data_notice: [...INVESTIGATOR_DATA_NOTICE],
            query_metadata: queryMetadata(startedAt),
          },
        };
      },
    }),
  ];
}
