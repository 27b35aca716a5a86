import { RULE_SOURCE_IDS, type RuleSourceId } from '../../infra/bus/payloads/raw-rule-documents.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import { readIndexVersion } from '../../enrich/sinks/index-version.ts';
import { RULES_INDEX, RULES_MAPPING, type StoredRuleChunk } from '../../enrich/sinks/rules-index.ts';

/**
 * The rule documents as the API sees them: one summary per document (the `rules` index holds
 * chunks), kept in memory per process and rebuilt when the index changes.
 *
 * Why a table in memory: listing, filtering by effective date (a document's effective date, or its
 * issue date when the source gives none: an OR no store filter expresses), the catalogue's
 * per-source figures and the title signal of the ranking all need every document's listing fields;
 * reading them once per index version (a few thousand documents) makes those routes a scan of a
 * small array instead of a store query each. Freshness: the version is the index's version marker
 * (bumped by the rules sink on every change) plus its chunk count, checked at most once a second.
 */

/** The document-level fields every chunk of a rule document carries. */
type DocumentFields = Pick<
  StoredRuleChunk,
  'rule_id' | 'publisher' | 'title' | 'document_type' | 'reference' | 'issue_date' | 'issue_month' | 'effective_date' | 'updated_date' | 'status' | 'therapeutic_area' | 'url'
>;

/** One rule document's listing fields (from its first chunk). */
export interface RuleDocumentSummary extends DocumentFields {
  source_id: RuleSourceId;
  /** Connector that ingested it (the envelope source, e.g. `fda-guidance`). */
  connector: string;
  /**
   * The date the document took effect, as far as the source says: its effective date, else its
   * issue date, else the first day of its issue month; null when the source gives none.
   */
  effective_on: string | null;
}

/** The spec's source ids; `fda` also lists `fda-oncology` documents (SPEC-DECISIONS 26). */
export const SOURCE_IDS = RULE_SOURCE_IDS;
export type SourceId = RuleSourceId;

/** Source ids a filter on `source` matches. */
export function sourceIdsFor(sources: readonly SourceId[]): SourceId[] {
  const ids = new Set<SourceId>(sources);
  if (ids.has('fda')) ids.add('fda-oncology');
  return [...ids];
}

/** The date a document took effect (see `RuleDocumentSummary.effective_on`). */
export function effectiveOn(doc: Pick<StoredRuleChunk, 'effective_date' | 'issue_date' | 'issue_month'>): string | null {
  return doc.effective_date ?? doc.issue_date ?? (doc.issue_month ? `${doc.issue_month}-01` : null);
}

export function summaryOf(doc: StoredRuleChunk): RuleDocumentSummary {
  const { rule_id, publisher, title, document_type, reference, issue_date, issue_month, effective_date, updated_date, status, therapeutic_area, url } = doc;
  const fields: DocumentFields = { rule_id, publisher, title, document_type, reference, issue_date, issue_month, effective_date, updated_date, status, therapeutic_area, url };
  return { ...fields, source_id: doc.source_id as SourceId, connector: doc.source, effective_on: effectiveOn(doc) };
}

export interface RuleDocumentTable {
  /** Every document, newest first (effective date, then rule id). */
  documents(): Promise<readonly RuleDocumentSummary[]>;
  /** One document's summary, or null. */
  byId(ruleId: string): Promise<RuleDocumentSummary | null>;
  /** Makes sure the rules index exists (an empty store answers empty results, not errors). */
  ready(): Promise<void>;
}

const RECHECK_MS = 1_000;

/** The table over a search store (see the module comment). */
export function createRuleDocumentTable(search: SearchStore, now: () => number = Date.now): RuleDocumentTable {
  let declared: Promise<void> | null = null;
  const ready = () => {
    declared ??= search.ensureIndex(RULES_INDEX, RULES_MAPPING).catch((error: unknown) => {
      declared = null;
      throw error;
    });
    return declared;
  };
  interface Loaded {
    version: string;
    checkedAt: number;
    documents: RuleDocumentSummary[];
    byId: Map<string, RuleDocumentSummary>;
  }
  let state: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;

  const load = async (): Promise<Loaded> => {
    await ready();
    const version = `${await readIndexVersion(search, RULES_INDEX)}:${await search.count(RULES_INDEX)}`;
    if (state && state.version === version) {
      state.checkedAt = now();
      return state;
    }
    const firstChunks = await search.list<StoredRuleChunk>(RULES_INDEX, { filter: [{ field: 'chunk_index', eq: 0 }], limit: 10_000 });
    const documents = firstChunks.items.map((item) => summaryOf(item.doc));
    documents.sort((a, b) => (b.effective_on ?? '').localeCompare(a.effective_on ?? '') || (a.rule_id < b.rule_id ? -1 : a.rule_id > b.rule_id ? 1 : 0));
    const loaded: Loaded = { version, checkedAt: now(), documents, byId: new Map(documents.map((doc) => [doc.rule_id, doc])) };
    state = loaded;
    return loaded;
  };
  const current = async (): Promise<Loaded> => {
    if (state && now() - state.checkedAt < RECHECK_MS) return state;
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  };

  return {
    ready,
    documents: async () => (await current()).documents,
    byId: async (ruleId) => (await current()).byId.get(ruleId) ?? null,
  };
}
