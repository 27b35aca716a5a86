/**
 * Key property of each node label (ARCHITECTURE.md, "Graph"). Neo4j gets a uniqueness constraint
 * on each; the embedded adapter uses them as primary keys.
 */
export const GRAPH_KEYS = {
  Facility: 'fei',
  Inspection: 'id',
  Observation: 'id',
  CfrSection: 'id',
  CfrPart: 'id',
  IchSection: 'id',
  IchGuideline: 'id',
  EventType: 'id',
  EventTypeAlias: 'id',
  Requirement: 'id',
  ValidationRule: 'id',
  Investigator: 'name',
  ComplianceAction: 'id',
  Tenant: 'id',
  ApiKey: 'prefix',
  WatchlistEntry: 'id',
  Alert: 'id',
  AlertDelivery: 'id',
  AlertEmail: 'id',
} as const;
