import type { Protocol, ProtocolPhase } from './protocol.schema.ts';

/**
 * What the rules read: the protocol plus the free-text fields interpreted once (SPEC-DECISIONS 12
 * keeps `study_design` strings free, so their meaning is recognised here, by vocabulary, and a
 * value outside it is reported rather than refused).
 */

/** Authorities with their own checks; any other name is kept as given and scored on ICH checks. */
export const KNOWN_AUTHORITIES = ['FDA', 'EMA', 'PMDA', 'Health Canada', 'MHRA', 'TGA', 'Swissmedic'] as const;
export type KnownAuthority = (typeof KNOWN_AUTHORITIES)[number];

const AUTHORITY_ALIASES: ReadonlyArray<[RegExp, KnownAuthority]> = [
  [/^(us[\s_-]?)?fda$|^food and drug administration$/i, 'FDA'],
  [/^ema$|^emea$|^eu$|^european medicines agency$|^chmp$/i, 'EMA'],
  [/^pmda$|^mhlw$|^japan$/i, 'PMDA'],
  [/^health[\s_-]?canada$|^hc$|^hpfb$/i, 'Health Canada'],
  [/^mhra$|^uk$/i, 'MHRA'],
  [/^tga$|^australia$/i, 'TGA'],
  [/^swissmedic$/i, 'Swissmedic'],
];

/** Canonical authority name (`us-fda` → `FDA`); unknown names come back trimmed, as given. */
export function canonicalAuthority(name: string): string {
  const trimmed = name.trim();
  return AUTHORITY_ALIASES.find(([pattern]) => pattern.test(trimmed))?.[1] ?? trimmed;
}

export function isKnownAuthority(name: string): name is KnownAuthority {
  return (KNOWN_AUTHORITIES as readonly string[]).includes(name);
}

/** Authorities when `target_authorities` is absent: one, so a Free-tier call stays within its limit. */
export const DEFAULT_AUTHORITIES: readonly string[] = ['FDA'];

/** The spec's eight therapeutic areas (doc 1, "Therapeutic areas accepted"). */
export const THERAPEUTIC_AREAS = ['Oncology', 'Cardiovascular', 'Neurology', 'Psychiatry', 'Immunology', 'Rheumatology', 'Infectious_Disease', 'Rare_Disease'] as const;
export type TherapeuticArea = (typeof THERAPEUTIC_AREAS)[number];

/** `infectious disease`, `ONCOLOGY` → canonical form; null when not one of the eight. */
export function canonicalTherapeuticArea(value: string): TherapeuticArea | null {
  const key = value.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return THERAPEUTIC_AREAS.find((area) => area.toLowerCase() === key) ?? null;
}

export type BlindingKind = 'open_label' | 'single_blind' | 'double_blind' | 'triple_blind' | 'assessor_blind';

/** The design as the rules see it. */
export interface DesignReading {
  /** False when the type string matched none of the design vocabulary. */
  recognised: boolean;
  randomised: boolean;
  singleArm: boolean;
  crossover: boolean;
  adaptive: boolean;
  doseEscalation: boolean;
  nonInferiority: boolean;
  equivalence: boolean;
  superiority: boolean;
}

export interface ControlReading {
  recognised: boolean;
  placebo: boolean;
  active: boolean;
  none: boolean;
  external: boolean;
  sham: boolean;
  doseComparison: boolean;
  noTreatment: boolean;
  addOn: boolean;
}

export interface ProtocolContext {
  protocol: Protocol;
  phase: ProtocolPhase;
  area: TherapeuticArea | null;
  /** Canonical, deduplicated, in the order given (default {@link DEFAULT_AUTHORITIES}). */
  authorities: readonly string[];
  design: DesignReading;
  blinding: BlindingKind | null;
  control: ControlReading;
  arms: number | null;
  /** Lower-case text of the primary endpoint (name, definition, schedule). */
  primaryText: string;
  /** Lower-case text of the secondary endpoints. */
  secondaryText: string;
  /** Lower-case title and indication. */
  populationText: string;
  /** Lower-case text of every free-text field, for cross-cutting mentions (IDMC, interim, BICR). */
  allText: string;
  /** True when the effect-size text or design says the test is one-sided. */
  oneSided: boolean;
  targets(authority: KnownAuthority): boolean;
}

const lower = (...parts: Array<string | undefined>): string => parts.filter((part): part is string => Boolean(part)).join(' \n ').toLowerCase();

/** Tests any of the patterns against the text. */
export function mentions(text: string, ...patterns: RegExp[]): boolean {
  return patterns.some((pattern) => pattern.test(text));
}

