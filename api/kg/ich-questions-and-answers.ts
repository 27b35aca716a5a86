import { z } from 'zod';
import type { GraphStore } from '../../graph/graph-store.port.ts';
import type { EvidenceCollector } from './evidence.ts';
import { compareSectionNumbers, guidelineNode, guidelineSections, stringProp } from './kg-knowledge.ts';

/*
 * The ICH Q7 Q&As (Q7 Implementation Working Group, 2015) beside the Q7 sections they cite, for
 * `GET /v1/kg/ich/Q7` and `/v1/kg/ich/Q7/{section}`. The ICH connector ingests each Q&A as a section
 * of the document `ICH Q7 Q&As` (question as title, answer as text), and the graph sink links it by
 * CITES to the Q7 sections its own `[ICH Q7, Section …]` references name. The answers read those
 * edges, so a Q&A whose text went missing is still listed, as an unverified source. Document 3 has
 * no field for the Q&As: they are an extension field, `questions_and_answers`, as
 * `practical_guidance.basis` and `guideline.text_source` extend the spec's shapes.
 */

/** The rule document holding the Q&As (`GET /v1/rules/ich-guideline:q7-qa`): the id a client fetches. */
export const Q7_QA_RULE_ID = 'ich-guideline:q7-qa';
const Q7_QA_CODE = 'Q7 Q&As';
const EXCERPT_CHARS = 300;

export const QuestionAndAnswerRef = z
  .object({
    qa_number: z.string().describe('The Q&A number in the ICH Q7 Q&As (`5.1`): Q7 chapter, then position; not a Q7 section number.'),
    question: z.string().describe('The question as the Q&A document states it.'),
    answer_excerpt: z.string().describe(`The opening of the answer (up to ${EXCERPT_CHARS} characters, cut at a word, "…" when cut).`),
    cited_sections: z.array(z.string()).describe('Every Q7 section the Q&A cites, as cited (`12.76` is a paragraph of section 12.7).'),
    source_id: z.string().describe('The rule document holding the Q&A, `ich-guideline:q7-qa` (GET /v1/rules/ich-guideline:q7-qa); the Q&A is its section headed `Q&A <qa_number>`.'),
    page_reference: z.string().describe('`Q&A <qa_number>`: the heading of the Q&A in that document.'),
  })
  .meta({ id: 'KgIchQuestionAndAnswer' })
  .describe(
    'A Q&A of the ICH Q7 Q&As (Step 4, 10 June 2015) that cites this section: extension field (document 3 has none for the Q&As). Listed when the Q&A cites the section itself or one of its numbered paragraphs (for a chapter: any of its sections).',
  );
export type QuestionAndAnswerRef = z.output<typeof QuestionAndAnswerRef>;

/** One ingested Q&A with the Q7 sections it cites. */
export interface LoadedQuestionAndAnswer {
  number: string;
  question: string;
  /** Null when the node has lost its text (known by its question only). */
  answer: string | null;
  /** The Q7 sections its CITES edges end on, each with the numbers as cited (`12.7`: `12.72` …). */
  cites: Array<{ section: string; numbers: string[] }>;
}

export interface LoadedQuestionsAndAnswers {
  entries: LoadedQuestionAndAnswer[];
  /** The document's date (`2015-06-10`), when ingested. */
  date: string | null;
}

const numbersOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * Every ingested Q7 Q&A, in Q&A order, with the Q7 sections its CITES edges name (the link the
 * graph sink drew from the Q&A's references); none when the document was not ingested.
 */
export async function loadQuestionsAndAnswers(graph: GraphStore): Promise<LoadedQuestionsAndAnswers> {
  const sections = await guidelineSections(graph, Q7_QA_CODE);
  if (sections.size === 0) return { entries: [], date: null };
  const node = await guidelineNode(graph, Q7_QA_CODE);
  const entries = await Promise.all(
    [...sections]
      .sort(([a], [b]) => compareSectionNumbers(a, b))
      .map(async ([number, section]) => {
        const cited = await graph.neighbours({ node: { label: 'IchSection', key: section.id }, type: 'CITES', direction: 'out' });
        return {
          number,
          question: section.title ?? '',
          answer: section.text,
          cites: cited.filter((entry) => entry.node.key.startsWith('ICH Q7 ')).map((entry) => ({ section: entry.node.key.slice('ICH Q7 '.length), numbers: numbersOf(entry.edge.properties.sections) })),
        };
      }),
  );
  return { entries, date: stringProp(node ?? undefined, 'date') };
}

/**
 * Whether a CITES edge ends under a Q7 section: on the section itself (the edge already ends on
 * the section holding a cited paragraph); with `chapterWide`, for a chapter, on any of its sections.
 */
function isUnder(cited: string, section: string, chapterWide: boolean): boolean {
  return cited === section || (chapterWide && /^\d+$/.test(section) && cited.split('.')[0] === section);
}

/**
 * The Q&As citing a Q7 section, as a section answer lists them. `chapterWide`: a chapter lists the
 * Q&As citing any of its sections (a chapter's own answer, which returns all its subsections);
 * otherwise only those citing the section itself or its paragraphs (the guideline listing, where
 * each subsection lists its own).
 */
export function questionsAndAnswersCiting(loaded: LoadedQuestionsAndAnswers, section: string, options: { chapterWide: boolean }): QuestionAndAnswerRef[] {
  return loaded.entries
    .filter((entry) => entry.cites.some((cited) => isUnder(cited.section, section, options.chapterWide)))
    .map((entry) => ({
      qa_number: entry.number,
      question: entry.question,
      answer_excerpt: excerptOf(entry.answer ?? ''),
      cited_sections: [...new Set(entry.cites.flatMap((cited) => (cited.numbers.length > 0 ? cited.numbers : [cited.section])))].sort(compareSectionNumbers),
      source_id: Q7_QA_RULE_ID,
      page_reference: `Q&A ${entry.number}`,
    }));
}

/** The opening of a text up to `max` characters, cut at a word. */
function excerptOf(text: string, max = EXCERPT_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * One evidence entry for the Q&As an answer lists: the rule document, verified when every listed
 * Q&A has its answer text, with the Q&A headings as page reference. Nothing is added for none.
 */
export function addQuestionAndAnswerEvidence(evidence: EvidenceCollector, loaded: LoadedQuestionsAndAnswers, listed: readonly QuestionAndAnswerRef[]): void {
  const numbers = [...new Set(listed.map((entry) => entry.qa_number))].sort(compareSectionNumbers);
  if (numbers.length === 0) return;
  const withText = numbers.filter((number) => loaded.entries.find((entry) => entry.number === number)?.answer).length;
  evidence.add({
    source_type: 'ich_guidelines',
    source_id: Q7_QA_RULE_ID,
    retrieval_method: 'cross_reference_mapping',
    confidence: withText / numbers.length,
    sections_retrieved: withText,
    ...(loaded.date ? { publication_date: loaded.date } : {}),
    authority: 'ICH',
    page_reference: numbers.map((number) => `Q&A ${number}`).join(', '),
    verified: withText === numbers.length,
  });
}
