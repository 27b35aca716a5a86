import { readStudyVersion } from '../amendments/study-version.ts';
import type { StudyVersion } from '../amendments/study-version.ts';
import { studyTherapeuticAreas } from '../amendments/therapeutic-area.ts';
import type { BlindingKind, ProtocolContext, TherapeuticArea } from './protocol-context.ts';
import { concurrentControl } from './protocol-context.ts';
import type { ProtocolPhase, SimilarApprovedTrial } from './protocol.schema.ts';

/**
 * `similar_approved_trials` of a protocol validation (spec doc 1, Validation result), from the
 * ClinicalTrials.gov study records the `ctgov-studies` connector ingests (API v2 downloads and
 * record histories, one record per registry version).
 *
 * What "approved" can honestly mean here. ClinicalTrials.gov records a trial's recruitment status,
 * design and results, never whether or when a regulator approved the product it studied, and no
 * other source held says so. The list is therefore of *completed* registered trials: the latest
 * registry version's overall status is COMPLETED (the registry's word for a trial that ran to its
 * planned end), and the study is not OBSERVATIONAL or EXPANDED_ACCESS. `approval_date` is always
 * null (never a completion date passed off as an approval); `title` and `indication` are null when
 * the record holds none (versions rebuilt from a record history carry no title or conditions).
 *
 * Similarity. A candidate must share the protocol's therapeutic area, one of the spec's eight as
 * `studyTherapeuticAreas` infers it for the trial (the inference the amendment statistics use); the
 * protocol's area is its own `therapeutic_area`, or, when that is not one of the eight, inferred
 * from its indication the same way. Among those, `relevance_score` (0–1) is the weighted sum of:
 * - area 0.10 (always met);
 * - indication 0.30: cosine of IDF-weighted terms, the protocol's indication and title against the
 *   trial's conditions, their MeSH terms, keywords and brief title (IDF over every candidate held);
 * - phase 0.15: 1 when the trial's CT.gov phases include the protocol's, 0.5 for an adjacent phase;
 * - design 0.25: the share of five aspects on which both sides say the same thing — allocation
 *   (randomised or not), model (parallel, crossover, single group, factorial), masking (open,
 *   single, double or more), arm count (half credit one arm apart) and control (placebo, active,
 *   no treatment, sham, none; overlap of the two sets). An aspect either side leaves unsaid earns
 *   nothing: no similarity is assumed;
 * - endpoint 0.20: the larger of the shared share of the protocol's primary-endpoint kinds (overall
 *   survival, PFS, response, safety/DLT, PK …) and the IDF-weighted cosine of the primary endpoint
 *   against the trial's primary outcome measures.
 * Ties go to the later completion date, then the NCT number. Pure: the caller reads the records.
 */

/** Entries returned at most. */
export const SIMILAR_TRIALS_LIMIT = 5;

/** Weights of the relevance score; they sum to 1. */
export const RELEVANCE_WEIGHTS = { area: 0.1, indication: 0.3, phase: 0.15, design: 0.25, endpoint: 0.2 } as const;

type Allocation = 'randomised' | 'non_randomised';
type Model = 'parallel' | 'crossover' | 'single_group' | 'factorial';
type Masking = 'none' | 'single' | 'multiple';
type ControlKind = 'placebo' | 'active' | 'no_treatment' | 'sham' | 'none';

/** One registered trial as the ranking reads it: the design features a protocol has too, and its own. */
export interface SimilarTrialCandidate extends ProtocolFeatures {
  trial_id: string;
  title: string | null;
  /** The registered conditions, joined; null when the record names none. */
  indication: string | null;
  areas: readonly TherapeuticArea[];
  phases: ReadonlySet<ProtocolPhase>;
  completion_date: string | null;
}

/** A study version read from its record: its id and date, and the candidate it makes (null when it is no candidate). */
export interface StudyCandidateReading {
  nct_id: string;
  version_date: string;
  candidate: SimilarTrialCandidate | null;
}

