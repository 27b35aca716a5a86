import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector } from '../../connector.ts';
import { fetchEcfrLive, probeEcfr } from './live.ts';
import { CFR_MIRROR_FOLDER, readCfrMirror } from './read-mirror.ts';

/**
 * Title 21 of the Code of Federal Regulations, one record per section (`21 CFR 211.192`), so
 * 483 observations and warning letters can be tied to the regulation text they cite.
 *
 * - Mirror (`cfr_title21/`): eCFR prints of parts 211 and 610 (text; the PDF twin only when the
 *   text is missing) and device parts 800–830 as markdown (with the QSR and QMSR texts of 820).
 * - Live: the eCFR versioner API (https://www.ecfr.gov/developers/documentation/api/v1), XML of
 *   each configured part at a point in time, per-section amendment dates from the versions
 *   endpoint, parts unchanged since the cursor skipped; 1 request/s. See `live.ts`.
 *
 * Ids are the CFR citation, identical across renderings; see `ecfrRecordId` for the two texts of
 * Part 820.
 */
export const ecfrTitle21Connector: Connector = {
  name: 'ecfr-title21',
  description: '21 CFR sections (eCFR XML live; eCFR prints and device-part markdown in the mirror)',
  topic: TOPICS.rawEcfrSections,
  schemaVersion: 1,
  mirrorFolder: CFR_MIRROR_FOLDER,
  // The eCFR is updated daily; a weekly run (Sunday 02:30) catches amendments within days.
  defaultSchedule: '30 2 * * *',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, CFR_MIRROR_FOLDER)),
  readMirror: ({ mirrorDir }) => readCfrMirror(mirrorDir),
  probeLive: probeEcfr,
  fetchLive: fetchEcfrLive,
};
