import { z } from 'zod';
import { REGULATION_MAPPINGS } from '../../graph/knowledge/regulation-maps.ts';
import type { GraphStore, Properties } from '../../graph/graph-store.port.ts';
import { OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING } from '../../enrich/sinks/observation-index.ts';
import type { SearchStore } from '../../infra/search/search-store.port.ts';
import type { Clock } from '../../infra/clock.ts';
import { ApiError } from '../platform/errors.ts';
import { summaryOf } from './classify.ts';
import { EvidenceCollector, responseMetadata } from './evidence.ts';
import { addQuestionAndAnswerEvidence, loadQuestionsAndAnswers, questionsAndAnswersCiting, type LoadedQuestionsAndAnswers } from './ich-questions-and-answers.ts';
import {
  cfrSections,
  compareSectionNumbers,
  guidelineCodes,
  guidelineNode,
  guidelineSections,
  ichSections,
  numberedParagraphs,
  sectionMappings,
  stringProp,
  type SectionMapping,
  type SectionNode,
} from './kg-knowledge.ts';
import { type KgGuideline, cfrApiId, flag, ichApiId, parseKgGuideline, parseKgSection } from './kg-params.ts';

/*
 * `GET /v1/kg/ich/{guideline}` and `/{guideline}/{section}` (document 3): ICH Q7, Q9 and Q10 from
 * the ingested text, with the curated CFR cross-references.
 *
 * - Q7 (2000) numbers subsections `12.4` and their paragraphs `12.40`, `12.41` …: a subsection's
 *   `subsections` are its numbered paragraphs; a chapter's are its subsections.
 * - Q9 is served from Q9(R1) (2023). R1 kept the 2005 numbering of every section the two share
 *   (1–8, 4.1–4.6, the annexes), so a 2005 number names the same section in R1, and mappings
 *   curated against the 2005 ids (`ICH Q9 4.3`) attach to the R1 section of that number; sections
 *   new in R1 (5.1–5.3, 6.1) exist only there. A section R1 lacks in the data falls back to 2005.
 * - Main sections (document 3: Q7 19, Q9 7, Q10 5): the numbered chapters, without Q7's glossary
 *   (chapter 20, definitions) and Q9's reference list (chapter 8); both stay readable by number.
 * - `practical_guidance` is computed from the 483 data linked to the section through its CFR
 *   mappings (the observations cited under those sections), never written for the section.
 * - Q7 sections list the ICH Q7 Q&As that cite them (`questions_and_answers`, an extension field:
 *   ich-questions-and-answers.ts); Q9 and Q10 have no such document and no such field.
 */

export interface IchDeps {
  graph: GraphStore;
  search: SearchStore;
  clock: Clock;
}

const NOT_MAIN: Readonly<Record<KgGuideline, readonly string[]>> = { Q7: ['20'], Q9: ['8'], Q10: [] };
const PRODUCT_TYPES: Readonly<Record<KgGuideline, string[]>> = { Q7: ['api'], Q9: ['drug', 'api'], Q10: ['drug', 'api'] };

export const IchGuidelineQuery = z.object({
  include_sections: flag(true).describe('Sections with their text (default true); false returns the table of contents only.'),
  include_cfr_mappings: flag(true).describe('Curated CFR mappings per section and the summary (default true).'),
  section_depth: z.enum(['summary', 'full']).optional().default('full').describe('`summary`: the first sentence of each text; `full` (default): whole texts.'),
});
export type IchGuidelineQuery = z.output<typeof IchGuidelineQuery>;

export const IchSectionQuery = z.object({
  include_subsections: flag(true).describe('Subsections (or, in Q7, numbered paragraphs) (default true).'),
  include_cfr_mappings: flag(true).describe('Curated CFR cross-references (default true).'),
  include_context: flag(false).describe('The parent section’s title and text (default false).'),
});
export type IchSectionQuery = z.output<typeof IchSectionQuery>;

interface LoadedGuideline {
  guideline: KgGuideline;
  /** Section number → node, R1 first for Q9. */
  sections: Map<string, SectionNode>;
  node: Properties | null;
  code: string;
}

