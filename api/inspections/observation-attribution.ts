import type { EnrichedObservation } from '../../enrich/records/enriched-observation.ts';

/** The FDA's electronic reading room, where the published 483s are. */
export const READING_ROOM_URL = 'https://www.fda.gov/about-fda/office-inspections-and-investigations/oii-foia-electronic-reading-room';

/** Where an observation's text comes from, as every route that shows one names it. */
export function observationAttribution(doc: Pick<EnrichedObservation, 'text_quality' | 'source_url' | 'fetched_at'>) {
  return {
    api_version: 'v1',
    data_source_name: doc.text_quality === 'ocr' ? 'FDA Form 483 (FDA reading room, OCR text)' : 'FDA Form 483 (published document text)',
    data_source_url: doc.source_url ?? READING_ROOM_URL,
    last_updated: doc.fetched_at,
  };
}
