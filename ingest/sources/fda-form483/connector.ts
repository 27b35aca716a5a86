import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, SourceItem } from '../../connector.ts';
import { form483InspectionId } from '../../util/inspection-id.ts';
import { usStateCode } from '../../util/us-states.ts';
import { parseForm483Text } from './parse-form483-text.ts';

/** Mirror folder of published Form 483 documents (PDF plus its `pdftotext -layout` text). */
export const FORM483_DOCUMENTS_DIR = 'fda_form483_documents';

/**
 * Published Form FDA 483 documents: one raw record per document, from the text extracted from
 * each PDF. The four scanned PDFs carry an OCR layer and the born-digital one clean text; the
 * parser tolerates both and reports which it was (`text_quality`).
 */
export const form483DocumentsConnector: Connector = {
  name: 'fda-483-documents',
  description: 'Published Form FDA 483 documents (full text): header, investigators, numbered observations',
  topic: TOPICS.rawForm483,
  schemaVersion: 1,
  mirrorFolder: FORM483_DOCUMENTS_DIR,
  defaultSchedule: '30 4 * * *',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, FORM483_DOCUMENTS_DIR)),
  async *readMirror({ mirrorDir }): AsyncIterable<SourceItem> {
    const dir = join(mirrorDir, FORM483_DOCUMENTS_DIR);
    const files = readdirSync(dir)
      .filter((name) => name.toLowerCase().endsWith('.txt'))
      .sort();
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      const parsed = parseForm483Text(text);
      if (!parsed.ok) {
        yield { ok: false, reason: parsed.reason, ref: file };
        continue;
      }
      const doc = parsed.value;
      const endDate = doc.inspection_end_date ?? doc.date_issued;
      if (!doc.fei_number) {
        yield { ok: false, reason: 'no FEI number found in the 483 header', ref: file };
        continue;
      }
      if (!endDate) {
        yield { ok: false, reason: 'no inspection end date or issue date found in the 483 header', ref: file };
        continue;
      }
      yield {
        ok: true,
        id: form483InspectionId(doc.fei_number, endDate),
        body: {
          inspection_id: form483InspectionId(doc.fei_number, endDate),
          fei_number: doc.fei_number,
          firm_name: doc.firm_name ?? file,
          street_address: doc.street_address,
          city: doc.city,
          state: usStateCode(doc.state),
          country: doc.country,
          establishment_type: doc.establishment_type,
          inspection_start_date: doc.inspection_start_date,
          inspection_end_date: endDate,
          date_issued: doc.date_issued,
          publish_date: null,
          source_url: null,
          text_quality: looksOcr(text) ? 'ocr' : 'born_digital',
          investigators: doc.investigators,
          observations_text: doc.observations_text,
        },
      };
    }
  },
};

/**
 * Scanned 483s betray their OCR layer through the header labels, which OCR reliably mangles
 * ("FEJNUMBER", "OATE(S)"); born-digital text spells them right.
 */
function looksOcr(text: string): boolean {
  return !/FEI NUMBER/.test(text) || /OATE\(S\)|FEJ ?NUMBER|D ISTRICT/.test(text);
}
