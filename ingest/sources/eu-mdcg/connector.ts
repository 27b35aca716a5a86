import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector } from '../../connector.ts';
import { fetchMdcg, probeMdcg } from './fetch-live.ts';
import { MDCG_DIR, readMdcgMirror } from './read-mirror.ts';

const SCHEMA_VERSION = 1;

/**
 * EU MDCG guidance documents (MDR/IVDR implementation guidance) for semantic search: one record
 * per document (id `eu-mdcg:<pdf file name>`) with cover-page metadata and section-aware chunks.
 * Published as source `ema` with publisher 'European Commission MDCG': the spec has no EU source
 * id, and MDCG documents are the Commission's, not EMA's.
 * Mirror: `eu_mdcg_documents/`; live: the Commission's MDCG page and its PDFs (see fetch-live.ts).
 */
export const euMdcgConnector: Connector = {
  name: 'eu-mdcg',
  description: 'EU MDCG guidance documents (MDR/IVDR): cover-page metadata and section-aware text chunks',
  topic: TOPICS.rawRuleDocuments,
  schemaVersion: SCHEMA_VERSION,
  mirrorFolder: MDCG_DIR,
  // Weekly, Wednesday 02:45: the page changes a few times a month.
  defaultSchedule: '45 2 * * 3',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, MDCG_DIR)),
  readMirror: ({ mirrorDir }) => readMdcgMirror(mirrorDir),
  probeLive: (context) => probeMdcg(context),
  fetchLive: (context) => fetchMdcg(context, SCHEMA_VERSION),
};