const PHASE_CODES: Readonly<Record<string, ProtocolPhase>> = { EARLY_PHASE1: 'I', PHASE1: 'I', PHASE2: 'II', PHASE3: 'III', PHASE4: 'IV' };
const PHASE_ORDER: readonly ProtocolPhase[] = ['I', 'II', 'III', 'IV'];
const EXCLUDED_STUDY_TYPES = new Set(['OBSERVATIONAL', 'EXPANDED_ACCESS']);

/**
 * The candidate of one study version (a `raw.ctgov.studies` record's `study`, API v2 structure);
 * null when the JSON is no readable version. `candidate` is null when the version is not a
 * completed interventional trial in one of the eight areas.
 */
export function readStudyCandidate(study: unknown): StudyCandidateReading | null {
  const read = readStudyVersion(study);
  if (!read.ok) return null;
  const version = read.value;
  const design = object(object(object(study).protocolSection).designModule);
  const studyType = typeof design.studyType === 'string' ? design.studyType : null;
  const masking = object(object(design.designInfo).maskingInfo).masking;
  const base = { nct_id: version.nct_id, version_date: version.version_date };
  if (version.overall_status?.trim().toUpperCase() !== 'COMPLETED' || (studyType !== null && EXCLUDED_STUDY_TYPES.has(studyType))) return { ...base, candidate: null };
  const areas = studyTherapeuticAreas(version);
  if (areas.length === 0) return { ...base, candidate: null };
  return { ...base, candidate: candidateOf(version, areas, typeof masking === 'string' ? masking : null) };
}

function candidateOf(version: StudyVersion, areas: readonly TherapeuticArea[], masking: string | null): SimilarTrialCandidate {
  const armTypes = version.arm_groups.map((arm) => arm.type ?? '');
  const arms = version.arm_groups.length > 0 ? version.arm_groups.length : null;
  const primary = version.primary_outcomes.map((outcome) => outcome.measure).join(' \n ');
  return {
    trial_id: version.nct_id,
    title: version.brief_title,
    indication: version.conditions.length > 0 ? version.conditions.join('; ') : null,
    areas,
    phases: new Set(version.phases.map((code) => PHASE_CODES[code]).filter((phase): phase is ProtocolPhase => phase !== undefined)),
    allocation: version.allocation === 'RANDOMIZED' ? 'randomised' : version.allocation === 'NON_RANDOMIZED' || version.intervention_model === 'SINGLE_GROUP' ? 'non_randomised' : null,
    model: trialModel(version.intervention_model),
    masking: masking === 'NONE' ? 'none' : masking === 'SINGLE' ? 'single' : masking === 'DOUBLE' || masking === 'TRIPLE' || masking === 'QUADRUPLE' ? 'multiple' : null,
    arms,
    control: trialControl(armTypes, version.intervention_model),
    indicationTerms: terms([...version.conditions, ...version.condition_mesh_terms, ...version.keywords, version.brief_title ?? ''].join(' \n ')),
    endpointTerms: terms(primary),
    endpointKinds: endpointKinds(primary),
    completion_date: version.completion_date ?? version.primary_completion_date,
  };
}

function trialModel(model: string | null): Model | null {
  switch (model) {
    case 'PARALLEL':
      return 'parallel';
    case 'CROSSOVER':
      return 'crossover';
    case 'SINGLE_GROUP':
      return 'single_group';
    case 'FACTORIAL':
      return 'factorial';
    default:
      return null;
  }
}

const ARM_CONTROL: Readonly<Record<string, ControlKind>> = {
  PLACEBO_COMPARATOR: 'placebo',
  ACTIVE_COMPARATOR: 'active',
  NO_INTERVENTION: 'no_treatment',
  SHAM_COMPARATOR: 'sham',
};

/** Control kinds of the arm groups; `none` for a single-group trial or arms that are all experimental; null when the record does not say. */
function trialControl(armTypes: readonly string[], model: string | null): ReadonlySet<ControlKind> | null {
  const kinds = new Set(armTypes.map((type) => ARM_CONTROL[type]).filter((kind): kind is ControlKind => kind !== undefined));
  if (kinds.size > 0) return kinds;
  if (model === 'SINGLE_GROUP' || (armTypes.length > 0 && armTypes.every((type) => type === 'EXPERIMENTAL'))) return new Set(['none']);
  return null;
}

