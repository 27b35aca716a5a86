/**
 * CLIIL classification codes. FDA records the outcome as NAI, VAI or OAI plus suffixes for what
 * happened next (VAI3R: response received and accepted; OAIW: warning letter issued), and a few
 * codes for assignments that ended without a classified inspection (CANC, WASH, MTF, REF).
 * Definitions: FDA, "Clinical Investigator Inspection List (CIIL) Database Codes".
 */
const DESCRIPTIONS: Record<string, string> = {
  NAI: 'No Action Indicated',
  VAI: 'Voluntary Action Indicated',
  VAI1: 'Correction made on site',
  VAI2: 'No response requested',
  VAI2C: 'Consent problems found',
  VAI3: 'Response requested',
  VAI3C: 'Case closed',
  VAI3F: 'Follow-up for cause inspection issued',
  VAI3R: 'Response received and accepted',
  VAIR: '30-day response requested',
  VAIRC: '30-day response requested and case closed',
  VAIRR: '30-day response requested, received and accepted',
  OAI: 'Official Action Indicated',
  OAIC: 'Completed',
  OAIR: 'Response requested',
  OAIRR: 'Response requested and accepted',
  OAIW: 'Warning letter issued',
  CANC: 'Cancelled: the assignment was cancelled before the inspection started',
  WASH: 'Washout: an inspection was initiated but no meaningful information could be obtained',
  MTF: 'Case closed with a Memo to File',
  REF: 'Reference',
};

const INSPECTION_TYPES: Record<string, string> = {
  DA: 'Data audit',
  FC: 'For cause',
};

/** The NAI/VAI/OAI family of a raw code ('VAI3R' → 'VAI'), null for CANC, WASH, MTF, REF. */
export function normaliseClassification(raw: string): 'NAI' | 'VAI' | 'OAI' | null {
  const family = /^(NAI|VAI|OAI)/.exec(raw.toUpperCase());
  return family ? (family[1] as 'NAI' | 'VAI' | 'OAI') : null;
}

/** FDA's definition of a raw classification code; null for a code FDA does not define. */
export function classificationDescription(raw: string): string | null {
  return DESCRIPTIONS[raw.toUpperCase()] ?? null;
}

/** 'DA' → 'Data audit', 'FC' → 'For cause'. */
export function inspectionTypeDescription(type: string): string | null {
  return INSPECTION_TYPES[type.toUpperCase()] ?? null;
}
