import { z } from 'zod';
import { MessageEnvelope } from '../../infra/bus/topics.ts';

/** Version of the `enriched.analytics` record; bump when its envelope or a body's meaning changes. */
export const ENRICHED_ANALYTICS_SCHEMA_VERSION = 1;

/**
 * The kinds of analytics document, one per issue-7 endpoint family. The kind is validated strictly
 * because the search index is filtered by it: a misspelt kind would be a document no route finds.
 */
export const ANALYTICS_KINDS = ['summary', 'benchmark', 'cfr_reference', 'trending', 'investigator', 'kg_trends', 'amendment_patterns'] as const;
export const AnalyticsKind = z.enum(ANALYTICS_KINDS);
export type AnalyticsKind = z.infer<typeof AnalyticsKind>;

/**
 * One analytics document on `enriched.analytics`, keyed by its document id (`summary`,
 * `benchmark:state:NJ`, `kg_trends:1y:drug` …). The body is checked loosely (a JSON object): its
 * shape is the pure function's result type, checked by TypeScript where it is built, and the
 * sink only stores it. `retracted` marks a document the last recomputation no longer produces
 * (an investigator name that vanished, a group left empty): the sink deletes it.
 */
export const EnrichedAnalytics = MessageEnvelope.extend({
  kind: AnalyticsKind,
  body: z.record(z.string(), z.unknown()),
  retracted: z.boolean().optional(),
});
export type EnrichedAnalytics = z.infer<typeof EnrichedAnalytics>;
