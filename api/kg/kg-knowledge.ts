import type { GraphStore, Properties } from '../../graph/graph-store.port.ts';
import { referenceSection } from '../../graph/knowledge/reference-sections.ts';
import type { KgGuideline } from './kg-params.ts';

/*
 * Reads of the knowledge the graph holds, for the /v1/kg routes: CFR and ICH section nodes (text
 * ingested by the eCFR and ICH connectors, or a reference heading only), the curated CFR ↔ ICH
 * mappings (MAPS_TO) and CFR ↔ CFR relations (RELATED_TO). Every read is a named query or a
 * `neighbours` call, so Neo4j and the embedded store answer alike.
 */

/** A CFR or ICH section as the graph holds it. `text` null: known by its heading only. */
export interface SectionNode {
  id: string;
  title: string | null;
  text: string | null;
  props: Properties;
}

/** One curated CFR ↔ ICH mapping, with the subsection pairs the sink stores as parallel lists. */
export interface SectionMapping {
  /** The curated map's id (`MAP-GMP-029`). */
  mapping_id: string | null;
  cfr_section: string;
  ich_section: string;
  regime: string | null;
  relevance: 'direct' | 'supporting' | 'indirect';
  mapping_type: 'equivalent' | 'related' | 'prerequisite';
  alignment_score: number;
  rationale: string;
  subsections: Array<{ cfr: string; ich: string }>;
}

const KEY_BATCH = 500;

export const stringProp = (props: Properties | undefined, name: string): string | null => {
  const value = props?.[name];
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : null;
};

const stringList = (props: Properties | Record<string, unknown>, name: string): string[] => {
  const value = props[name];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

/** Nodes of one label by key, in batches the named query accepts. */
export async function nodesByKeys(graph: GraphStore, label: string, keys: readonly string[]): Promise<Map<string, Properties>> {
  const found = new Map<string, Properties>();
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += KEY_BATCH) {
    const rows = await graph.query<{ key: string; properties: Properties }>('nodesByKeys', { label, keys: unique.slice(start, start + KEY_BATCH) });
    for (const row of rows) found.set(row.key, row.properties);
  }
  return found;
}

function sectionOf(id: string, props: Properties | undefined, titleField: 'heading' | 'title'): SectionNode | null {
  if (!props) {
    const reference = referenceSection(id);
    return reference ? { id, title: reference.heading, text: null, props: {} } : null;
  }
  // A section node the observations sink created from a citation carries only its id: it is known
  // to exist (it is cited), and its heading may still be in the reference list.
  return { id, title: stringProp(props, titleField) ?? referenceSection(id)?.heading ?? null, text: stringProp(props, 'text'), props };
}

/**
 * CFR sections by id. Part 820 is held twice (the QSR text, cited by every device 483 until
 * 2 February 2026, keyed `… (QSR)`, and the QMSR text in force since): a plain id answers with the
 * QMSR text when ingested, else the QSR one.
 */
export async function cfrSections(graph: GraphStore, ids: readonly string[]): Promise<Map<string, SectionNode>> {
  const withQsr = ids.flatMap((id) => (id.startsWith('21 CFR 820.') ? [id, `${id} (QSR)`] : [id]));
  const nodes = await nodesByKeys(graph, 'CfrSection', withQsr);
  const out = new Map<string, SectionNode>();
  for (const id of ids) {
    const plain = sectionOf(id, nodes.get(id), 'heading');
    const qsr = id.startsWith('21 CFR 820.') ? sectionOf(`${id} (QSR)`, nodes.get(`${id} (QSR)`), 'heading') : null;
    const chosen = plain?.text ? plain : qsr?.text ? qsr : (plain ?? qsr);
    if (chosen) out.set(id, chosen);
  }
  return out;
}

/** ICH sections by id (`ICH Q7 12.4`). */
export async function ichSections(graph: GraphStore, ids: readonly string[]): Promise<Map<string, SectionNode>> {
  const nodes = await nodesByKeys(graph, 'IchSection', ids);
  const out = new Map<string, SectionNode>();
  for (const id of ids) {
    const section = sectionOf(id, nodes.get(id), 'title');
    if (section) out.set(id, section);
  }
  return out;
}

/**
 * Fills `guideline_title` of each group from its guideline node ("ICH <code>"), as the regulation
 * lookup and the investigation answer it. A guideline whose node is missing keeps its title empty.
 */
export async function fillGuidelineTitles(graph: GraphStore, groups: ReadonlyMap<string, { guideline_title: string }>): Promise<void> {
  if (groups.size === 0) return;
  const titles = await nodesByKeys(graph, 'IchGuideline', [...groups.keys()].map((code) => `ICH ${code}`)).catch(() => new Map<string, Properties>());
  for (const [key, properties] of titles) {
    const group = groups.get(key.slice(4));
    if (group) group.guideline_title = stringProp(properties, 'title') ?? '';
  }
}

/**
 * The graph codes a served guideline reads, most authoritative first: Q9 is served from Q9(R1)
 * (2023) and falls back to the 2005 text, whose numbering R1 kept for every section they share.
 */
export function guidelineCodes(guideline: KgGuideline): string[] {
  return guideline === 'Q9' ? ['Q9(R1)', 'Q9'] : [guideline];
}

