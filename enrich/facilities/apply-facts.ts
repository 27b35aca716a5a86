import type { FacilityFactsStore } from '../../infra/facts/facility-facts-store.ts';
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
 * leave one inspection with the classification.
 */
export function applyFacts<P>(store: FacilityFactsStore<FacilityFactShapes, P>, facts: FacilityFacts): void {
  const inspection = facts.inspection ? mergeInspection(store.inspection(facts.fei, facts.inspection.id), facts.inspection) : null;
  store.upsert({
    fei: facts.fei,
    facility: facts.facility,
    product_types: facts.product_types,
    inspections: inspection ? [inspection] : [],
    citations: facts.citations,
    compliance_actions: facts.compliance_action ? [facts.compliance_action] : [],
  });
}
