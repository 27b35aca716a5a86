import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector } from '../../connector.ts';
import { ICH_RULE_FOLDER_PATTERN, ichRuleMirrorPresent, readIchRuleDocuments } from './read-rule-documents.ts';

/**
 * ICH guidelines as whole rule documents for rule search (`raw.rules.documents`, source `ich`):
 * one record per guideline (id `ich-guideline:<code>`), chunked along its numbered sections. The
 * `ich-guidelines` connector publishes the same texts section by section for the knowledge graph;
 * this one feeds the rules index (SPEC-DECISIONS 26: hits are documents).
 *
 * Mirror only: `ich_guidelines/`, `ich_q7_q9r1/` and the `ICH_*` files of
 * `ich_eu_gmp_reference_set/` (pdftotext twins, a PDF through pdf.js only when its text is
 * missing). No live fetcher yet: the live ICH PDFs are read section by section by `ich-guidelines`.
 */
export const ichRuleDocumentsConnector: Connector = {
  name: 'ich-rule-documents',
  description: 'ICH guidelines (E6(R3), Q1A–Q14, Q7 and its Q&As, Q9(R1)…) as rule documents with section-aware chunks',
  topic: TOPICS.rawRuleDocuments,
  schemaVersion: 1,
  mirrorFolder: ICH_RULE_FOLDER_PATTERN,
  // ICH revises a guideline every few years: monthly (1st, 03:50), after the section connector.
  defaultSchedule: '50 3 1 * *',
  isPresent: ichRuleMirrorPresent,
  readMirror: ({ mirrorDir }) => readIchRuleDocuments(mirrorDir),
};