/** Every section node of a guideline (`ICH Q7`), ingested or reference, keyed by section number. */
export async function guidelineSections(graph: GraphStore, code: string): Promise<Map<string, SectionNode>> {
  const rows = await graph.neighbours({ node: { label: 'IchGuideline', key: `ICH ${code}` }, type: 'IN', direction: 'in' });
  const out = new Map<string, SectionNode>();
  for (const { node } of rows) {
    if (node.label !== 'IchSection') continue;
    const number = stringProp(node.properties, 'section_number') ?? node.key.slice(`ICH ${code} `.length);
    const section = sectionOf(node.key, node.properties, 'title');
    if (section) out.set(number, section);
  }
  return out;
}

/** The guideline node's properties (title, version, date), or null. */
export async function guidelineNode(graph: GraphStore, code: string): Promise<Properties | null> {
  return (await nodesByKeys(graph, 'IchGuideline', [`ICH ${code}`])).get(`ICH ${code}`) ?? null;
}

function toMapping(row: { cfr_section: string; ich_section: string; mapping: Record<string, unknown> }): SectionMapping | null {
  const m = row.mapping;
  const score = typeof m.alignment_score === 'number' ? m.alignment_score : null;
  if (score === null || typeof m.rationale !== 'string') return null;
  const cfr = stringList(m, 'cfr_subsections');
  const ich = stringList(m, 'ich_subsections');
  return {
    mapping_id: typeof m.mapping_id === 'string' ? m.mapping_id : null,
    cfr_section: row.cfr_section,
    ich_section: row.ich_section,
    regime: typeof m.regime === 'string' ? m.regime : null,
    relevance: m.relevance === 'direct' || m.relevance === 'indirect' ? m.relevance : 'supporting',
    mapping_type: m.mapping_type === 'equivalent' || m.mapping_type === 'prerequisite' ? m.mapping_type : 'related',
    alignment_score: score,
    rationale: m.rationale,
    subsections: cfr.map((c, index) => ({ cfr: c, ich: ich[index] ?? '' })),
  };
}

/** The MAPS_TO mappings of the given CFR (`side: 'cfr'`) or ICH (`side: 'ich'`) section ids. */
export async function sectionMappings(graph: GraphStore, side: 'cfr' | 'ich', keys: readonly string[]): Promise<SectionMapping[]> {
  const unique = [...new Set(keys)];
  const out: SectionMapping[] = [];
  for (let start = 0; start < unique.length; start += KEY_BATCH) {
    const rows = await graph.query<{ cfr_section: string; ich_section: string; mapping: Record<string, unknown> }>('sectionMappings', { side, keys: unique.slice(start, start + KEY_BATCH) });
    for (const row of rows) {
      const mapping = toMapping(row);
      if (mapping) out.push(mapping);
    }
  }
  return out;
}

/** CFR ↔ CFR relations of a section, both directions, with the other section's id. */
export async function relatedRegulations(graph: GraphStore, section: string): Promise<Array<{ other: string; relationship: string; rationale: string; direction: 'out' | 'in' }>> {
  const [out, into] = await Promise.all([
    graph.neighbours({ node: { label: 'CfrSection', key: section }, type: 'RELATED_TO', direction: 'out' }),
    graph.neighbours({ node: { label: 'CfrSection', key: section }, type: 'RELATED_TO', direction: 'in' }),
  ]);
  const row = (direction: 'out' | 'in') => (entry: (typeof out)[number]) => ({
    other: entry.node.key,
    relationship: stringProp(entry.edge.properties, 'relationship') ?? 'related',
    rationale: stringProp(entry.edge.properties, 'rationale') ?? '',
    direction,
  });
  return [...out.map(row('out')), ...into.map(row('in'))];
}

/** Numeric order of section numbers (`2.10` after `2.9`, annex `I.1` after the chapters). */
export function compareSectionNumbers(a: string, b: string): number {
  const key = (n: string) => n.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : 1000 + ['I', 'II', 'III', 'IV', 'V'].indexOf(part.replace(/^Annex /, ''))));
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < Math.max(ka.length, kb.length); i += 1) {
    const diff = (ka[i] ?? -1) - (kb[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return a.localeCompare(b);
}

/**
 * The numbered paragraphs of a Q7 subsection's text (`12.40 …`, `12.41 …`): Q7 numbers paragraphs
 * by appending a digit to the subsection number. Only numbers continuing the sequence count, so a
 * cross-reference in the text ("Section 10.20") is never taken for a paragraph.
 */
export function numberedParagraphs(sectionNumber: string, text: string): Array<{ number: string; text: string }> {
  const escaped = sectionNumber.replace(/\./g, '\\.');
  const pattern = new RegExp(`(?:^|\\s)(${escaped}\\d{1,2})\\s+(?=[A-Z(“"'])`, 'g');
  const starts: Array<{ number: string; at: number; bodyAt: number }> = [];
  let expected = 0;
  for (const match of text.matchAll(pattern)) {
    const suffix = Number(match[1]!.slice(sectionNumber.length));
    if (suffix !== expected) continue;
    starts.push({ number: match[1]!, at: match.index + (match[0].startsWith(match[1]!) ? 0 : 1), bodyAt: match.index + match[0].length });
    expected += 1;
  }
  return starts.map((start, index) => ({ number: start.number, text: text.slice(start.bodyAt, starts[index + 1]?.at ?? text.length).trim() }));
}
