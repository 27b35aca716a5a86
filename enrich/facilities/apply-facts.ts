import type { FacilityFactsStore, FactsRetracted } from '../../infra/facts/facility-facts-store.ts';
import type { CitationFact, ComplianceActionFact, InspectionFact } from '../domain/risk/facility-history.ts';
import { type FacilityFacts, mergeInspection } from './facility-facts.ts';

/** The fact types the facilities step keeps in its store. */
export interface FacilityFactShapes {
  inspection: InspectionFact;
  citation: CitationFact;
  compliance_action: ComplianceActionFact;
}

/**
 * Writes what one message said into the facts store. A statement about an inspection the store
 * already holds is merged into it (`mergeInspection`: a stated classification wins, null never
 * erases one), so the Dashboard record and a citation of the same inspection, in either order,
 * leave one inspection with the classification. `origin` names the record (`<topic>|<id>`), so a
 * later retraction of it removes what it stated; it returns what the record no longer states.
 */
export function applyFacts<P>(store: FacilityFactsStore<FacilityFactShapes, P>, facts: FacilityFacts, origin?: string): FactsRetracted {
  const inspection = facts.inspection ? mergeInspection(store.inspection(facts.fei, facts.inspection.id), facts.inspection) : null;
  return store.upsert({
    fei: facts.fei,
    ...(origin ? { origin } : {}),
    facility: facts.facility,
    product_types: facts.product_types,
    inspections: inspection ? [inspection] : [],
    citations: facts.citations,
    compliance_actions: facts.compliance_action ? [facts.compliance_action] : [],
  });
}