/** Every section of a served guideline, by number (Q9: R1's, then 2005's where R1 lacks one). */
async function loadGuideline(graph: GraphStore, guideline: KgGuideline): Promise<LoadedGuideline> {
  const codes = guidelineCodes(guideline);
  const sections = new Map<string, SectionNode>();
  let node: Properties | null = null;
  let code = codes[0]!;
  for (const candidate of codes) {
    const found = await guidelineSections(graph, candidate);
    if (found.size > 0 && node === null) {
      node = await guidelineNode(graph, candidate);
      code = candidate;
    }
    for (const [number, section] of found) if (!sections.has(number) || (!sections.get(number)!.text && section.text)) sections.set(number, section);
  }
  if (sections.size === 0) throw new ApiError('NOT_FOUND', `Guideline not found: ${guideline}`);
  return { guideline, sections, node, code };
}

/** Graph ids that may carry a section's mappings: Q9 mappings were curated on both editions' ids. */
function mappingIds(guideline: KgGuideline, number: string): string[] {
  return guidelineCodes(guideline).map((code) => `ICH ${code} ${number}`);
}

const parentOf = (number: string): string | null => (number.includes('.') ? number.slice(0, number.lastIndexOf('.')) : null);
const childrenOf = (loaded: LoadedGuideline, number: string): string[] =>
  [...loaded.sections.keys()].filter((candidate) => parentOf(candidate) === number || (number.startsWith('Annex ') && parentOf(candidate) === number.slice(6))).sort(compareSectionNumbers);
const isTopLevel = (number: string) => /^\d+$/.test(number);

/** Every section below `number` (children, their children, …), in reading order. */
const descendantsOf = (loaded: LoadedGuideline, number: string): string[] =>
  childrenOf(loaded, number).flatMap((child) => [child, ...descendantsOf(loaded, child)]);

/** The texts of `numbers` as the guideline prints them: each numbered and titled, those without text left out. */
function printedSections(loaded: LoadedGuideline, numbers: readonly string[]): string[] {
  return numbers.flatMap((number) => {
    const node = loaded.sections.get(number);
    return node?.text ? [`${number} ${node.title ?? ''}`.trim() + `\n${node.text}`] : [];
  });
}

function mainSections(loaded: LoadedGuideline): string[] {
  const numbered = [...loaded.sections.keys()].filter((number) => isTopLevel(number) && !NOT_MAIN[loaded.guideline].includes(number)).sort(compareSectionNumbers);
  // Annexes (Q9's "Annex I" methods and tools, "Annex II" applications) follow the numbered sections:
  // their text and the CFR mappings on them are part of the guideline.
  const annexes = [...loaded.sections.keys()].filter((number) => /^Annex [IVX]+$/.test(number)).sort((a, b) => a.length - b.length || a.localeCompare(b));
  return [...numbered, ...annexes];
}

/** Abbreviations whose period ends no sentence ("e.g.", "i.e.", "etc." as ICH writes them). */
const ABBREVIATION_END = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|viz|approx|incl|Fig|No|Ref|Sec|min|max)\.$/i;

/**
 * The sentences of a guideline text. A sentence ends at ".", "!" or "?" followed by a space and a
 * capital, a digit or an opening bracket (or the end): never inside a paragraph number ("4.40") or
 * after an abbreviation ("(e.g., …"), where a plain split on every period cut the text apart.
 * A leading paragraph number ("4.40 Dedicated production areas …") is dropped.
 */
