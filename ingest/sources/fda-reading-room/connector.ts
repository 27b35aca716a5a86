import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector, SourceItem } from '../../connector.ts';
import { form483InspectionId } from '../../util/inspection-id.ts';
import { usStateCode } from '../../util/us-states.ts';
import { parseReadingRoomCsv } from './parse-reading-room-csv.ts';

/** Mirror folder of the reading-room OCR data set. */
export const READING_ROOM_DIR = 'fda_483_reading_room_ocr';
/** The per-document file of that folder (the other file is a derived per-topic table). */
const DOCUMENT_FILE = /^fda_reading_room_form483_dataset.*\.csv$/i;

/**
 * The FDA reading-room Form 483 set: 483s listed in FDA's published-483 pages, OCR'd, one CSV row
 * per document with FEI, dates, investigators and the observations body.
 *
 * Mirror only: the set is a one-off OCR of FDA's PDFs made by a third party (see its
 * PROVENANCE.md), with no endpoint to fetch again. Its live equivalent is `fda-483-documents`,
 * which downloads the same published PDFs and reads them itself.
 */
export const readingRoomConnector: Connector = {
  name: 'fda-483-reading-room',
  description: 'FDA reading-room Form 483s (OCR): FEI, dates, investigators, observation text',
  topic: TOPICS.rawForm483,
  schemaVersion: 1,
  mirrorFolder: READING_ROOM_DIR,
  defaultSchedule: '0 4 * * 1',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, READING_ROOM_DIR)),
  async *readMirror({ mirrorDir }): AsyncIterable<SourceItem> {
    const dir = join(mirrorDir, READING_ROOM_DIR);
    const files = readdirSync(dir)
      .filter((name) => DOCUMENT_FILE.test(name))
      .sort();
    if (files.length === 0) throw new Error(`no fda_reading_room_form483_dataset*.csv in ${dir}`);
    for (const file of files) {
      for (const row of parseReadingRoomCsv(readFileSync(join(dir, file), 'utf8'))) {
        const ref = `${file}#row${row.row}`;
        if (!row.ok) {
          yield { ok: false, reason: row.reason, ref };
          continue;
        }
        const doc = row.value;
        const endDate = doc.inspection_end_date ?? doc.record_date;
        if (!endDate) {
          yield { ok: false, reason: 'no inspection end date or record date', ref, raw: { fei_number: doc.fei_number } };
          continue;
        }
        const inspectionId = form483InspectionId(doc.fei_number, endDate);
        yield {
          ok: true,
          id: inspectionId,
          body: {
            inspection_id: inspectionId,
            fei_number: doc.fei_number,
            firm_name: doc.company_name,
            street_address: null,
            city: null,
            state: usStateCode(doc.state),
            country: 'United States',
            establishment_type: doc.establishment_type,
            inspection_start_date: doc.inspection_start_date,
            inspection_end_date: endDate,
            date_issued: doc.record_date,
            publish_date: doc.publish_date,
            source_url: doc.source_url,
            text_quality: 'ocr',
            investigators: doc.investigators,
            observations_text: doc.observations_text,
          },
        };
      }
    }
  },
};
