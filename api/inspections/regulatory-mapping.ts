import type { GraphStore, Properties } from '../../graph/graph-store.port.ts';
import { GCP_ICH_MAPPINGS, REGULATION_MAPPINGS } from '../../graph/knowledge/regulation-maps.ts';
import { referenceSection } from '../../graph/knowledge/reference-sections.ts';
import { cfrSection, parseCfr } from '../../enrich/domain/cfr.ts';
import { ANALYTICS_INDEX, ANALYTICS_MAPPING } from '../../enrich/sinks/analytics-index.ts';
import type { StoredAnalyticsDocument } from '../../enrich/sinks/analytics-search.sink.ts';
import { readIndexVersion } from '../../enrich/sinks/index-version.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { Clock } from '../../infra/clock.ts';
import type { ResponseCache } from '../platform/response-cache.ts';
import { invalidField, notFound } from '../platform/errors.ts';
import { queryMetadata } from './common.ts';
import type {
  RegulatoryMappingDetailResponse,
  RegulatoryMappingEntry,
  RegulatoryMappingListQuery,
  RegulatoryMappingListResponse,
} from './regulatory-mapping.schema.ts';

/*
 * The CFR ↔ ICH E6(R3) regulatory mapping of spec doc 2, as a plain function over the store ports.
 *
 * What it is built from:
 * - the curated maps (graph/knowledge/regulation-maps.ts), read from the code they ship with: only
 *   the GCP-regime maps (21 CFR 11, 50, 56, 312, 812 ↔ E6(R3)) feed `ich_mappings` (SPEC-DECISIONS 25);
 * - section headings and ICH text from the graph (CfrSection / IchSection nodes: ingested text,
 *   or the reference heading of a section the mirror lacks), falling back to the reference list
 *   in code; a heading nobody holds is served empty, never made up (SPEC-DECISIONS 24);
 * - citation counts from the `cfr_reference:<act_cfr_number>` analytics documents, summed over the
 *   paragraphs of each section.
 *
 * The whole table is computed at most once per 5 minutes and per analytics-index version (the
 * response cache), then filtered and paged per request, so a list answer costs one `get` of the
 * version marker when warm.
 */

export interface RegulatoryMappingDeps {
  search: SearchStore;
  graph: GraphStore;
  clock: Clock;
  cache: ResponseCache;
  /** Declares the indexes this family reads (see `analyticsIndexOnce`). */
  ensureIndexes: () => Promise<void>;
}

/** One E6(R3) mapping of a section, with the lower-cased text the `requirement` filter searches. */
interface TableMapping {
  ich_section: string;
  matched_requirement: string;
  relevance_score: number;
  mapping_rationale: string;
  haystack: string;
}

/** One section of the table. */
export interface TableEntry {
  cfr_section: string;
  cfr_title: string;
  occurrence_count: number;
  ich_mappings: TableMapping[];
  source_url: string;
}

export interface MappingTable {
  entries: TableEntry[];
  bySection: ReadonlyMap<string, TableEntry>;
  retrievedAt: string;
}

const ECFR_TITLE_21 = 'https://www.ecfr.gov/current/title-21';
const ENTRY_SOURCE = 'eCFR Title 21 and ICH E6(R3), RegIntel curated CFR ↔ ICH map v1.0, FDA Form 483 citations';
const DATA_SOURCE_NAME = 'eCFR Title 21 (Code of Federal Regulations); ICH E6(R3) Guideline for Good Clinical Practice; FDA Form 483 observations';
/** Keys per `nodesByKeys` call (the query takes at most 1000). */
const KEY_BATCH = 500;
/** Analytics documents read per page when summing citation counts. */
const PAGE = 5000;

/** The eCFR page of a section (`21 CFR 312.62` → https://www.ecfr.gov/current/title-21/section-312.62). */
export function ecfrSectionUrl(section: string): string {
  return `${ECFR_TITLE_21}/section-${section.replace(/^21 CFR /, '')}`;
}

/** `[<title> CFR] <part>.<section>[(a)(1)…]` or `§ <part>.<section>…`, in any of the spellings people use. */
const REFERENCE_SHAPE = /^(?:\d{1,2}[\s_-]*C\.?F\.?R\.?[\s_-]*|§\s*)?\d{1,4}\.\d{1,5}(?:\s*\([a-z0-9]{1,6}\))*$/i;

