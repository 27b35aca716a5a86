import { z } from 'zod';
import { chunkDocument } from '../rule-documents/chunker.ts';
import { monthYear } from '../rule-documents/dates.ts';
import { RuleDocumentRecord, type RuleDocumentChunk, Text } from '../rule-documents/record.ts';
import { type TextLayout, q7QuestionAndAnswerChunks } from './q7-questions-and-answers.ts';
import { guideline, readVersion } from './guidelines.ts';

/**
 * One ICH guideline as a whole rule document for rule search (`raw.rules.documents`, source
 * `ich`; SPEC-DECISIONS 26), beside the per-section records the knowledge graph reads: search hits
 * are documents whose chunks follow the guideline's own numbered sections.
 */

/** Body of an ICH guideline on `raw.rules.documents`. */
export const IchRuleDocumentRecord = RuleDocumentRecord.extend({
  source_id: z.literal('ich'),
  /** ICH, or FDA for FDA's republication of an ICH guideline (its own numbering and cover). */
  publisher: z.enum(['International Council for Harmonisation (ICH)', 'U.S. Food and Drug Administration']),
  /** As ICH writes it: `Q1A(R2)`, `Q9(R1)`, `E6(R3)`. */
  guideline_code: Text,
  /** What the title page states: `Step 4`, `Step 4 (final version)`, FDA's month of issue. */
  version: Text.nullable(),
  text_source: z.literal('pdf-text'),
});
export type IchRuleDocumentRecord = z.infer<typeof IchRuleDocumentRecord>;

export const ICH_PUBLISHER = 'International Council for Harmonisation (ICH)';
const FDA_PUBLISHER = 'U.S. Food and Drug Administration';

/**
 * Titles of the guidelines the mirror holds, as ICH titles them (the KG catalogue in
 * `guidelines.ts` covers the rest). A guideline not listed keeps its code as title: an unknown
 * title is not made up.
 */
const TITLES: Readonly<Record<string, string>> = {
  'Q1A(R2)': 'Stability Testing of New Drug Substances and Products',
  'Q2(R2)': 'Validation of Analytical Procedures',
  'Q3A(R2)': 'Impurities in New Drug Substances',
  'Q3B(R2)': 'Impurities in New Drug Products',
  'Q3C(R9)': 'Impurities: Guideline for Residual Solvents',
  'Q3D(R2)': 'Guideline for Elemental Impurities',
  Q6A: 'Specifications: Test Procedures and Acceptance Criteria for New Drug Substances and New Drug Products: Chemical Substances',
  Q6B: 'Specifications: Test Procedures and Acceptance Criteria for Biotechnological/Biological Products',
  Q12: 'Technical and Regulatory Considerations for Pharmaceutical Product Lifecycle Management',
  Q13: 'Continuous Manufacturing of Drug Substances and Drug Products',
  Q14: 'Analytical Procedure Development',
};

/**
 * The Q7 Q&As chunk one Q&A per chunk (the layout's two columns joined by the Q&A parser); null
 * for any other document, or when the parser finds no Q&A (the plain chunker then reads it).
 */
function questionAndAnswerChunks(identity: IchFileIdentity, text: string, layout: TextLayout): RuleDocumentChunk[] | null {
  if (!identity.questionsAndAnswers || identity.code !== 'Q7') return null;
  const chunks = q7QuestionAndAnswerChunks(text, layout);
  return chunks.length > 0 ? chunks : null;
}

/** What a mirror file name says: the guideline code, whether it is the Q&A companion, whose edition. */
export interface IchFileIdentity {
  code: string;
  questionsAndAnswers: boolean;
  edition: 'ICH' | 'FDA';
}

/**
 * Reads `ICH_Q1A_R2_Step4_2003.txt`, `ICH_Q9R1_…`, `ICH_E6R3_…`, `ICH_Q7_QAs_2015.txt`,
 * `FDA_Guidance_ICH_Q8R2_…`; null for a name that carries no ICH code.
 */
export function ichFileIdentity(fileName: string): IchFileIdentity | null {
  const match = /(?:^|_)ICH_([QESM]\d{1,2}[A-F]?)(?:_?R(\d{1,2}))?(?=_|\.|$)/i.exec(fileName);
  if (!match) return null;
  const code = `${match[1]!.toUpperCase()}${match[2] ? `(R${match[2]})` : ''}`;
  return { code, questionsAndAnswers: /_Q&?As?(?:_|\.|$)/i.test(fileName), edition: /^FDA_/i.test(fileName) ? 'FDA' : 'ICH' };
}

/** The record id: `ich-guideline:q1a-r2`, `ich-guideline:q7-qa` (stable per document, URL-safe). */
export function ichRuleDocumentId(identity: IchFileIdentity): string {
  const slug = identity.code.toLowerCase().replace(/[()]/g, '').replace(/r(\d+)$/, '-r$1');
  return `ich-guideline:${slug}${identity.questionsAndAnswers ? '-qa' : ''}`;
}

/**
 * The rule-document body of one guideline's pdftotext: title from the catalogues, version and
 * date from its title page (`Current Step 4 version dated 4 June 2008`; a month alone, as in
 * `dated August 2009`, is kept as the month), chunks along its numbered sections (the Q7 Q&As:
 * one chunk per Q&A, from text laid out as `layout` says).
 */
export function ichRuleDocumentBody(identity: IchFileIdentity, text: string, sourceFile: string, layout: TextLayout = 'pdftotext'): IchRuleDocumentRecord {
  const head = text.slice(0, 6_000);
  const version = readVersion(head);
  const known = guideline(identity.code);
  const name = TITLES[identity.code] ?? known?.title ?? null;
  const subject = identity.questionsAndAnswers ? `Questions and Answers${name ? ` on ${name}` : ''}` : name;
  const dated = /\bdated\s+((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4})/.exec(head.replace(/\s+/g, ' '));
  const issueMonth = version.date?.slice(0, 7) ?? (dated ? monthYear(dated[1]!) : identity.edition === 'FDA' ? monthYear(version.version ?? '') : null);
  return {
    source_id: 'ich',
    publisher: identity.edition === 'FDA' ? FDA_PUBLISHER : ICH_PUBLISHER,
    document_type: identity.questionsAndAnswers ? 'ICH questions and answers' : identity.edition === 'FDA' ? 'ICH guideline (FDA edition)' : 'ICH guideline',
    reference: `ICH ${identity.code}${identity.questionsAndAnswers ? ' Q&As' : ''}`,
    title: subject ? `ICH ${identity.code}: ${subject}` : `ICH ${identity.code}`,
    issue_date: version.date,
    issue_month: issueMonth,
    // ICH adopts; each region sets its own effective date, which the document does not state.
    effective_date: null,
    updated_date: null,
    status: 'final',
    therapeutic_area: null,
    url: known?.url ?? `https://www.ich.org/page/${identity.code.startsWith('E') ? 'efficacy' : identity.code.startsWith('S') ? 'safety' : identity.code.startsWith('M') ? 'multidisciplinary' : 'quality'}-guidelines`,
    source_file: sourceFile,
    part: null,
    chunks: questionAndAnswerChunks(identity, text, layout) ?? chunkDocument(text, { style: 'plain' }),
    guideline_code: identity.code,
    version: version.version,
    text_source: 'pdf-text',
  };
}