/** The search structure over the candidates of one data version. */
export interface SimilarTrialIndex {
  /** Candidates held (every area). */
  size: number;
  byArea: ReadonlyMap<TherapeuticArea, readonly IndexedCandidate[]>;
  indicationIdf: ReadonlyMap<string, number>;
  endpointIdf: ReadonlyMap<string, number>;
  /** IDF of a term no candidate holds. */
  unseenIdf: number;
}

interface IndexedCandidate {
  candidate: SimilarTrialCandidate;
  indicationNorm: number;
  endpointNorm: number;
}

/** Builds the index over candidates (computed once per data version, then shared by every request). */
export function createSimilarTrialIndex(candidates: Iterable<SimilarTrialCandidate>): SimilarTrialIndex {
  const all = [...candidates];
  const indicationIdf = inverseDocumentFrequencies(all.map((c) => c.indicationTerms));
  const endpointIdf = inverseDocumentFrequencies(all.map((c) => c.endpointTerms));
  const unseenIdf = idfOf(all.length, 0);
  const byArea = new Map<TherapeuticArea, IndexedCandidate[]>();
  for (const candidate of all) {
    const indexed = { candidate, indicationNorm: norm(candidate.indicationTerms, indicationIdf, unseenIdf), endpointNorm: norm(candidate.endpointTerms, endpointIdf, unseenIdf) };
    for (const area of candidate.areas) {
      const list = byArea.get(area);
      if (list) list.push(indexed);
      else byArea.set(area, [indexed]);
    }
  }
  return { size: all.length, byArea, indicationIdf, endpointIdf, unseenIdf };
}

/** The protocol's area for matching: its own when one of the eight, else inferred from its indication. */
export function matchingArea(ctx: Pick<ProtocolContext, 'area' | 'protocol'>): TherapeuticArea | null {
  if (ctx.area) return ctx.area;
  return studyTherapeuticAreas({ conditions: [ctx.protocol.indication], condition_mesh_terms: [] })[0] ?? null;
}

/** The most similar completed trials of the protocol's area, best first, at most `limit`. */
export function findSimilarTrials(ctx: ProtocolContext, index: SimilarTrialIndex, limit = SIMILAR_TRIALS_LIMIT): SimilarApprovedTrial[] {
  const area = matchingArea(ctx);
  const pool = area ? (index.byArea.get(area) ?? []) : [];
  if (!area || pool.length === 0) return [];
  const protocol = protocolFeatures(ctx);
  const indicationNorm = norm(protocol.indicationTerms, index.indicationIdf, index.unseenIdf);
  const endpointNorm = norm(protocol.endpointTerms, index.endpointIdf, index.unseenIdf);
  return pool
    .map((entry) => {
      const c = entry.candidate;
      const endpointKindsShared = protocol.endpointKinds.size === 0 ? 0 : [...protocol.endpointKinds].filter((kind) => c.endpointKinds.has(kind)).length / protocol.endpointKinds.size;
      const score =
        RELEVANCE_WEIGHTS.area +
        RELEVANCE_WEIGHTS.indication * cosine(protocol.indicationTerms, indicationNorm, c.indicationTerms, entry.indicationNorm, index.indicationIdf) +
        RELEVANCE_WEIGHTS.phase * phaseSimilarity(ctx.phase, c.phases) +
        RELEVANCE_WEIGHTS.design * designSimilarity(protocol, c) +
        RELEVANCE_WEIGHTS.endpoint * Math.max(endpointKindsShared, cosine(protocol.endpointTerms, endpointNorm, c.endpointTerms, entry.endpointNorm, index.endpointIdf));
      return { c, score: Math.min(1, Math.round(score * 1000) / 1000) };
    })
    .sort((a, b) => b.score - a.score || (b.c.completion_date ?? '').localeCompare(a.c.completion_date ?? '') || a.c.trial_id.localeCompare(b.c.trial_id))
    .slice(0, limit)
    .map(({ c, score }) => ({ trial_id: c.trial_id, title: c.title, therapeutic_area: area, indication: c.indication, approval_date: null, relevance_score: score }));
}

