import { z } from 'zod';
import { RULES_INDEX } from '../../enrich/sinks/rules-index.ts';
import type { Clock } from '../../infra/clock.ts';
import type { IngestRunSummary } from '../../infra/ledger/ingest-ledger.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { ListMeta, Pagination, elapsedMs, paginationOf, paginationQuery } from '../inspections/common.ts';
import { type RuleDocumentSummary, type RuleDocumentTable, SOURCE_IDS, type SourceId } from './rule-documents.ts';

/**
 * `GET /v1/catalog/sources`: per source id, how many documents and sections the rules index holds,
 * its newest document, when its connectors last ingested and how fresh that is (SPEC-DECISIONS 26:
 * `who` and `cdisc` are live connectors, empty on the offline mirror, and the catalogue says so).
 */

const SOURCE_INFO: Readonly<Record<SourceId, { name: string; description: string; connectors: readonly string[] }>> = {
  fda: { name: 'FDA guidance documents', description: 'U.S. FDA guidance for industry and FDA staff (all centers).', connectors: ['fda-guidance'] },
  'fda-oncology': { name: 'FDA oncology guidance', description: 'FDA guidance whose subject is oncology (also listed under fda).', connectors: ['fda-guidance'] },
  ich: { name: 'ICH guidelines', description: 'International Council for Harmonisation guidelines (efficacy, quality, safety, multidisciplinary).', connectors: ['ich-rule-documents'] },
  ema: { name: 'EU regulatory guidance', description: 'European Commission and EMA guidance: EU GMP annexes, MDCG medical-device guidance, EPAR entries.', connectors: ['eu-mdcg', 'eu-gmp-annexes', 'ema-medicines'] },
  who: { name: 'WHO guidance', description: 'World Health Organization technical guidance (live connector).', connectors: ['who'] },
  cdisc: { name: 'CDISC standards', description: 'CDISC data standards (live connector).', connectors: ['cdisc'] },
};

/** A source is fresh while its last successful ingest is younger than this (the daily schedule, with slack). */
export const FRESH_HOURS = 48;

export const CatalogSource = z.object({
  source_id: z.enum(SOURCE_IDS),
  name: z.string(),
  description: z.string(),
  document_count: z.number().int().describe('Rule documents held.'),
  section_count: z.number().int().describe('Searchable sections (retrieval chunks) held.'),
  document_types: z.record(z.string(), z.number().int()).describe('Documents per document type.'),
  newest_document: z
    .object({ rule_id: z.string(), title: z.string(), effective_date: z.string() })
    .nullable()
    .describe('The document that took effect last; null when no document has a known date.'),
  last_ingested_at: z.string().nullable().describe('End of the last successful ingest run of the source’s connectors; null when never ingested.'),
  records_published: z.number().int().nullable().describe('Records that run published (0 when nothing changed since).'),
  freshness: z.object({
    status: z.enum(['fresh', 'stale', 'never_ingested']).describe(`fresh: ingested within ${FRESH_HOURS} h; stale: longer ago; never_ingested: no successful run.`),
    age_hours: z.number().nullable(),
  }),
  note: z.string().nullable().describe('Why a source is empty, when it is.'),
});

/** SPEC-DECISIONS 1: a list, paged like the other lists (limit default 20, max 100; offset default 0). */
export const CatalogQuery = z.object({ ...paginationQuery(20, 100) }).meta({ id: 'CatalogSourcesQuery' });

export const CatalogResponse = z.object({ data: z.array(CatalogSource), pagination: Pagination, meta: ListMeta }).meta({ id: 'CatalogSourcesResponse' });

export interface CatalogDeps {
  search: SearchStore;
  documents: RuleDocumentTable;
  clock: Clock;
  /** Latest successful run per connector (the ingest ledger). */
  lastRuns: () => IngestRunSummary[];
}

/** What the catalogue says of one source that depends only on the rules index. */
interface SourceHoldings {
  document_count: number;
  section_count: number;
  document_types: Record<string, number>;
  newest_document: { rule_id: string; title: string; effective_date: string } | null;
}

/**
 * Holdings per source, computed once per state of the rules index: the document table hands back
 * the same array until the index changes (its version and count), so the array keys them. Why:
 * over the whole mirror (3,000 documents, 16,000 passages) grouping them took milliseconds of CPU
 * per request; only the ingest times and freshness change between two requests.
 */
const holdingsByState = new WeakMap<readonly unknown[], Promise<SourceHoldings[]>>();

function holdingsOf(search: SearchStore, documents: readonly RuleDocumentSummary[]): Promise<SourceHoldings[]> {
  let holdings = holdingsByState.get(documents);
  if (!holdings) {
    holdings = Promise.all(
      SOURCE_IDS.map(async (source) => {
        // `fda` lists fda-oncology documents too (SPEC-DECISIONS 26).
        const ids: SourceId[] = source === 'fda' ? ['fda', 'fda-oncology'] : [source];
        const own = documents.filter((doc) => ids.includes(doc.source_id));
        const types: Record<string, number> = {};
        for (const doc of own) types[doc.document_type] = (types[doc.document_type] ?? 0) + 1;
        // The table is newest first: the first dated document is the newest.
        const newest = own.find((doc) => doc.effective_on !== null);
        return {
          document_count: own.length,
          section_count: await search.count(RULES_INDEX, [{ field: 'source_id', in: ids }]),
          document_types: types,
          newest_document: newest ? { rule_id: newest.rule_id, title: newest.title, effective_date: newest.effective_on as string } : null,
        };
      }),
    );
    holdings.catch(() => holdingsByState.delete(documents));
    holdingsByState.set(documents, holdings);
  }
  return holdings;
}

export async function catalogSources(deps: CatalogDeps, page: { limit: number; offset: number }, envelope: { requestId: string; startedAt: number }) {
  const holdings = await holdingsOf(deps.search, await deps.documents.documents());
  const runs = deps.lastRuns();
  const now = deps.clock.now().getTime();
  const data = SOURCE_IDS.map((source, index) => {
    const info = SOURCE_INFO[source];
    const held = holdings[index] as SourceHoldings;
    const run = runs.filter((r) => info.connectors.includes(r.source)).sort((a, b) => b.finished_at.localeCompare(a.finished_at))[0];
    const ageHours = run ? Math.max(0, Math.round(((now - Date.parse(run.finished_at)) / 3_600_000) * 10) / 10) : null;
    return {
      source_id: source,
      name: info.name,
      description: info.description,
      ...held,
      // A copy: the cached holdings are shared by every answer.
      document_types: { ...held.document_types },
      last_ingested_at: run?.finished_at ?? null,
      records_published: run?.published ?? null,
      freshness: { status: ageHours === null ? ('never_ingested' as const) : ageHours <= FRESH_HOURS ? ('fresh' as const) : ('stale' as const), age_hours: ageHours },
      note:
        held.document_count > 0
          ? null
          : run
            ? 'The connector ran but delivered no rule documents.'
            : `No connector for ${source} has delivered documents here${source === 'who' || source === 'cdisc' ? ': it reads the live source and the offline mirror holds none' : ''}.`,
    };
  });
  return { data: data.slice(page.offset, page.offset + page.limit), pagination: paginationOf(page, data.length), meta: { requestId: envelope.requestId, processingTimeMs: elapsedMs(envelope.startedAt) } };
}