function readDesign(type: string, arms: number | null, effect: string): DesignReading {
  const hypothesis = `${type} ${effect}`;
  const reading: DesignReading = {
    randomised: /\brandomi[sz]/.test(type) && !/non[\s-]?randomi[sz]/.test(type),
    singleArm: /single[\s-]?arm|one[\s-]?arm|uncontrolled|single[\s-]?group/.test(type) || arms === 1,
    crossover: /cross[\s-]?over/.test(type),
    adaptive: /adaptive|seamless|platform|umbrella|basket|sample[\s-]?size re-?estimation/.test(type),
    doseEscalation: /dose[\s-]?(escalat|finding|ranging)|3\s*\+\s*3|\bboin\b|\bcrm\b|continual reassessment/.test(type),
    nonInferiority: /non[\s-]?inferior/.test(hypothesis),
    equivalence: /equivalen/.test(hypothesis),
    superiority: /superior/.test(hypothesis.replace(/non[\s-]?inferior\w*/g, '')),
    recognised: false,
  };
  const vocabulary = /randomi[sz]|parallel|cross[\s-]?over|factorial|single[\s-]?arm|one[\s-]?arm|single[\s-]?group|uncontrolled|adaptive|seamless|platform|umbrella|basket|group[\s-]?sequential|cluster|dose[\s-]?(escalat|finding|ranging)|3\s*\+\s*3|\bboin\b|\bcrm\b|non[\s-]?randomi[sz]|extension|observational|registry|superiority|non[\s-]?inferiority|equivalence|withdrawal|controlled/;
  reading.recognised = vocabulary.test(type);
  return reading;
}

function readBlinding(value: string): BlindingKind | null {
  if (/triple[\s-]?blind/.test(value)) return 'triple_blind';
  if (/double[\s-]?blind|double[\s-]?dummy/.test(value)) return 'double_blind';
  if (/(assessor|evaluator|observer|rater|outcome[\s-]?assessor)[\s-]?blind|blinded (independent|central|endpoint)|\bbicr\b|\bprobe\b/.test(value)) return 'assessor_blind';
  if (/single[\s-]?blind/.test(value)) return 'single_blind';
  if (/open[\s-]?label|unblinded|non[\s-]?blinded|^none$|no blinding|^open$/.test(value)) return 'open_label';
  return null;
}

function readControl(value: string): ControlReading {
  const reading: ControlReading = {
    placebo: /placebo|vehicle/.test(value),
    active: /active|comparator|standard[\s-]?of[\s-]?care|\bsoc\b|investigator'?s? choice|reference (drug|product|therapy)/.test(value),
    none: /^none$|^no control|uncontrolled|^n\/?a$/.test(value),
    external: /historical|external|natural[\s-]?history|synthetic|virtual|real[\s-]?world/.test(value),
    sham: /sham/.test(value),
    doseComparison: /dose[\s-]?(response|comparison|ranging)/.test(value),
    noTreatment: /no[\s-]?treatment|observation|wait[\s-]?list|best supportive care|\bbsc\b/.test(value),
    addOn: /add[\s-]?on|\bplus\b|\+|background|on top of/.test(value),
    recognised: false,
  };
  reading.recognised = reading.placebo || reading.active || reading.none || reading.external || reading.sham || reading.doseComparison || reading.noTreatment;
  return reading;
}

/** Builds the rules' view of a protocol that passed {@link Protocol} validation. */
export function buildProtocolContext(protocol: Protocol): ProtocolContext {
  const design = protocol.study_design;
  const arms = design.arms ?? null;
  const effect = (protocol.sample_size.effect_size ?? '').toLowerCase();
  const primary = protocol.endpoints.primary;
  const secondary = protocol.endpoints.secondary ?? [];
  const given = protocol.target_authorities && protocol.target_authorities.length > 0 ? protocol.target_authorities : DEFAULT_AUTHORITIES;
  const authorities = [...new Set(given.map(canonicalAuthority))];
  const primaryText = lower(primary.name, primary.definition, primary.assessment_schedule);
  const secondaryText = lower(...secondary.flatMap((endpoint) => [endpoint.name, endpoint.definition]));
  const populationText = lower(protocol.title, protocol.indication);
  const designText = lower(design.type, design.blinding, design.control_type);
  const allText = [populationText, designText, primaryText, secondaryText, effect].join(' \n ');
  return {
    protocol,
    phase: protocol.phase,
    area: canonicalTherapeuticArea(protocol.therapeutic_area),
    authorities,
    design: readDesign((design.type ?? '').toLowerCase(), arms, effect),
    blinding: readBlinding((design.blinding ?? '').toLowerCase().trim()),
    control: readControl((design.control_type ?? '').toLowerCase().trim()),
    arms,
    primaryText,
    secondaryText,
    populationText,
    allText,
    oneSided: /one[\s-]?sided|one[\s-]?tailed/.test(`${effect} ${designText}`),
    targets: (authority) => authorities.includes(authority),
  };
}
