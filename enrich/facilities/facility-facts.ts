import { ComplianceActionRecord, DashboardCitationRecord, DashboardInspectionRecord, Published483Record } from '../../infra/bus/payloads/raw-facilities.ts';
import { MessageEnvelope, TOPICS } from '../../infra/bus/topics.ts';
import { cfrSection } from '../domain/cfr.ts';
import { observationCategories } from '../domain/observation-categories.ts';
import { productTypeOf } from '../domain/product-type.ts';
import type { CitationFact, ComplianceActionFact, ComplianceActionKind, FacilityHistory, InspectionFact } from '../domain/risk/facility-history.ts';
import { type Outcome, dlq, ok } from '../pipeline/outcome.ts';
import { EnrichedObservation } from '../records/enriched-observation.ts';
import { describeZodIssues } from '../../infra/util/zod-issues.ts';

/**
 * What one raw or enriched message says about one facility (FEI). The facilities step stores these
 * facts and rebuilds the facility's history from them, so every field is keyed by a stable id and a
 * replay of the same message changes nothing.
 */
export interface FacilityFacts {
  fei: string;
  /** The facility as this record names it; `as_of` (the record's own date) decides between records: the newest wins. */
  facility: { name: string | null; state: string | null; country: string | null; as_of: string };
  /**
   * Product types this record vouches for (canonical names, see `canonicalProductType`), under the
   * record's id: the facility's product types are ranked by how many records name each.
   */
  product_types: { fact_id: string; types: string[] } | null;
  inspection: InspectionFact | null;
  citations: CitationFact[];
  compliance_action: ComplianceActionFact | null;
}

/** The topics `factsOf` understands: what the facilities step consumes. */
export const FACILITY_FACT_TOPICS = [
  TOPICS.rawInspections,
  TOPICS.rawCitations,
  TOPICS.rawComplianceActions,
  TOPICS.rawPublished483s,
  TOPICS.enrichedObservations,
] as const;

const ENVELOPE_KEYS = ['id', 'source', 'fetched_at', 'content_hash', 'schema_version'] as const;


/**
 * Raw messages are a body with the envelope spread over it (ingest/run-connector.ts). The raw body
 * schemas are strict, so the envelope is checked on its own and taken off before the body is.
 */
function splitEnvelope(value: unknown): Outcome<{ envelope: MessageEnvelope; body: Record<string, unknown> }> {
  const envelope = MessageEnvelope.safeParse(value);
  if (!envelope.success) return dlq(`invalid envelope: ${describeZodIssues(envelope.error)}`);
  const body = { ...(value as Record<string, unknown>) };
  for (const key of ENVELOPE_KEYS) delete body[key];
  return ok({ envelope: envelope.data, body });
}

/**
 * Maps one message of a facility topic to the facts it states. A record that fails its schema, or
 * that cannot be tied to a facility (a published 483 without FEI or date), is a `dlq` outcome with
 * the reason; nothing is guessed.
 */
export function factsOf(topic: string, value: unknown): Outcome<FacilityFacts> {
  if (topic === TOPICS.enrichedObservations) return observationFacts(value);
  const split = splitEnvelope(value);
  if (split.kind === 'dlq') return split;
  const { envelope, body } = split.value;
  switch (topic) {
    case TOPICS.rawInspections:
      return inspectionFacts(body);
    case TOPICS.rawCitations:
      return citationFacts(envelope.id, body);
    case TOPICS.rawComplianceActions:
      return complianceActionFacts(envelope.id, body);
    case TOPICS.rawPublished483s:
      return published483Facts(envelope.id, body);
    default:
      return dlq(`topic ${topic} carries no facility facts`);
  }
}

function inspectionFacts(body: unknown): Outcome<FacilityFacts> {
  const parsed = DashboardInspectionRecord.safeParse(body);
  if (!parsed.success) return dlq(`invalid Dashboard inspection: ${describeZodIssues(parsed.error)}`);
  const record = parsed.data;
  const productTypes = canonicalProductTypes(record.product_types);
  return ok({
    fei: record.fei_number,
    facility: { name: record.firm_name, state: record.state, country: record.country, as_of: record.inspection_end_date },
    product_types: { fact_id: `inspection:${record.inspection_id}`, types: productTypes },
    inspection: {
      id: record.inspection_id,
      end_date: record.inspection_end_date,
      classification: record.classification,
      // The Dashboard's program areas are its product types ('Drugs', 'Devices'); project areas are finer.
      program_area: record.product_types[0] ?? null,
      product_types: productTypes,
      investigators: [],
      // "Not OAI" is a fact of its own: classification stays null (SPEC-DECISIONS 23).
      ...(record.classification_basis === 'oai_flag' && record.classification === null ? { not_oai: true } : {}),
    },
    citations: [],
    compliance_action: null,
  });
}

