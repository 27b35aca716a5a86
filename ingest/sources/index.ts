import type { Connector } from '../connector.ts';
import { form483DocumentsConnector } from './fda-form483/connector.ts';
import { inspectionObservationsConnector } from './fda-inspection-observations/connector.ts';
import { readingRoomConnector } from './fda-reading-room/connector.ts';

/**
 * Every connector, in the order `ingest all` runs them. Reference data comes first: enrichment
 * reads the citation catalogue as a table when it enriches 483 observations. The reading-room OCR
 * copies of 483s come before the published PDF texts of the same 483s.
 */
export const CONNECTORS: readonly Connector[] = [inspectionObservationsConnector, readingRoomConnector, form483DocumentsConnector];

/**
 * The sources that feed 483 observations (the citation catalogue and the 483s themselves): what
 * the enrichment slice consumes, and what its tests ingest.
 */
export const OBSERVATION_SOURCES: readonly Connector[] = [inspectionObservationsConnector, readingRoomConnector, form483DocumentsConnector];

/** Finds a connector by its CLI name. */
export function findConnector(name: string): Connector | undefined {
  return CONNECTORS.find((connector) => connector.name === name);
}
