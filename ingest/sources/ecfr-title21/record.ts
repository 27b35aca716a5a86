/** The body schema lives with the topic's payloads, where enrichment reads it too. */
export { EcfrSectionRecord, type EcfrSectionBody } from '../../../infra/bus/payloads/raw-rules.ts';