function citationFacts(id: string, body: unknown): Outcome<FacilityFacts> {
  const parsed = DashboardCitationRecord.safeParse(body);
  if (!parsed.success) return dlq(`invalid Dashboard citation: ${describeZodIssues(parsed.error)}`);
  const record = parsed.data;
  const section = cfrSection(record.act_cfr_number);
  const productTypes = canonicalProductTypes(record.program_area ? [record.program_area] : []);
  return ok({
    fei: record.fei_number,
    facility: { name: record.firm_name, state: null, country: null, as_of: record.inspection_end_date },
    product_types: productTypes.length > 0 ? { fact_id: `inspection:${record.inspection_id}`, types: productTypes } : null,
    // A citation proves its inspection; the inspection's own record (with the classification) may
    // come earlier or later, and merging keeps whatever either states (`mergeInspection`).
    inspection: {
      id: record.inspection_id,
      end_date: record.inspection_end_date,
      classification: null,
      program_area: record.program_area,
      product_types: productTypes,
      investigators: [],
    },
    citations: [
      {
        id,
        inspection_id: record.inspection_id,
        date: record.inspection_end_date,
        act_cfr_number: record.act_cfr_number,
        cfr_section: section,
        short_description: record.short_description,
        categories: observationCategories({
          text: record.long_description ?? record.short_description ?? record.act_cfr_number,
          cfr: record.act_cfr_number,
          shortDescription: record.short_description,
        }),
      },
    ],
    compliance_action: null,
  });
}

function complianceActionFacts(id: string, body: unknown): Outcome<FacilityFacts> {
  const parsed = ComplianceActionRecord.safeParse(body);
  if (!parsed.success) return dlq(`invalid compliance action: ${describeZodIssues(parsed.error)}`);
  const record = parsed.data;
  return ok({
    fei: record.fei_number,
    facility: { name: record.firm_name, state: record.state, country: record.country, as_of: record.action_taken_date },
    // Keyed by the message id, which names the product type: a letter about drugs and biologics counts for both.
    product_types: { fact_id: `action:${id}`, types: canonicalProductTypes([record.product_type]) },
    inspection: null,
    citations: [],
    // The source lists one action once per product type; one action is one fact.
    compliance_action: {
      id: `${slug(record.action_type)}:${record.case_injunction_id}`,
      kind: complianceActionKind(record.action_type),
      action_type: record.action_type,
      date: record.action_taken_date,
    },
  });
}

function published483Facts(id: string, body: unknown): Outcome<FacilityFacts> {
  const parsed = Published483Record.safeParse(body);
  if (!parsed.success) return dlq(`invalid published 483: ${describeZodIssues(parsed.error)}`);
  const record = parsed.data;
  if (!record.fei_number) return dlq('published 483 has no FEI: it cannot be tied to a facility');
  const date = record.record_date ?? record.date_issued;
  if (!date) return dlq('published 483 has no 483 date: the inspection it closes cannot be dated');
  const kind = record.establishment_type ? productTypeOf(record.establishment_type) : null;
  const productTypes = kind ? canonicalProductTypes([kind.program_area]) : [];
  return ok({
    fei: record.fei_number,
    facility: { name: record.firm_name, state: record.state, country: null, as_of: date },
    product_types: productTypes.length > 0 ? { fact_id: `published483:${id}`, types: productTypes } : null,
    // A 483 is issued on the inspection's last day, so its date is the end date; the id is the one
    // the 483 documents use, so the listing and the document describe one inspection. A 483 says
    // there were observations, never the classification.
    inspection: {
      id: form483InspectionId(record.fei_number, date),
      end_date: date,
      classification: null,
      program_area: kind?.program_area ?? null,
      product_types: productTypes,
      investigators: [],
    },
    citations: [],
    compliance_action: null,
  });
}

function observationFacts(value: unknown): Outcome<FacilityFacts> {
  const parsed = EnrichedObservation.safeParse(value);
  if (!parsed.success) return dlq(`invalid enriched observation: ${describeZodIssues(parsed.error)}`);
  const o = parsed.data;
  const productTypes = canonicalProductTypes([o.program_area]);
  return ok({
    fei: o.fei_number,
    facility: { name: o.facility_name || null, state: o.state, country: o.country, as_of: o.inspection_end_date },
    product_types: productTypes.length > 0 ? { fact_id: `inspection:${o.inspection_id}`, types: productTypes } : null,
    inspection: {
      id: o.inspection_id,
      end_date: o.inspection_end_date,
      classification: o.classification,
      program_area: o.program_area,
      product_types: productTypes,
      investigators: o.investigators,
    },
    citations: [
      {
        id: o.observation_id,
        inspection_id: o.inspection_id,
        date: o.inspection_end_date,
        // A 483 observation names no regulation; '' says "none matched" where the type wants a string.
        act_cfr_number: o.act_cfr_number ?? '',
        cfr_section: o.cfr_section,
        short_description: o.short_description,
        categories: o.categories,
      },
    ],
    compliance_action: null,
  });
}

