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

/**
 * The design as the rules see it. Allocation and arm structure are three-valued where the text can
 * be silent: `null` means "not stated", and no critical or warning check is built on a `null`.
 */
export interface DesignReading {
  /** False when the type string matched none of the design vocabulary (or is absent). */
  recognised: boolean;
  /** True: random allocation stated (RCT, randomised …); false: stated or implied non-random (non-randomised, single-arm, one arm); null: not said. */
  randomised: boolean | null;
  /** Only ever true with fewer than two arms: `arms = 1`, or a single-arm type when `arms` is absent. */
  singleArm: boolean;
  /** True when the type string itself says single-arm / one arm / single group, whatever `arms` says. */
  declaredSingleArm: boolean;
  crossover: boolean;
  factorial: boolean;
  parallel: boolean;
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
  /** From `study_design.blinding`; when that says nothing recognisable, from the words of `study_design.type`. Null: unknown. */
  blinding: BlindingKind | null;
  /** False when `study_design.blinding` is given but not recognised (an `info` finding, never a guess); true when absent. */
  blindingFieldRecognised: boolean;
  /** From `study_design.control_type`; when that says nothing recognisable, from the words of `study_design.type`. */
  control: ControlReading;
  /** False when `study_design.control_type` is given but not recognised (an `info` finding); true when absent. */
  controlFieldRecognised: boolean;
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

/*
 * Design vocabulary: the ways protocol synopses and registries write designs. Abbreviations are
 * matched as whole words (RCT, DB, DBPC, SOC, BSC, TAU, OL, NI). `randomi[sz]` preceded by non-/un-/
 * not is the opposite statement.
 */
const NOT_RANDOMISED = /\b(?:non|un|not)[\s-]?randomi[sz]|\bnonrandom|\bnot random/;
const RANDOMISED = /randomi[sz]|\brandom(?:ly)?[\s-](?:assign|allocat)|\br?(?:db)?rct\b|\brdbpc\b|\brcts\b/;
const SINGLE_ARM = /single[\s-]?(?:arm|group|cohort)|(?:\bone|\b1)[\s-]?arm\b|\bsat\b|uncontrolled/;
/** `2x2` alone is not read: it is as often a factorial as a crossover. */
const CROSSOVER = /cross[\s-]?over|latin square|williams design/;
const FACTORIAL = /factorial/;
const PARALLEL = /parallel|\bpg\b|(?:two|three|four|multi)[\s-]?arm|\b[2-9][\s-]?arm(?:ed)?\b|(?:two|three|four|\b[2-4])[\s-]?group/;
const ADAPTIVE = /adaptive|seamless|platform|umbrella|basket|sample[\s-]?size re-?estimation|response[\s-]?adaptive/;
const DOSE_ESCALATION = /dose[\s-]?(?:escalat|finding|ranging)|3\s*\+\s*3|\bboin\b|\bcrm\b|continual reassessment|\bmtd\b/;
/** Everything else that names a design, its allocation, blinding, control or hypothesis. */
const DESIGN_WORDS =
  /random|\brct\b|parallel|cross[\s-]?over|factorial|single[\s-]?(?:arm|group|cohort)|one[\s-]?arm|uncontrolled|adaptive|seamless|platform|umbrella|basket|group[\s-]?sequential|sequential|cluster|stepped[\s-]?wedge|dose[\s-]?(?:escalat|finding|ranging|comparison|response)|3\s*\+\s*3|\bboin\b|\bcrm\b|extension|observational|registry|cohort|superiority|non[\s-]?inferiority|\bni\b|equivalence|bioequivalence|withdrawal|controlled|open[\s-]?label|\bol\b|blind|mask|\bdb\b|\bdbpc\b|placebo|active[\s-]?(?:comparator|control)|comparator|standard[\s-]?of[\s-]?care|\bsoc\b|head[\s-]?to[\s-]?head|pragmatic|n[\s-]?of[\s-]?1|interventional|(?:two|three|four|multi)[\s-]?arm|\b\d[\s-]?arm/;

function readDesign(type: string, arms: number | null, effect: string): DesignReading {
  const hypothesis = `${type} ${effect}`;
  const declaredSingleArm = SINGLE_ARM.test(type);
  // Never single-arm with two or more arms: the type and the arm count then disagree (PV-DES-005 says so).
  const singleArm = arms === 1 || (arms === null && declaredSingleArm);
  const notRandomised = NOT_RANDOMISED.test(type);
  // One arm cannot be randomised against anything, whatever the words say.
  const randomised = notRandomised || singleArm ? false : RANDOMISED.test(type) ? true : null;
  return {
    recognised: DESIGN_WORDS.test(type),
    randomised,
    singleArm,
    declaredSingleArm,
    crossover: CROSSOVER.test(type),
    factorial: FACTORIAL.test(type),
    parallel: PARALLEL.test(type),
    adaptive: ADAPTIVE.test(type),
    doseEscalation: DOSE_ESCALATION.test(type),
    nonInferiority: /non[\s-]?inferior|\bni\b/.test(type) || /non[\s-]?inferior/.test(effect),
    equivalence: /equivalen/.test(hypothesis),
    superiority: /superior/.test(hypothesis.replace(/non[\s-]?inferior\w*/g, '')),
  };
}

function readBlinding(value: string): BlindingKind | null {
  // CT.gov's QUADRUPLE masking (participant, care provider, investigator, assessor) is at least triple-blind.
  if (/triple[\s-]?(?:blind|mask)|quadruple/.test(value)) return 'triple_blind';
  if (/double[\s-]?(?:blind|mask|dummy)|\bdb\b|\bdbpc\b|\br?dbrct\b|\brdbpc\b/.test(value)) return 'double_blind';
  if (/(?:assessor|evaluator|observer|rater|outcome[\s-]?assessor)s?[\s-]?(?:blind|mask)|blinded (?:independent|central|endpoint|outcome|assessment)|\bbicr\b|\bprobe\b/.test(value)) return 'assessor_blind';
  if (/single[\s-]?(?:blind|mask)|\bsb\b|(?:participant|patient|subject)[\s-]?(?:blind|mask)/.test(value)) return 'single_blind';
  if (/open[\s-]?label|\bopen\b|unblinded|un[\s-]?masked|non[\s-]?blind|not blind|\bol\b|^none$|no blinding|no masking/.test(value)) return 'open_label';
  return null;
}

const PLACEBO = /placebo|vehicle|\bpbo\b|\bdbpc\b|\brdbpc\b/;
const ACTIVE = /\bactive\b|(?<!placebo[\s-]|sham[\s-])comparator|standard[\s-]?(?:of[\s-]?)?care|standard (?:therapy|treatment|regimen)|usual care|\bsoc\b|treatment as usual|\btau\b|best available (?:therapy|treatment)|\bbat\b|investigator'?s?[\s-]choice|physician'?s?[\s-]choice|reference (?:drug|product|therapy)|head[\s-]?to[\s-]?head|approved (?:drug|therapy|treatment)/;
/** Control stated as absent: the whole `control_type` value, or these words anywhere in it or in the design type. */
const NO_CONTROL_VALUE = /^(?:none|no|nil|n\/?a|not applicable|single[\s-]?arm)$/;
const NO_CONTROL_WORDS = /uncontrolled|\bno (?:control|comparator|concurrent control)\b/;
const EXTERNAL = /historical|external|natural[\s-]?history|synthetic|virtual|real[\s-]?world/;
const SHAM = /sham/;
const DOSE_COMPARISON = /dose[\s-]?(?:response|comparison|ranging)|different doses|low[\s-]?dose (?:control|comparator)/;
const NO_TREATMENT = /no[\s-]?treatment|no[\s-]?intervention|observation(?!al)|wait[\s-]?list|best supportive care|\bbsc\b|untreated/;

/**
 * The control named by `control_type` (a whole value such as `none` counts), or by the design
 * type's words when that field is absent or unrecognised (where only explicit words count: a type
 * of `single-arm` says nothing about a control when two arms are declared).
 */
function readControl(value: string, from: 'control_type' | 'type' = 'control_type'): ControlReading {
  const reading: ControlReading = {
    placebo: PLACEBO.test(value),
    active: ACTIVE.test(value),
    none: (from === 'control_type' && NO_CONTROL_VALUE.test(value)) || NO_CONTROL_WORDS.test(value),
    external: EXTERNAL.test(value),
    sham: SHAM.test(value),
    doseComparison: DOSE_COMPARISON.test(value),
    noTreatment: NO_TREATMENT.test(value),
    addOn: /add[\s-]?on|\bplus\b|\+|background|on top of/.test(value),
    recognised: false,
  };
  reading.recognised = reading.placebo || reading.active || reading.none || reading.external || reading.sham || reading.doseComparison || reading.noTreatment;
  return reading;
}

/**
 * Whether the design compares against a concurrent control: true when a concurrent control is
 * named with two or more arms, or allocation is randomised between two or more arms (a randomised
 * comparison is concurrently controlled); false when the trial is single-arm or the control is
 * stated as none or external only; null when the protocol does not say (an unrecognised or absent
 * control with no randomisation stated): checks needing it then do not run.
 */
export function concurrentControl(ctx: Pick<ProtocolContext, 'design' | 'control' | 'arms'>): boolean | null {
  const { design, control, arms } = ctx;
  if (design.singleArm || (arms !== null && arms < 2)) return false;
  if (control.placebo || control.active || control.doseComparison || control.noTreatment || control.sham) return true;
  if (design.randomised === true) return true;
  if (control.none || control.external) return false;
  return null;
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
  const type = (design.type ?? '').toLowerCase().trim();
  const blindingField = (design.blinding ?? '').toLowerCase().trim();
  const controlField = (design.control_type ?? '').toLowerCase().trim();
  const controlReading = readControl(controlField);
  const allText = [populationText, designText, primaryText, secondaryText, effect].join(' \n ');
  return {
    protocol,
    phase: protocol.phase,
    area: canonicalTherapeuticArea(protocol.therapeutic_area),
    authorities,
    design: readDesign(type, arms, effect),
    blinding: readBlinding(blindingField) ?? readBlinding(type),
    blindingFieldRecognised: blindingField === '' || readBlinding(blindingField) !== null,
    control: controlReading.recognised ? controlReading : readControl(type, 'type'),
    controlFieldRecognised: controlField === '' || controlReading.recognised,
    arms,
    primaryText,
    secondaryText,
    populationText,
    allText,
    oneSided: /one[\s-]?sided|one[\s-]?tailed/.test(`${effect} ${designText}`),
    targets: (authority) => authorities.includes(authority),
  };
}