/**
 * Reads the `{cfr}` path parameter: `21 CFR 312.62`, `312.62`, `21-CFR-312.62`, `§ 312.62(b)`,
 * `21 CFR 820.100 (QSR)` all give `21 CFR 312.62`-form sections. `null` section with `title21:
 * false` for a well-formed reference to another title (a 404, not a 400); throws a 400 naming
 * `cfr` for anything that is not a CFR section reference.
 */
export function parseCfrParam(raw: string): { section: string; title21: true } | { section: null; title21: false } {
  const text = raw.replace(/\s*\(QSR\)\s*$/i, '').trim();
  // The whole text must be a reference (`211.-1` is not `211.1` with noise around it).
  const parts = REFERENCE_SHAPE.test(text) ? parseCfr(text) : null;
  if (!parts) {
    throw invalidField('cfr', `Invalid CFR reference '${raw.slice(0, 100)}'. Use a Title 21 section such as 21 CFR 312.62, 312.62 or 21-CFR-312.62`);
  }
  if (parts.title !== 21) return { section: null, title21: false };
  return { section: cfrSection(text) as string, title21: true };
}

/** CFR order: part, then section number as a number (211.22 before 211.100). */
export function compareCfr(a: string, b: string): number {
  const pa = parseCfr(a);
  const pb = parseCfr(b);
  if (!pa || !pb) return a.localeCompare(b);
  return pa.part - pb.part || Number(pa.section) - Number(pb.section) || pa.section.localeCompare(pb.section);
}

/** The graph ids that may carry a section's heading: the QSR text first for Part 820 (what 483s cite). */
function headingIds(section: string): string[] {
  if (section.endsWith(' (QSR)')) return [section];
  return section.startsWith('21 CFR 820.') ? [`${section} (QSR)`, section] : [section];
}

async function nodesByKeys(graph: GraphStore, label: string, keys: readonly string[]): Promise<Map<string, Properties>> {
  const found = new Map<string, Properties>();
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += KEY_BATCH) {
    const rows = await graph.query<{ key: string; properties: Properties }>('nodesByKeys', { label, keys: unique.slice(start, start + KEY_BATCH) });
    for (const row of rows) found.set(row.key, row.properties);
  }
  return found;
}

const stringProp = (props: Properties | undefined, name: string): string | null => {
  const value = props?.[name];
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : null;
};

/** Section headings (ingested or reference) from the graph, else from the reference list, else ''. */
export async function sectionHeadings(graph: GraphStore, sections: readonly string[]): Promise<Map<string, string>> {
  const nodes = await nodesByKeys(graph, 'CfrSection', sections.flatMap(headingIds));
  return new Map(
    sections.map((section) => {
      const fromGraph = headingIds(section)
        .map((id) => stringProp(nodes.get(id), 'heading'))
        .find((heading) => heading !== null);
      return [section, fromGraph ?? referenceSection(section)?.heading ?? ''];
    }),
  );
}

/** Longest matched-requirement text served (the whole section text stays searchable). */
const REQUIREMENT_CHARS = 300;

/** The ids of a section's enclosing sections, nearest first (`ICH E6(R3) 2.10.4` → 2.10, 2). */
export function ichAncestors(id: string): string[] {
  const ancestors: string[] = [];
  for (let current = id; /\.\d+$/.test(current); ) {
    current = current.replace(/\.\d+$/, '');
    ancestors.push(current);
  }
  return ancestors;
}

/** The first sentence(s) of a text up to `max` characters, cut at a word with an ellipsis. */
export function leadText(text: string, max = REQUIREMENT_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.;:](?=\s|$)/.exec(clean)?.[0] ?? clean;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * What an ICH section requires, from its ingested text: its own heading (or, for a numbered
 * paragraph such as E6(R3) 2.10.4 that has none, the nearest enclosing heading) followed by the
 * paragraph's first sentence; the reference heading when the text is not ingested; '' when
 * neither exists. `text` is the whole section text, for the keyword filter.
 */
export async function ichSectionTexts(graph: GraphStore, ids: readonly string[]): Promise<Map<string, { requirement: string; text: string }>> {
  const nodes = await nodesByKeys(graph, 'IchSection', [...ids, ...ids.flatMap(ichAncestors)]);
  return new Map(
    ids.map((id) => {
      const props = nodes.get(id);
      const heading =
        stringProp(props, 'title') ??
        ichAncestors(id)
          .map((ancestor) => stringProp(nodes.get(ancestor), 'title'))
          .find((title) => title !== null) ??
        referenceSection(id)?.heading ??
        null;
      const text = stringProp(props, 'text') ?? '';
      const requirement = [heading, text ? leadText(text) : null].filter((part): part is string => part !== null && part.length > 0).join(': ');
      return [id, { requirement, text }];
    }),
  );
}

