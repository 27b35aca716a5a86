/** The body schema lives with the topic's payloads, where enrichment reads it too. */
export { ComplianceActionRecord } from '../../../infra/bus/payloads/raw-facilities.ts';
