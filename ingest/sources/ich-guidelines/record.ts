/** The body schema lives with the topic's payloads, where enrichment reads it too. */
export { IchSectionRecord, type IchSectionBody } from '../../../infra/bus/payloads/raw-rules.ts';
