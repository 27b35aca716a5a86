import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector } from '../../connector.ts';
import { fetchIchLive, probeIch } from './live.ts';
import { ICH_MIRROR_FOLDERS, ichMirrorPresent, readIchMirror } from './read-mirror.ts';

/**
 * ICH guidelines (E6(R3), Q5E, Q7, Q8(R2), Q9/Q9(R1), Q10, Q11), one record per numbered
 * section (`ICH Q10 3.2.1`, `ICH E6(R3) 3.10.1`), table of contents, running headers and page
 * numbers left out.
 *
 * - Mirror (`ich_guidelines/`, and `ich_q7_q9r1/` for Q7 and Q9(R1)): pdftotext `.txt` of the PDFs
 *   (a PDF only without its text), and E6(R3) transcribed to markdown, used instead of its text
 *   because it is complete. The Q7 Q&As are their own document, one record per Q&A
 *   (`ICH Q7 Q&As 2.1`: question as title, answer as text; `q7-questions-and-answers.ts`).
 * - Live: the PDFs on database.ich.org through pdf.js, conditional GETs against the ETags kept in
 *   the cursor, 1 request/s; HEAD requests for the probe. See `live.ts`.
 *
 * These section records feed the knowledge graph (`/v1/kg/ich`). Rule search reads whole
 * documents: the `ich-rule-documents` connector (rule-documents.connector.ts) publishes every ICH
 * guideline of the mirror, the reference set's Q1A–Q14 included, on `raw.rules.documents`.
 */
export const ichGuidelinesConnector: Connector = {
  name: 'ich-guidelines',
  description: 'ICH guidelines (E6(R3), Q5E, Q7, Q8(R2), Q9, Q10, Q11), one record per section',
  topic: TOPICS.rawIchSections,
  schemaVersion: 1,
  mirrorFolder: ICH_MIRROR_FOLDERS,
  // ICH revises a guideline every few years: a monthly run (1st, 03:45) is ample.
  defaultSchedule: '45 3 1 * *',
  isPresent: ichMirrorPresent,
  readMirror: ({ mirrorDir }) => readIchMirror(mirrorDir),
  probeLive: probeIch,
  fetchLive: fetchIchLive,
};
