/** The body schemas live with the topic's payloads, where enrichment reads them too. */
export {
  RULE_SOURCE_IDS,
  type RuleSourceId,
  Text,
  RuleDocumentChunk,
  RuleDocumentRecord,
} from '../../../infra/bus/payloads/raw-rule-documents.ts';