export function sentencesOf(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentences: string[] = [];
  let start = 0;
  for (const match of flat.matchAll(/[.!?]+(?=\s|$)/g)) {
    const end = (match.index ?? 0) + match[0].length;
    const candidate = flat.slice(start, end);
    const next = flat.slice(end).trimStart().charAt(0);
    if (ABBREVIATION_END.test(candidate) || (next !== '' && !/[A-Z0-9("“‘]/.test(next))) continue;
    sentences.push(candidate);
    start = end;
  }
  if (start < flat.length) sentences.push(flat.slice(start));
  return sentences.map((sentence) => sentence.trim().replace(/^\d+(?:\.\d+)*\s+/, '')).filter((sentence) => sentence !== '');
}

/** The sentences of a text that state a requirement ("should", "shall", "must"). */
export function requirementSentences(text: string | null, max = 6): string[] {
  if (!text) return [];
  return sentencesOf(text)
    .filter((sentence) => /\b(should|shall|must)\b/i.test(sentence) && sentence.length >= 30)
    .slice(0, max);
}

const STAGES: ReadonlyArray<[string, RegExp]> = [
  ['development', /\bdevelopment\b/i],
  ['production', /\b(production|manufactur\w*|processing)\b/i],
  ['packaging_and_labelling', /\b(packag\w*|label\w*)\b/i],
  ['storage_and_distribution', /\b(storage|stored|distribut\w*|warehous\w*)\b/i],
  ['laboratory_testing', /\b(laborator\w*|testing|analytical)\b/i],
  ['validation', /\bvalidat\w*\b/i],
];
const FACILITIES: ReadonlyArray<[string, RegExp]> = [
  ['manufacturing', /\b(production|manufactur\w*|processing)\b/i],
  ['laboratory', /\blaborator\w*\b/i],
  ['packaging', /\bpackag\w*\b/i],
  ['warehouse', /\b(warehous\w*|storage)\b/i],
];
/** What the section's own words mention: stages and facility types named in its text. */
function mentioned(text: string, table: ReadonlyArray<[string, RegExp]>): string[] {
  return table.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

/** `{ cfr_section, title, relevance, mapping_rationale }` entries of a set of mappings. */
async function cfrMappingEntries(graph: GraphStore, mappings: readonly SectionMapping[]) {
  const titles = await cfrSections(graph, mappings.map((mapping) => mapping.cfr_section.replace(/ \(QSR\)$/, '')));
  return mappings.map((mapping) => ({ cfr_section: mapping.cfr_section, title: titles.get(mapping.cfr_section.replace(/ \(QSR\)$/, ''))?.title ?? '', relevance: mapping.relevance, mapping_rationale: mapping.rationale }));
}

function guidelineInfo(loaded: LoadedGuideline) {
  const title = stringProp(loaded.node ?? undefined, 'title') ?? '';
  const version = stringProp(loaded.node ?? undefined, 'version') ?? '';
  const date = stringProp(loaded.node ?? undefined, 'date');
  return { title, version, date };
}

/** The first sentence of the section the guideline titles "Scope" (its own statement of scope). */
function scopeOf(loaded: LoadedGuideline): string {
  const scope = [...loaded.sections.values()].find((section) => /^scope$/i.test(section.title ?? ''));
  return scope?.text ? summaryOf(scope.text, 400) : '';
}

/** `GET /v1/kg/ich/{guideline}`. */
export async function ichGuideline(deps: IchDeps, raw: string, query: IchGuidelineQuery, meta: { requestId: string; startedAt: number }) {
  const guideline = parseKgGuideline(raw);
  const now = deps.clock.now();
  // Built on every call: routes.ts keeps whole answers, serialised, in front (kg-answer-cache.ts).
  const loaded = await loadGuideline(deps.graph, guideline);
  const info = guidelineInfo(loaded);
  const mains = mainSections(loaded);
  const evidence = new EvidenceCollector();
  const allNumbers = [...loaded.sections.keys()];
  const mappings = query.include_cfr_mappings ? await sectionMappings(deps.graph, 'ich', allNumbers.flatMap((number) => mappingIds(guideline, number))) : [];
  const numberOfMapping = (mapping: SectionMapping) => mapping.ich_section.replace(/^ICH \S+ /, '');
  const entries = query.include_cfr_mappings ? await cfrMappingEntries(deps.graph, mappings) : [];
  // Each mapping names the section it belongs to: a subsection shown here also carries the mappings
  // of the sections below it (Q10 3.2.2 under 3.2), which the spec's two levels have no place for.
  const entriesOf = (numbers: readonly string[]) =>
    entries.flatMap((entry, index) => {
      const number = numberOfMapping(mappings[index]!);
      return numbers.includes(number) ? [{ ...entry, ich_section: number }] : [];
    });
  const textOf = (section: SectionNode | undefined) => (query.section_depth === 'summary' ? summaryOf(section?.text ?? null) : (section?.text ?? ''));
  // A subsection's full text goes on with the sections below it, numbered and titled as the guideline prints them.
  const subsectionText = (number: string) => {
    const own = textOf(loaded.sections.get(number));
    if (query.section_depth === 'summary') return own;
    return [own, ...printedSections(loaded, descendantsOf(loaded, number))].filter((part) => part !== '').join('\n\n');
  };
  const questionsAndAnswers: LoadedQuestionsAndAnswers | null = guideline === 'Q7' ? await loadQuestionsAndAnswers(deps.graph) : null;
  // A section's own Q&As: those citing it or its paragraphs (a chapter lists those citing it by number only; its subsections list theirs).
  const qaOf = (number: string) => (questionsAndAnswers ? { questions_and_answers: questionsAndAnswersCiting(questionsAndAnswers, number, { chapterWide: false }) } : {});

  for (const number of mains) {
    // A chapter that is a heading over numbered sections (Q7 "5 PROCESS EQUIPMENT") holds its text in
    // them: the chapter resolved is its sections resolved, not a text of its own it never had.
    const children = childrenOf(loaded, number);
    const family = children.length > 0 ? children : [number];
    const withText = family.filter((n) => loaded.sections.get(n)?.text).length;
    evidence.add({
      source_type: 'ich_guidelines',
      source_id: ichApiId(guideline, number),
      retrieval_method: 'direct_lookup',
      confidence: family.length === 0 ? 0 : withText / family.length,
      sections_retrieved: withText,
      ...(info.date ? { publication_date: info.date } : {}),
      authority: 'ICH',
      verified: withText === family.length,
    });
  }
  const byCfr = new Map<string, { count: number; ich: Set<string> }>();
  for (const mapping of mappings) {
    const entry = byCfr.get(mapping.cfr_section) ?? { count: 0, ich: new Set<string>() };
    entry.count += 1;
    entry.ich.add(numberOfMapping(mapping));
    byCfr.set(mapping.cfr_section, entry);
  }
  const cfrTitles = new Map(entries.map((entry) => [entry.cfr_section, entry.title]));
  if (query.include_cfr_mappings && mappings.length > 0) {
    evidence.add({ source_type: 'cfr_mapping', source_id: `regulation-maps:${guideline}`, retrieval_method: 'cross_reference_mapping', confidence: mappings.reduce((sum, m) => sum + m.alignment_score, 0) / mappings.length, total_records: mappings.length, verified: true });
  }
  if (questionsAndAnswers && query.include_sections) {
    const shown = mains.flatMap((number) => [number, ...childrenOf(loaded, number)]).flatMap((number) => questionsAndAnswersCiting(questionsAndAnswers, number, { chapterWide: false }));
    addQuestionAndAnswerEvidence(evidence, questionsAndAnswers, shown);
  }
  const others = (['Q7', 'Q9', 'Q10'] as const).filter((other) => other !== guideline);
  const related = [];
  // Every mapping of the CFR sections this guideline maps to: which other guidelines share them.
  const otherMappings = mappings.length === 0 ? [] : await sectionMappings(deps.graph, 'cfr', [...byCfr.keys()]);
  for (const other of others) {
    const shared = new Set(otherMappings.filter((m) => guidelineCodes(other).some((code) => m.ich_section.startsWith(`ICH ${code} `))).map((m) => m.cfr_section));
    const otherInfo = guidelineInfo(await loadGuideline(deps.graph, other).catch(() => ({ guideline: other, sections: new Map(), node: null, code: other }) as LoadedGuideline));
    related.push({
      guideline_id: other,
      title: otherInfo.title,
      relationship: 'shares_cfr_mappings',
      description: query.include_cfr_mappings ? `${shared.size} CFR section(s) mapped to ${guideline} are also mapped to ${other} in the curated maps.` : `Also served by this API (GET /v1/kg/ich/${other}).`,
    });
  }
  const body = {
    guideline: {
      guideline_id: guideline,
      full_title: info.title,
      version: info.version,
      effective_date: info.date,
      scope: scopeOf(loaded),
      applicability: PRODUCT_TYPES[guideline].join(', '),
      regulatory_status: `ICH ${loaded.code}, ${info.version}${info.date ? ` of ${info.date}` : ''}`,
      last_updated: info.date,
      text_source: `ICH ${loaded.code}`,
    },
    table_of_contents: mains.map((number) => ({ section: number, title: loaded.sections.get(number)?.title ?? '', subsections: childrenOf(loaded, number) })),
    ...(query.include_sections
      ? {
          sections: mains.map((number) => ({
            section: number,
            title: loaded.sections.get(number)?.title ?? '',
            text: textOf(loaded.sections.get(number)),
            ...(query.include_cfr_mappings ? { cfr_mappings: entriesOf([number]) } : {}),
            ...qaOf(number),
            subsections: childrenOf(loaded, number).map((child) => ({
              section: child,
              title: loaded.sections.get(child)?.title ?? '',
              text: subsectionText(child),
              ...(query.include_cfr_mappings ? { cfr_mappings: entriesOf([child, ...descendantsOf(loaded, child)]) } : {}),
              ...qaOf(child),
            })),
          })),
        }
      : {}),
    ...(query.include_cfr_mappings
      ? {
          cfr_cross_reference_summary: {
            total_cfr_mappings: mappings.length,
            direct_mappings: mappings.filter((m) => m.relevance === 'direct').length,
            supporting_mappings: mappings.filter((m) => m.relevance === 'supporting').length,
            indirect_mappings: mappings.filter((m) => m.relevance === 'indirect').length,
            most_referenced_cfr: [...byCfr]
              .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0], 'en', { numeric: true }))
              .slice(0, 10)
              .map(([cfr, entry]) => ({ cfr_section: cfr, title: cfrTitles.get(cfr) ?? '', mapping_count: entry.count, ich_sections: [...entry.ich].sort(compareSectionNumbers) })),
          },
        }
      : {}),
    related_guidelines: related,
  };
  return {
    ...body,
    ...evidence.block(now.toISOString().slice(0, 10)),
    response_metadata: responseMetadata({ requestId: meta.requestId, startedAt: meta.startedAt, now, sources: evidence.size, extra: { ich_database_version: body.guideline.text_source, cache_status: 'miss' } }),
  };
}

/** Most common values, most frequent first, ties alphabetically. */
function top(values: readonly string[], n: number): Array<{ value: string; count: number }> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, n).map(([value, count]) => ({ value, count }));
}