/** Form 483 citations per Title 21 section, summed over the cited paragraphs. */
export async function citationCounts(search: SearchStore): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let offset = 0; ; offset += PAGE) {
    const page = await search.list<StoredAnalyticsDocument>(ANALYTICS_INDEX, { filter: [{ field: 'kind', eq: 'cfr_reference' }], limit: PAGE, offset });
    for (const item of page.items) {
      const cited = item.doc.body.act_cfr_number;
      const count = item.doc.body.occurrence_count;
      if (typeof cited !== 'string' || typeof count !== 'number' || !Number.isFinite(count) || count <= 0) continue;
      if (parseCfr(cited)?.title !== 21) continue; // FD&C Act sections and other titles are not CFR Title 21 sections
      const section = cfrSection(cited) as string;
      counts.set(section, (counts.get(section) ?? 0) + Math.round(count));
    }
    if (page.items.length < PAGE || offset + PAGE >= page.total) break;
  }
  return counts;
}

/** The GCP-regime curated mappings per CFR section: the only ones that feed `ich_mappings` here. */
const GCP_BY_SECTION: ReadonlyMap<string, readonly (typeof GCP_ICH_MAPPINGS)[number][]> = (() => {
  const map = new Map<string, Array<(typeof GCP_ICH_MAPPINGS)[number]>>();
  for (const mapping of GCP_ICH_MAPPINGS) map.set(mapping.cfr_section, [...(map.get(mapping.cfr_section) ?? []), mapping]);
  return map;
})();

/** Every section any curated map (either regime) names, QSR ids folded to their section. */
const CURATED_SECTIONS: ReadonlySet<string> = new Set(REGULATION_MAPPINGS.map((mapping) => mapping.cfr_section.replace(/ \(QSR\)$/, '')));

/**
 * Computes the whole table: every GCP section with a curated E6(R3) mapping plus every cited
 * Title 21 section; most cited first, then CFR order. Mappings strongest first.
 */
export async function buildMappingTable(deps: Pick<RegulatoryMappingDeps, 'search' | 'graph' | 'clock'>): Promise<MappingTable> {
  const retrievedAt = deps.clock.now().toISOString();
  const counts = await citationCounts(deps.search);
  const sections = [...new Set([...GCP_BY_SECTION.keys(), ...counts.keys()])];
  const ichIds = [...new Set(GCP_ICH_MAPPINGS.map((mapping) => mapping.ich_section))];
  const [headings, ich] = await Promise.all([sectionHeadings(deps.graph, sections), ichSectionTexts(deps.graph, ichIds)]);

  const entries = sections.map((section): TableEntry => {
    const mappings = (GCP_BY_SECTION.get(section) ?? [])
      .map((mapping): TableMapping => {
        const target = ich.get(mapping.ich_section) ?? { requirement: '', text: '' };
        return {
          ich_section: mapping.ich_section,
          matched_requirement: target.requirement,
          relevance_score: mapping.alignment_score,
          mapping_rationale: mapping.rationale,
          haystack: `${mapping.ich_section} ${target.requirement} ${target.text} ${mapping.rationale}`.toLowerCase(),
        };
      })
      .sort((a, b) => b.relevance_score - a.relevance_score || a.ich_section.localeCompare(b.ich_section, 'en', { numeric: true }));
    return {
      cfr_section: section,
      cfr_title: headings.get(section) ?? '',
      occurrence_count: counts.get(section) ?? 0,
      ich_mappings: mappings,
      source_url: ecfrSectionUrl(section),
    };
  });
  entries.sort((a, b) => b.occurrence_count - a.occurrence_count || compareCfr(a.cfr_section, b.cfr_section));
  return { entries, bySection: new Map(entries.map((entry) => [entry.cfr_section, entry])), retrievedAt };
}

/**
 * Declares the analytics index once per process (it may not exist before the first analytics
 * run; declaring it again is a no-op), so an empty store answers an empty table, not a 500.
 */
export function analyticsIndexOnce(search: SearchStore): () => Promise<void> {
  let ready: Promise<void> | null = null;
  return () => {
    ready ??= search.ensureIndex(ANALYTICS_INDEX, ANALYTICS_MAPPING).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };
}

/** The table for the current analytics data, from the cache when it is fresh. */
export async function mappingTable(deps: RegulatoryMappingDeps): Promise<MappingTable> {
  await deps.ensureIndexes();
  const version = await readIndexVersion(deps.search, ANALYTICS_INDEX);
  const { value } = await deps.cache.get('regulatory-mapping:table', version, () => buildMappingTable(deps));
  return value;
}