/** `483-<FEI>-<YYYYMMDD>`: the inspection id 483 documents carry (ingest/sources/fda-reading-room, fda-form483). */
export function form483InspectionId(fei: string, isoDate: string): string {
  return `483-${fei}-${isoDate.replaceAll('-', '')}`;
}

/**
 * Compliance action types as the scores weigh them. The Dashboard spells them 'Warning Letter',
 * 'Injunction', 'Seizure'; a consent decree is usually a "consent decree of permanent injunction",
 * so it is tested first.
 */
export function complianceActionKind(actionType: string): ComplianceActionKind {
  const text = actionType.toLowerCase().replace(/[^a-z]+/g, ' ').trim();
  if (text.includes('warning letter')) return 'warning_letter';
  if (text.includes('untitled letter')) return 'untitled_letter';
  if (text.includes('import alert')) return 'import_alert';
  if (text.includes('consent decree')) return 'consent_decree';
  if (text.includes('injunction')) return 'injunction';
  if (text.includes('seizure')) return 'seizure';
  if (text.includes('recall')) return 'recall';
  return 'other';
}

/**
 * One vocabulary of product types across sources, the Dashboard's (`Drugs`, `Devices`,
 * `Biologics`, `Food/Cosmetics`, `Veterinary`, `Tobacco`), so peer groups do not split on spelling
 * ('Drugs' from a compliance action, 'drug' or 'Drugs' from a 483). Unknown names pass through trimmed.
 */
export function canonicalProductType(name: string): string | null {
  const text = name.trim().toLowerCase();
  if (!text) return null;
  if (/^(human )?drugs?$/.test(text)) return 'Drugs';
  if (/device|radiation|radiological/.test(text)) return 'Devices';
  if (/biolog|blood|vaccine|tissue/.test(text)) return 'Biologics';
  if (/food|cosmetic|dietary/.test(text)) return 'Food/Cosmetics';
  if (/veterinar|animal/.test(text)) return 'Veterinary';
  if (/tobacco/.test(text)) return 'Tobacco';
  return name.trim();
}

function canonicalProductTypes(names: readonly string[]): string[] {
  return [...new Set(names.map(canonicalProductType).filter((name): name is string => name !== null))];
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Combines two statements about one inspection (a Dashboard record and a citation of it, or a 483
 * listing and the 483 document). The incoming statement wins where it says something, so FDA
 * re-classifying an inspection (VAI → OAI) comes through; an unknown (null) never erases what
 * another source stated, and the lists are unions.
 */
export function mergeInspection(existing: InspectionFact | null, incoming: InspectionFact): InspectionFact {
  if (!existing) return incoming;
  const notOai = incoming.not_oai === true || existing.not_oai === true;
  return {
    id: incoming.id,
    end_date: incoming.end_date,
    ...(notOai ? { not_oai: true } : {}),
    classification: incoming.classification ?? existing.classification,
    program_area: incoming.program_area ?? existing.program_area,
    product_types: [...new Set([...existing.product_types, ...incoming.product_types])],
    investigators: [...new Set([...existing.investigators, ...incoming.investigators])],
  };
}

/**
 * The history the scores read: facts in date order, and each inspection known only from its 483
 * (`483-<FEI>-<date>`) folded into the Dashboard inspection of the same facility that ended that
 * day, when there is one, so one visit is never counted twice. The 483's citations and
 * investigators move to the Dashboard inspection; its classification is the Dashboard's.
 */
export function consolidateHistory(history: FacilityHistory): FacilityHistory {
  const dashboardByDate = new Map<string, InspectionFact>();
  for (const inspection of history.inspections) {
    if (!isForm483Id(inspection.id)) dashboardByDate.set(inspection.end_date, inspection);
  }
  const alias = new Map<string, string>();
  const merged = new Map<string, InspectionFact>();
  for (const inspection of history.inspections) {
    const target = isForm483Id(inspection.id) ? dashboardByDate.get(inspection.end_date) : undefined;
    if (target) alias.set(inspection.id, target.id);
    const id = target?.id ?? inspection.id;
    const current = merged.get(id) ?? null;
    // The Dashboard record is applied last so its classification and program area win.
    merged.set(id, target ? mergeInspection(mergeInspection(current, { ...inspection, id }), target) : mergeInspection(current, inspection));
  }
  const byDateThenId = <T extends { id: string }>(date: (item: T) => string) => (a: T, b: T) =>
    date(a) < date(b) ? -1 : date(a) > date(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  return {
    ...history,
    inspections: [...merged.values()].sort(byDateThenId((i) => i.end_date)),
    citations: history.citations
      .map((citation) => ({ ...citation, inspection_id: alias.get(citation.inspection_id) ?? citation.inspection_id }))
      .sort(byDateThenId((c) => c.date)),
    compliance_actions: [...history.compliance_actions].sort(byDateThenId((a) => a.date)),
  };
}

function isForm483Id(id: string): boolean {
  return id.startsWith('483-');
}