/** Observations read per mapped CFR section for the practical guidance. */
const OBSERVATION_SAMPLE = 300;

/**
 * Deficiencies and focus areas from the 483 observations cited under the CFR sections the ICH
 * section maps to: the short descriptions FDA printed most often, and the sections and
 * observation categories most cited.
 */
async function practicalGuidance(search: SearchStore, mappings: readonly SectionMapping[]) {
  const sections = [...new Set(mappings.map((m) => m.cfr_section))];
  if (sections.length === 0) return { common_deficiencies: [], inspection_focus_areas: [], observations: 0 };
  await search.ensureIndex(OBSERVATIONS_INDEX, OBSERVATIONS_MAPPING);
  const page = await search.list<{ short_description: string | null; cfr_section: string | null; categories: string[] }>(OBSERVATIONS_INDEX, {
    filter: [{ field: 'cfr_section', in: sections }],
    sort: [{ field: 'inspection_end_date', order: 'desc' }],
    limit: OBSERVATION_SAMPLE,
  });
  const docs = page.items.map((item) => item.doc);
  const deficiencies = top(docs.map((doc) => doc.short_description?.trim() ?? '').filter((text) => text.length > 0), 5);
  const cited = top(docs.map((doc) => doc.cfr_section ?? '').filter(Boolean), 3);
  const categories = top(docs.flatMap((doc) => doc.categories ?? []), 3);
  return {
    common_deficiencies: deficiencies.map((d) => `${d.value} (${d.count} of ${docs.length} recent citations)`),
    inspection_focus_areas: [...cited.map((c) => `${c.value}: ${c.count} citation(s) in the 483 data`), ...categories.map((c) => `observation category ${c.value} (${c.count})`)],
    observations: page.total,
  };
}

