import type { CitationFact, ComplianceActionFact, FacilityHistory, InspectionFact } from './facility-history.ts';

/**
 * Positional builders for the hand-worked score examples (composite-risk and facility-score
 * tests): one line per fact, so the arithmetic in the comments reads beside the data.
 */

/** A drug inspection with the given classification (null: unknown). */
export function inspection(id: string, end_date: string, classification: InspectionFact['classification']): InspectionFact {
  return { id, end_date, classification, program_area: 'Drugs', product_types: ['drug'], investigators: [] };
}

/** Citation number `n` of an inspection; a null section stands for an FD&C Act citation. */
export function citation(inspection_id: string, date: string, cfr_section: string | null, n: number, categories: string[] = []): CitationFact {
  return { id: `${inspection_id}:${n}`, inspection_id, date, act_cfr_number: cfr_section ?? 'FDCA 501(a)(2)(A)', cfr_section, short_description: null, categories };
}

export function action(kind: ComplianceActionFact['kind'], date: string, action_type = 'Warning Letter'): ComplianceActionFact {
  return { id: `${kind}:${date}`, kind, action_type, date };
}

/** A US drug facility with the given facts (none by default). */
export function facility(
  parts: Partial<Pick<FacilityHistory, 'inspections' | 'citations' | 'compliance_actions'>> = {},
  identity: Pick<FacilityHistory, 'fei' | 'name' | 'state'> = { fei: '3001234567', name: 'Example Pharma', state: 'NJ' },
): FacilityHistory {
  return { ...identity, country: 'United States', product_types: ['drug'], inspections: [], citations: [], compliance_actions: [], ...parts };
}

/** Every section weighs 0.5. */
export const HALF = (): number => 0.5;