/** What the ranking compares between a protocol and a trial. */
interface ProtocolFeatures {
  allocation: Allocation | null;
  model: Model | null;
  masking: Masking | null;
  arms: number | null;
  /** Null when the record (or the protocol) does not say. */
  control: ReadonlySet<ControlKind> | null;
  indicationTerms: ReadonlySet<string>;
  endpointTerms: ReadonlySet<string>;
  endpointKinds: ReadonlySet<string>;
}

const MASKING_OF: Readonly<Record<BlindingKind, Masking>> = { open_label: 'none', single_blind: 'single', assessor_blind: 'single', double_blind: 'multiple', triple_blind: 'multiple' };

function protocolFeatures(ctx: ProtocolContext): ProtocolFeatures {
  const { design, control } = ctx;
  const model: Model | null = design.singleArm ? 'single_group' : design.crossover ? 'crossover' : design.factorial ? 'factorial' : design.parallel ? 'parallel' : null;
  const kinds = new Set<ControlKind>();
  if (control.placebo) kinds.add('placebo');
  if (control.active) kinds.add('active');
  if (control.noTreatment) kinds.add('no_treatment');
  if (control.sham) kinds.add('sham');
  if (kinds.size === 0 && (design.singleArm || concurrentControl(ctx) === false)) kinds.add('none');
  const primary = ctx.protocol.endpoints.primary;
  const endpointText = [primary.name, primary.definition ?? ''].join(' \n ');
  return {
    allocation: design.randomised === true ? 'randomised' : design.randomised === false ? 'non_randomised' : null,
    model,
    masking: ctx.blinding ? MASKING_OF[ctx.blinding] : null,
    arms: ctx.arms,
    control: kinds.size > 0 ? kinds : null,
    indicationTerms: terms(`${ctx.protocol.indication} \n ${ctx.protocol.title}`),
    endpointTerms: terms(endpointText),
    endpointKinds: endpointKinds(endpointText),
  };
}

function phaseSimilarity(phase: ProtocolPhase, phases: ReadonlySet<ProtocolPhase>): number {
  if (phases.has(phase)) return 1;
  const at = PHASE_ORDER.indexOf(phase);
  return [...phases].some((other) => Math.abs(PHASE_ORDER.indexOf(other) - at) === 1) ? 0.5 : 0;
}

const DESIGN_ASPECTS = 5;

function designSimilarity(p: ProtocolFeatures, c: SimilarTrialCandidate): number {
  let same = 0;
  if (p.allocation !== null && p.allocation === c.allocation) same += 1;
  if (p.model !== null && p.model === c.model) same += 1;
  if (p.masking !== null && p.masking === c.masking) same += 1;
  if (p.arms !== null && c.arms !== null) same += p.arms === c.arms ? 1 : Math.abs(p.arms - c.arms) === 1 ? 0.5 : 0;
  if (p.control !== null && c.control !== null) {
    const shared = [...p.control].filter((kind) => c.control?.has(kind)).length;
    same += shared / new Set([...p.control, ...c.control]).size;
  }
  return same / DESIGN_ASPECTS;
}

// ---- endpoint kinds and terms ------------------------------------------------------------------

const ENDPOINT_KINDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['overall_survival', /overall survival|\bos\b/],
  ['progression', /progression[\s-]?free|\bpfs\b|time to (?:tumou?r )?progression|\bttp\b/],
  ['event_free', /(?:event|disease|relapse|recurrence|metastasis)[\s-]?free|\b(?:efs|dfs|rfs|mfs)\b/],
  ['response', /response rate|objective response|overall response|\borr\b|complete (?:response|remission)|partial response|disease control|\bdcr\b|remission rate/],
  ['dose_limiting', /dose[\s-]?limiting|\bdlts?\b|maximum tolerated|\bmtd\b|recommended phase (?:2|ii) dose|\brp2d\b/],
  ['safety', /adverse (?:event|reaction)|\baes?\b|\bteaes?\b|toxicit|safety|tolerab/],
  ['pharmacokinetics', /pharmacokinetic|\bpk\b|\bcmax\b|\bauc\b|area under the|half[\s-]?life|plasma concentration/],
  ['quality_of_life', /quality of life|\bqol\b|patient[\s-]?reported|\bpros?\b|questionnaire/],
  ['mortality', /mortality|death from any cause|all[\s-]?cause death/],
  ['cardiovascular_events', /\bmace\b|major adverse cardi|myocardial infarction|hospitali[sz]ation for heart failure/],
  ['psychiatric_scale', /\bmadrs\b|\bham-?[da]\b|hamilton|\bpanss\b|\bcgi\b|\bbprs\b|\by-?bocs\b/],
  ['pain', /\bpain\b|\bvas\b|\bnrs\b|analges/],
  ['seizures', /seizure/],
  ['virology', /viral load|virolog|\bsvr\b|viral clearance|seroconversion/],
];

