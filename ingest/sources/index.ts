import type { Connector } from '../connector.ts';
import { ctgovStudiesConnector } from './ctgov-studies/connector.ts';
import { ecfrTitle21Connector } from './ecfr-title21/connector.ts';
import { fdcaStatuteConnector } from './fdca-statute/connector.ts';
import { ichGuidelinesConnector } from './ich-guidelines/connector.ts';
import { ichRuleDocumentsConnector } from './ich-guidelines/rule-documents.connector.ts';
import { euGmpAnnexesConnector } from './eu-gmp-annexes/connector.ts';
import { emaMedicinesConnector } from './ema-medicines/connector.ts';
import { euMdcgConnector } from './eu-mdcg/connector.ts';
import { fdaGuidanceConnector } from './fda-guidance/connector.ts';
import { outsourcingFacilitiesConnector } from './fda-503b-facilities/connector.ts';
import { clinicalInvestigatorsConnector } from './fda-clinical-investigators/connector.ts';
import { complianceActionsConnector } from './fda-compliance-actions/connector.ts';
import { dashboardAggregatesConnector } from './fda-dashboard-aggregates/connector.ts';
import { dashboardCitationsConnector } from './fda-dashboard-citations/connector.ts';
import { dashboardInspectionsConnector } from './fda-dashboard-inspections/connector.ts';
import { inspectionOutcomesConnector } from './fda-inspection-outcomes/connector.ts';
import { form483DocumentsConnector } from './fda-form483/connector.ts';
import { published483sConnector } from './fda-published-483s/connector.ts';
import { warningLettersConnector } from './fda-warning-letters/connector.ts';
import { drugEnforcementConnector } from './openfda-drug-enforcement/connector.ts';
import { drugShortagesConnector } from './openfda-drug-shortages/connector.ts';
import { inspectionObservationsConnector } from './fda-inspection-observations/connector.ts';
import { readingRoomConnector } from './fda-reading-room/connector.ts';

/**
 * Every connector, in the order `ingest all` runs them. Reference data comes first: enrichment
 * reads the citation catalogue as a table when it enriches 483 observations. The reading-room OCR
 * copies of 483s come before the published PDF texts of the same 483s. Then the FDA Data
 * Dashboard and compliance sources, regulations and guidance, and trials.
 */
export const CONNECTORS: readonly Connector[] = [
  inspectionObservationsConnector,
  readingRoomConnector,
  form483DocumentsConnector,
  published483sConnector,
  // The national classification counts come before the inspections they put in context (SPEC-DECISIONS 23).
  dashboardAggregatesConnector,
  dashboardInspectionsConnector,
  inspectionOutcomesConnector,
  dashboardCitationsConnector,
  complianceActionsConnector,
  warningLettersConnector,
  outsourcingFacilitiesConnector,
  clinicalInvestigatorsConnector,
  drugEnforcementConnector,
  drugShortagesConnector,
  ecfrTitle21Connector,
  fdcaStatuteConnector,
  ichGuidelinesConnector,
  ichRuleDocumentsConnector,
  fdaGuidanceConnector,
  euMdcgConnector,
  euGmpAnnexesConnector,
  emaMedicinesConnector,
  ctgovStudiesConnector,
];

/**
 * The sources that feed 483 observations (the citation catalogue and the 483s themselves): what
 * the enrichment slice consumes, and what its tests ingest.
 */
export const OBSERVATION_SOURCES: readonly Connector[] = [inspectionObservationsConnector, readingRoomConnector, form483DocumentsConnector];

/** Finds a connector by its CLI name. */
export function findConnector(name: string): Connector | undefined {
  return CONNECTORS.find((connector) => connector.name === name);
}
