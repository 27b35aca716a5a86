/** The body schema lives with the topic's payloads, where enrichment reads it too. */
export { Published483Record, isoDateOrNull, textOrNull } from '../../../infra/bus/payloads/raw-facilities.ts';
