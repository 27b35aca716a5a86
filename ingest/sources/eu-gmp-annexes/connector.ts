import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector } from '../../connector.ts';
import { EU_GMP_DIR, readEuGmpAnnexes } from './read-mirror.ts';

/**
 * EU GMP annexes (EudraLex Volume 4: Annex 1 sterile manufacture, Annex 11 computerised systems,
 * Annex 15 qualification and validation) as rule documents, source `ema` with publisher
 * 'European Commission' (SPEC-DECISIONS 26), chunked along the annexes' numbered sections.
 * Mirror only (`ich_eu_gmp_reference_set/EU_GMP_Annex*`); no live fetcher yet.
 */
export const euGmpAnnexesConnector: Connector = {
  name: 'eu-gmp-annexes',
  description: 'EU GMP annexes (EudraLex Vol. 4 Annexes 1, 11, 15) as rule documents with section-aware chunks',
  topic: TOPICS.rawRuleDocuments,
  schemaVersion: 1,
  mirrorFolder: EU_GMP_DIR,
  // The Commission revises an annex every few years: monthly (1st, 03:55).
  defaultSchedule: '55 3 1 * *',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, EU_GMP_DIR)),
  readMirror: ({ mirrorDir }) => readEuGmpAnnexes(mirrorDir),
};