function presentEntry(entry: TableEntry, mappings: readonly TableMapping[], retrievedAt: string): RegulatoryMappingEntry {
  return {
    cfr_section: entry.cfr_section,
    cfr_title: entry.cfr_title,
    occurrence_count: entry.occurrence_count,
    ich_mappings: mappings.map(({ haystack: _haystack, ...mapping }) => mapping),
    source: ENTRY_SOURCE,
    source_url: entry.source_url,
    data_attribution: dataAttribution(retrievedAt),
  };
}

function dataAttribution(retrievedAt: string) {
  return { api_version: 'v1', data_source_name: DATA_SOURCE_NAME, data_source_url: ECFR_TITLE_21, retrieved_at: retrievedAt };
}

/**
 * Applies the list filters to one entry: the mappings it keeps, or null when the entry is left out.
 * `min_relevance` and `requirement` filter the mappings; above 0, or with a keyword, an entry left
 * without any mapping is left out, as is any mapping-less entry under `has_mappings`.
 */
export function filterEntry(entry: TableEntry, query: Pick<RegulatoryMappingListQuery, 'has_mappings' | 'min_relevance' | 'requirement'>): TableMapping[] | null {
  const words = (query.requirement ?? '').toLowerCase().split(/\s+/).filter((word) => word.length > 0);
  const kept = entry.ich_mappings.filter(
    (mapping) => mapping.relevance_score >= query.min_relevance - 1e-9 && words.every((word) => mapping.haystack.includes(word)),
  );
  const narrowed = query.min_relevance > 0 || words.length > 0;
  if ((query.has_mappings || narrowed) && kept.length === 0) return null;
  return kept;
}

/** `GET /v1/483/regulatory-mapping`. */
export async function listRegulatoryMappings(deps: RegulatoryMappingDeps, query: RegulatoryMappingListQuery, startedAt: number): Promise<RegulatoryMappingListResponse> {
  const table = await mappingTable(deps);
  const matched: Array<{ entry: TableEntry; mappings: TableMapping[] }> = [];
  for (const entry of table.entries) {
    const mappings = filterEntry(entry, query);
    if (mappings) matched.push({ entry, mappings });
  }
  return {
    mappings: matched.slice(query.offset, query.offset + query.limit).map(({ entry, mappings }) => presentEntry(entry, mappings, table.retrievedAt)),
    total: matched.length,
    offset: query.offset,
    limit: query.limit,
    filters_applied: { has_mappings: query.has_mappings, min_relevance: query.min_relevance, requirement: query.requirement ?? null },
    query_metadata: queryMetadata(startedAt),
    source: 'RegIntel regulatory mapping: 21 CFR ↔ ICH E6(R3) (curated map v1.0) with Form 483 citation counts',
    source_url: ECFR_TITLE_21,
    data_attribution: dataAttribution(table.retrievedAt),
  };
}

/**
 * `GET /v1/483/regulatory-mapping/{cfr}`. A section outside the table is still known when the graph
 * holds it (ingested, a reference heading, or cited) or a curated map names it: it answers with
 * its heading, its count (0) and no E6(R3) mapping. Anything else is a 404 naming the input.
 */
export async function regulatoryMappingDetail(deps: RegulatoryMappingDeps, rawCfr: string, startedAt: number): Promise<RegulatoryMappingDetailResponse> {
  const parsed = parseCfrParam(rawCfr);
  const missing = () => notFound(`CFR reference not found: ${rawCfr.trim().slice(0, 100)}`);
  if (!parsed.title21) throw missing();
  const table = await mappingTable(deps);
  let entry = table.bySection.get(parsed.section);
  if (!entry) {
    const nodes = await nodesByKeys(deps.graph, 'CfrSection', headingIds(parsed.section));
    const known = nodes.size > 0 || CURATED_SECTIONS.has(parsed.section) || referenceSection(parsed.section) !== undefined;
    if (!known) throw missing();
    const headings = await sectionHeadings(deps.graph, [parsed.section]);
    entry = { cfr_section: parsed.section, cfr_title: headings.get(parsed.section) ?? '', occurrence_count: 0, ich_mappings: [], source_url: ecfrSectionUrl(parsed.section) };
  }
  return {
    ...presentEntry(entry, entry.ich_mappings, table.retrievedAt),
    cfr_reference_url: ecfrSectionUrl(parsed.section),
    query_metadata: queryMetadata(startedAt),
  };
}