function endpointKinds(text: string): ReadonlySet<string> {
  const lower = text.toLowerCase();
  return new Set(ENDPOINT_KINDS.filter(([, pattern]) => pattern.test(lower)).map(([kind]) => kind));
}

/** Common abbreviations of conditions, read as their words on both sides. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  nsclc: 'non small cell lung cancer',
  sclc: 'small cell lung cancer',
  crc: 'colorectal cancer',
  hcc: 'hepatocellular carcinoma',
  rcc: 'renal cell carcinoma',
  aml: 'acute myeloid leukemia',
  cll: 'chronic lymphocytic leukemia',
  cml: 'chronic myeloid leukemia',
  dlbcl: 'diffuse large b cell lymphoma',
  mdd: 'major depressive disorder',
  copd: 'chronic obstructive pulmonary disease',
  ra: 'rheumatoid arthritis',
  sle: 'systemic lupus erythematosus',
  ms: 'multiple sclerosis',
  als: 'amyotrophic lateral sclerosis',
  hfref: 'heart failure reduced ejection fraction',
  ptsd: 'post traumatic stress disorder',
  adhd: 'attention deficit hyperactivity disorder',
};

/** Words that say how a trial is run, not what it studies; and function words. */
const STOPWORDS = new Set(
  (
    'a an and are as at be by for from in into is it of on or the to with without who whose than that this these those their its after before during ' +
    'versus vs study studies trial trials phase randomized randomised randomly controlled control double single triple blind blinded open label ' +
    'placebo multicenter multicentre multi center centre international prospective retrospective pilot parallel group arm arms cohort ' +
    'patient patients participant participants subject subjects people adult adults healthy volunteer volunteers ' +
    'evaluate evaluating evaluation assess assessing compare comparing compared investigate investigating determine efficacy safety ' +
    'treatment treatments treated therapy therapies drug drugs dose doses combination plus alone clinical effect effects use using based ' +
    'i ii iii iv iib iia first line second third prior previously one two three'
  ).split(' '),
);

/** Distinct content words of a text: lower-case, abbreviations expanded, a plural -s dropped, stopwords out. */
export function terms(text: string): ReadonlySet<string> {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (raw === '') continue;
    for (const word of (ABBREVIATIONS[raw] ?? raw).split(' ')) {
      const term = word.length > 4 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('is') ? word.slice(0, -1) : word;
      if (term.length < 2 || STOPWORDS.has(term) || /^\d+$/.test(term)) continue;
      out.add(term);
    }
  }
  return out;
}

function idfOf(documents: number, frequency: number): number {
  return Math.log((documents + 1) / (frequency + 1)) + 1;
}

function inverseDocumentFrequencies(sets: ReadonlyArray<ReadonlySet<string>>): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const set of sets) for (const term of set) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  return new Map([...frequency].map(([term, count]) => [term, idfOf(sets.length, count)]));
}

function norm(set: ReadonlySet<string>, idf: ReadonlyMap<string, number>, unseen: number): number {
  let sum = 0;
  for (const term of set) sum += (idf.get(term) ?? unseen) ** 2;
  return Math.sqrt(sum);
}

function cosine(a: ReadonlySet<string>, aNorm: number, b: ReadonlySet<string>, bNorm: number, idf: ReadonlyMap<string, number>): number {
  if (aNorm === 0 || bNorm === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const term of small) if (large.has(term)) dot += (idf.get(term) ?? 0) ** 2;
  return Math.min(1, dot / (aNorm * bNorm));
}

function object(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
