import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector } from '../../connector.ts';
import { fetchFdaGuidance, probeFdaGuidance } from './fetch-live.ts';
import { FDA_GUIDANCE_DIR, FDA_GUIDANCE_FOLDERS, readFdaGuidanceMirror } from './read-mirror.ts';

const SCHEMA_VERSION = 1;

/**
 * FDA guidance documents for semantic search: one record per guidance (id
 * `fda-guidance:<title key>`, see `guidanceKey`) with its metadata and section-aware chunks.
 * Oncology guidances are published under the spec's `fda-oncology` source id, the rest under `fda`.
 * Mirror: `fda_guidance_documents/` (index CSV + markdown tarball + PDFs) and the `FDA_Guidance_*`
 * files of `ich_eu_gmp_reference_set/` (Process Validation, 2011); live: FDA's guidance
 * listing JSON and each guidance's PDF (see fetch-live.ts for endpoint, paging, cursor and rate).
 */
export const fdaGuidanceConnector: Connector = {
  name: 'fda-guidance',
  description: 'FDA guidance documents: metadata and section-aware text chunks for semantic search',
  topic: TOPICS.rawRuleDocuments,
  schemaVersion: SCHEMA_VERSION,
  mirrorFolder: FDA_GUIDANCE_FOLDERS,
  // Weekly, Tuesday 02:30: FDA posts guidances on working days; the cursor keeps runs small.
  defaultSchedule: '30 2 * * 2',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, FDA_GUIDANCE_DIR)),
  readMirror: ({ mirrorDir }) => readFdaGuidanceMirror(mirrorDir),
  probeLive: (context) => probeFdaGuidance(context),
  fetchLive: (context) => fetchFdaGuidance(context, SCHEMA_VERSION),
};