/** `GET /v1/kg/ich/{guideline}/{section}`. */
export async function ichSection(deps: IchDeps, rawGuideline: string, rawSection: string, query: IchSectionQuery, meta: { requestId: string; startedAt: number }) {
  const guideline = parseKgGuideline(rawGuideline);
  const number = parseKgSection(rawSection);
  const now = deps.clock.now();
  // Built on every call: routes.ts keeps whole answers, serialised, in front (kg-answer-cache.ts).
  const loaded = await loadGuideline(deps.graph, guideline);
  const section = loaded.sections.get(number) ?? loaded.sections.get(`Annex ${number}`);
  if (!section) throw new ApiError('NOT_FOUND', `Section ${number} not found in guideline ${guideline}`);
  const info = guidelineInfo(loaded);
  const evidence = new EvidenceCollector();
  const children = childrenOf(loaded, number);
  // A heading over numbered sections is resolved when they are (see ichGuideline); its text is theirs.
  const childrenWithText = children.filter((child) => loaded.sections.get(child)?.text).length;
  const resolved = section.text ? 1 : children.length > 0 ? childrenWithText / children.length : 0;
  evidence.add({
    source_type: 'ich_guidelines',
    source_id: ichApiId(guideline, number),
    retrieval_method: 'direct_lookup',
    confidence: resolved,
    ...(info.date ? { publication_date: info.date } : {}),
    authority: 'ICH',
    verified: resolved === 1,
  });
  // A chapter or a section with child sections lists them; a Q7 subsection lists its numbered paragraphs.
  const subsections =
    children.length > 0
      ? children.map((child) => ({ subsection: child, title: loaded.sections.get(child)?.title ?? '', text: loaded.sections.get(child)?.text ?? '' }))
      : guideline === 'Q7'
        ? numberedParagraphs(number, section.text ?? '').map((p) => ({ subsection: p.number, text: p.text }))
        : [];
  const family = isTopLevel(number) ? [number, ...children] : [number];
  const mappings = await sectionMappings(deps.graph, 'ich', family.flatMap((n) => mappingIds(guideline, n)));
  const cfr = await cfrSections(deps.graph, mappings.map((m) => m.cfr_section.replace(/ \(QSR\)$/, '')));
  const curated = new Map(REGULATION_MAPPINGS.map((m) => [m.id, m]));
  const crossReferences = mappings
    .sort((a, b) => b.alignment_score - a.alignment_score || a.cfr_section.localeCompare(b.cfr_section, 'en', { numeric: true }))
    .map((mapping) => {
      const node = cfr.get(mapping.cfr_section.replace(/ \(QSR\)$/, ''));
      evidence.add({ source_type: 'cfr_mapping', source_id: cfrApiId(mapping.cfr_section), retrieval_method: 'cross_reference_mapping', confidence: node?.text ? mapping.alignment_score : 0, verified: Boolean(node?.text) });
      const detail = mapping.mapping_id ? curated.get(mapping.mapping_id) : undefined;
      return {
        cfr_section: mapping.cfr_section,
        title: node?.title ?? '',
        relevance: mapping.relevance,
        mapping_type: mapping.mapping_type,
        mapping_rationale: mapping.rationale,
        cfr_text_excerpt: summaryOf(node?.text ?? null, 400),
        alignment_score: mapping.alignment_score,
        subsection_mappings: detail?.subsection_mappings?.map((sub) => ({ ich_subsection: sub.ich_subsection, cfr_subsection: sub.cfr_subsection, alignment: sub.alignment, notes: sub.notes })) ??
          mapping.subsections.map((sub) => ({ ich_subsection: sub.ich, cfr_subsection: sub.cfr, alignment: null, notes: null })),
      };
    });
  // Other ICH sections that map to the same CFR sections: where the guidance on the same requirement continues.
  const siblings = mappings.length === 0 ? [] : await sectionMappings(deps.graph, 'cfr', [...new Set(mappings.map((m) => m.cfr_section))]);
  const own = new Set(family.flatMap((n) => mappingIds(guideline, n)));
  const relatedIds = [...new Map(siblings.filter((m) => !own.has(m.ich_section)).map((m) => [m.ich_section, m])).values()].slice(0, 8);
  const relatedNodes = await ichSections(deps.graph, relatedIds.map((m) => m.ich_section));
  const loadedQuestionsAndAnswers = guideline === 'Q7' ? await loadQuestionsAndAnswers(deps.graph) : null;
  const questionsAndAnswers = loadedQuestionsAndAnswers ? questionsAndAnswersCiting(loadedQuestionsAndAnswers, number, { chapterWide: true }) : null;
  if (loadedQuestionsAndAnswers && questionsAndAnswers) addQuestionAndAnswerEvidence(evidence, loadedQuestionsAndAnswers, questionsAndAnswers);
  const guidance = await practicalGuidance(deps.search, mappings);
  evidence.add({ source_type: 'fda_483_database', source_id: `483-citations:${[...new Set(mappings.map((m) => cfrApiId(m.cfr_section)))].join(',') || 'none'}`, retrieval_method: 'deficiency_pattern_analysis', confidence: guidance.observations > 0 ? 1 : 0, total_records: guidance.observations, verified: guidance.observations > 0 || mappings.length === 0 });
  const parentNumber = parentOf(number);
  const parent = parentNumber ? loaded.sections.get(parentNumber) : undefined;
  // A heading without text of its own reads as the guideline prints it: its sections, numbered and titled.
  const fullText = section.text ?? printedSections(loaded, children).join('\n\n');
  const body = {
    guideline_info: { guideline_id: guideline, full_title: info.title, version: info.version, effective_date: info.date },
    section: {
      section_number: number,
      section_id: ichApiId(guideline, number),
      title: section.title ?? '',
      parent_section: parent && parentNumber ? { section_number: parentNumber, title: parent.title ?? '' } : null,
      full_text: fullText,
      ...(query.include_subsections ? { subsections } : {}),
      // From the texts only: a chapter's full_text carries its sections' titles, which end no sentence.
      key_requirements: requirementSentences(section.text || subsections.map((s) => s.text).join(' ')),
      applicability: {
        manufacturing_stages: mentioned(`${section.title ?? ''} ${fullText}`, STAGES),
        facility_types: mentioned(`${section.title ?? ''} ${fullText}`, FACILITIES),
        product_types: PRODUCT_TYPES[guideline],
      },
    },
    ...(query.include_cfr_mappings ? { cfr_cross_references: crossReferences } : {}),
    related_ich_sections: relatedIds.map((m) => ({
      section: m.ich_section.replace(/^ICH /, ''),
      title: relatedNodes.get(m.ich_section)?.title ?? '',
      relationship: 'maps_to_same_cfr',
      description: `Also mapped to ${m.cfr_section} (${m.relevance}, alignment ${m.alignment_score}).`,
    })),
    ...(query.include_context && parent && parentNumber ? { parent_context: { section_number: parentNumber, title: parent.title ?? '', text: parent.text ?? '' } } : {}),
    ...(questionsAndAnswers ? { questions_and_answers: questionsAndAnswers } : {}),
    practical_guidance: {
      // No source in the data states implementation steps for a section; the list stays empty rather than invented.
      implementation_steps: [],
      common_deficiencies: guidance.common_deficiencies,
      inspection_focus_areas: guidance.inspection_focus_areas,
      basis: mappings.length === 0 ? 'No curated CFR mapping links this section to the 483 data.' : `Form 483 observations cited under ${[...new Set(mappings.map((m) => m.cfr_section))].join(', ')} (the CFR sections this section maps to).`,
    },
  };
  return {
    ...body,
    ...evidence.block(now.toISOString().slice(0, 10)),
    response_metadata: responseMetadata({ requestId: meta.requestId, startedAt: meta.startedAt, now, sources: evidence.size, extra: { ich_database_version: `ICH ${guidelineCodes(guideline)[0]}`, cache_status: 'miss' } }),
  };
}
