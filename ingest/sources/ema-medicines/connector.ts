import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TOPICS } from '../../../infra/bus/topics.ts';
import type { Connector } from '../../connector.ts';
import { fetchEmaMedicines, probeEmaMedicines } from './fetch-live.ts';
import { EMA_MEDICINES_DIR, readEmaMedicinesMirror } from './read-mirror.ts';

const SCHEMA_VERSION = 1;

/**
 * EMA medicines (the EPAR "download medicine data" table): one rule document per centrally
 * assessed human or veterinary medicine (id `ema-medicine:<EMA product number>`), with therapeutic
 * area, substances, ATC, status, holder, flags and dates as fields and a readable rendering of its
 * indication and particulars as chunks. Mirror: `ema_medicines_epar/`; live: EMA's xlsx download.
 */
export const emaMedicinesConnector: Connector = {
  name: 'ema-medicines',
  description: 'EMA medicines (EPAR table): indication, therapeutic area, status and particulars, chunked for search',
  topic: TOPICS.rawRuleDocuments,
  schemaVersion: SCHEMA_VERSION,
  mirrorFolder: EMA_MEDICINES_DIR,
  // Daily at 03:15: EMA regenerates the table every day; an unchanged file costs one HEAD request.
  defaultSchedule: '15 3 * * *',
  isPresent: (mirrorDir) => existsSync(join(mirrorDir, EMA_MEDICINES_DIR)),
  readMirror: ({ mirrorDir }) => readEmaMedicinesMirror(mirrorDir),
  probeLive: (context) => probeEmaMedicines(context),
  fetchLive: (context) => fetchEmaMedicines(context, SCHEMA_VERSION),
};
