/**
 * What the scoring methods know about one facility: its inspections, the citations of those
 * inspections, and the compliance actions against it, each dated. Built by the facilities
 * enrichment step from the raw topics (Dashboard inspections and citations, compliance actions,
 * warning letters, published 483s, 483 documents); every scoring function in `enrich/domain/risk/`
 * reads only this, so the methods are pure and can be worked by hand in tests.
 *
 * Sources are uneven: the Dashboard gives classifications and citations, a published 483 proves an
 * inspection ended with observations but not its classification (`classification: null`), and
 * compliance actions come with their own dates. Scoring functions must treat unknown
 * classifications as unknown, not as NAI.
 */
export type Classification = 'NAI' | 'VAI' | 'OAI';

export interface InspectionFact {
  /** Dashboard Inspection ID, or `483-<FEI>-<end date>` for an inspection known only from its 483. */
  id: string;
  /** ISO date the inspection ended. */
  end_date: string;
  /** null when no source states it. */
  classification: Classification | null;
  /**
   * True when a source states only that the inspection was not OAI (row-level outcomes that merge
   * NAI and VAI, SPEC-DECISIONS 23): `classification` stays null, never a guessed NAI or VAI, and
   * the scores weigh it at the national NAI/VAI split of its fiscal year and product type.
   */
  not_oai?: boolean;
  program_area: string | null;
  product_types: string[];
  /** Investigators named for the inspection, as printed. */
  investigators: string[];
}

export interface CitationFact {
  id: string;
  inspection_id: string;
  /** ISO date of the inspection end (the date the 483 was issued). */
  date: string;
  /** As cited: `21 CFR 211.192`, `21 CFR 820.100(a)`, `FD&C Act 501(a)(2)(B)`. */
  act_cfr_number: string;
  /** Section without paragraphs (`21 CFR 211.192`), null when not a CFR citation. */
  cfr_section: string | null;
  short_description: string | null;
  /** Observation categories (spec doc 2's eleven), when the text was categorised. */
  categories: string[];
}

/** Compliance action kinds as the scores weigh them; anything else is `other`. */
export type ComplianceActionKind = 'warning_letter' | 'import_alert' | 'seizure' | 'injunction' | 'consent_decree' | 'untitled_letter' | 'recall' | 'other';

export interface ComplianceActionFact {
  id: string;
  kind: ComplianceActionKind;
  /** As the source names it ("Warning Letter", "Injunction"). */
  action_type: string;
  /** ISO date the action was taken. */
  date: string;
}

export interface FacilityHistory {
  fei: string;
  name: string;
  state: string | null;
  country: string | null;
  /** Product types the facility is inspected for (drug, device, biologics, food …), most frequent first. */
  product_types: string[];
  inspections: InspectionFact[];
  citations: CitationFact[];
  compliance_actions: ComplianceActionFact[];
}
