import { type OutcomeProbability, outcomeProbability } from './outcome-calibration.ts';
import { referenceLookupKeys } from '../cfr.ts';
import type { ObservationCategory } from '../observation-categories.ts';
import { CLASSIFICATION_WEIGHTS, historyAsOf, isoTime, issued483, yearsBetween } from './composite-risk.ts';
import type { CitationFact, Classification, ComplianceActionKind, FacilityHistory, InspectionFact } from './facility-history.ts';
import type { NotOaiWeight } from './national-split.ts';
import { citationSeverityScore, type SectionWeightLookup } from './section-severity.ts';

/**
 * The predictive facility score (spec doc 2, "Facility score (predictive)"): how likely the
 * facility's next inspection is to go badly, as five components scored 0–100 and weighted as the
 * spec says, with a confidence that falls when there is little history and a short list of
 * remediation actions drawn from what the facility was actually cited for.
 *
 * Unlike the composite score (a fixed formula over classifications), this score uses every fact it
 * has: an inspection known only from its 483 counts at the national expected weight of inspections
 * that end with a 483, rather than being left out. Every constant is explained in `README.md`.
 */

/** Component weights, from the spec. */
export const FACILITY_SCORE_WEIGHTS = {
  historical_pattern: 0.35,
  time_since_inspection: 0.15,
  citation_severity: 0.25,
  industry_benchmark: 0.15,
  enforcement_trend: 0.1,
} as const;

/** A component of the facility score. */
export type FacilityComponentName = keyof typeof FACILITY_SCORE_WEIGHTS;

/** Facility-score bands (spec doc 2): low 0–40, medium 41–65, high 66–85, critical 86–100. */
export type FacilityRiskLevel = 'low' | 'medium' | 'high' | 'critical';

/**
 * Inspection classifications FY2009–2024, Biologics + Drugs + Devices, from the FDA Data Dashboard
 * aggregates in the shared data (`fda_dashboard_aggregates/class_fiscal.csv`, summed over years).
 * They anchor the two imputed values below.
 */
export const NATIONAL_CLASSIFICATION_COUNTS: Readonly<Record<Classification, number>> = { NAI: 65_488, VAI: 37_756, OAI: 5_525 };

const national = NATIONAL_CLASSIFICATION_COUNTS;

/**
 * Expected classification weight of an inspection about which nothing is known: the national mix
 * (60.2 % NAI, 34.7 % VAI, 5.1 % OAI) at the spec's weights, ≈ 0.285. The prior every facility's
 * pattern is shrunk toward.
 */
export const NATIONAL_OUTCOME_VALUE =
  (CLASSIFICATION_WEIGHTS.NAI * national.NAI + CLASSIFICATION_WEIGHTS.VAI * national.VAI + CLASSIFICATION_WEIGHTS.OAI * national.OAI) /
  (national.NAI + national.VAI + national.OAI);

/**
 * Expected weight of an inspection known to have ended with a 483 but whose classification is not
 * published: a 483 means objectionable conditions, so VAI or OAI, in the national proportion
 * (87.2 % VAI, 12.8 % OAI), ≈ 0.564.
 */
export const UNCLASSIFIED_483_VALUE =
  (CLASSIFICATION_WEIGHTS.VAI * national.VAI + CLASSIFICATION_WEIGHTS.OAI * national.OAI) / (national.VAI + national.OAI);

/**
 * Expected weight of an inspection known only as not OAI when its year's split is unknown: the
 * national NAI/VAI proportion above (63.4 % NAI, 36.6 % VAI) at the spec's weights, ≈ 0.246.
 */
export const NATIONAL_NOT_OAI_VALUE = (CLASSIFICATION_WEIGHTS.NAI * national.NAI + CLASSIFICATION_WEIGHTS.VAI * national.VAI) / (national.NAI + national.VAI);

/** Half-life of an inspection's weight in the historical pattern: a decade-old OAI still counts, a quarter as much. */
export const PATTERN_HALF_LIFE_YEARS = 5;
/** Pseudo-inspections at {@link NATIONAL_OUTCOME_VALUE} added to every pattern: one inspection alone cannot make it 10 or 100. */
export const PATTERN_PRIOR_INSPECTIONS = 1;
/** Years since the last inspection at which `time_since_inspection` falls to 50 (25 at twice that). */
export const INSPECTION_GAP_HALF_YEARS = 3;
/** Citations older than this are not scored for severity; their weight lives on in the historical pattern. */
export const CITATION_WINDOW_YEARS = 5;
/** Points per section cited at two or more inspections in the window (FDA escalates repeat observations), at most {@link MAX_REPEAT_BONUS}. */
export const REPEAT_SECTION_BONUS = 10;
export const MAX_REPEAT_BONUS = 20;
/** Half-life of a compliance action's points in `enforcement_trend` (the composite's recency half-life). */
export const ENFORCEMENT_HALF_LIFE_YEARS = 2;
/** Points of a fresh compliance action in `enforcement_trend`, by how far up FDA's escalation path it sits. */
export const ACTION_POINTS: Readonly<Record<ComplianceActionKind, number>> = {
  consent_decree: 80,
  injunction: 80,
  seizure: 70,
  import_alert: 50,
  warning_letter: 50,
  untitled_letter: 25,
  recall: 20,
  other: 10,
};
/** Added (deteriorating) or taken off (improving) when the latest classification is worse or better than the one before. */
export const TREND_POINTS = 20;
/** Peer groups smaller than this give no benchmark (the spec's `insufficient_data` rule). */
export const MIN_PEER_GROUP = 10;
/** A warning letter or import alert this recent, with no NAI inspection after it, is taken as still open. */
export const OPEN_ACTION_YEARS = 2;
/** Inspections (classified or evidenced by a 483) at which confidence reaches half its history-limited ceiling. */
export const CONFIDENCE_HALF_INSPECTIONS = 2;
/** Years of history at which confidence stops growing with time. */
export const CONFIDENCE_FULL_YEARS = 5;

/** Peer-group statistics of facility scores (the benchmark resource's `metrics` for the facility's product type). */
export interface PeerStats {
  mean: number;
  p75: number;
  p90: number;
  size: number;
}

/** What the facility score needs besides the history. */
export interface FacilityScoreContext {
  /** ISO date or timestamp the score is computed for; facts after it are ignored. */
  asOf: string;
  peerStats: PeerStats | null;
  sectionWeight: SectionWeightLookup;
  /** Expected weight of a not-OAI inspection (SPEC-DECISIONS 23); absent or null: {@link NATIONAL_NOT_OAI_VALUE}. */
  notOaiWeight?: (inspection: InspectionFact) => NotOaiWeight | null;
}

/** One scored component. */
export interface ScoreComponent {
  score: number;
  weight: number;
  /** Plain-English reasons with the numbers behind the score. */
  factors: string[];
}

/** One recommended action; priority 1 comes first. */
export interface NextBestAction {
  priority: number;
  action: string;
  rationale: string;
  estimated_remediation_days: number;
}

/** The spec's Facility score resource. */
export interface FacilityScore {
  fei_number: string;
  facility_name: string;
  risk_score: number;
  risk_level: FacilityRiskLevel;
  confidence: number;
  score_components: Record<FacilityComponentName, ScoreComponent>;
  next_best_actions: NextBestAction[];
  calculated_at: string;
  valid_until: string;
  /** Calibrated probability of an OAI or a warning letter within 24 months (`outcome-calibration.ts`). */
  outcome_probability: OutcomeProbability;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const day = (iso: string): string => iso.slice(0, 10);

/** The facility score's band. */
export function facilityRiskLevel(score: number): FacilityRiskLevel {
  if (Number.isNaN(score)) throw new RangeError('risk score is NaN');
  if (score <= 40) return 'low';
  if (score <= 65) return 'medium';
  if (score <= 85) return 'high';
  return 'critical';
}

/** An inspection as the pattern reads it: its weight, and whether the weight is a classification or imputed from a 483. */
interface ScoredInspection {
  id: string;
  date: string;
  value: number;
  basis: Classification | '483' | 'not_oai';
}

function scoredInspections(history: FacilityHistory, notOaiWeight?: FacilityScoreContext['notOaiWeight']): ScoredInspection[] {
  const cited = new Set(history.citations.map((c) => c.inspection_id));
  const scored: ScoredInspection[] = [];
  for (const inspection of history.inspections) {
    if (inspection.classification !== null) {
      scored.push({ id: inspection.id, date: inspection.end_date, value: CLASSIFICATION_WEIGHTS[inspection.classification], basis: inspection.classification });
    } else if (issued483(inspection, cited)) {
      scored.push({ id: inspection.id, date: inspection.end_date, value: UNCLASSIFIED_483_VALUE, basis: '483' });
    } else if (inspection.not_oai) {
      scored.push({ id: inspection.id, date: inspection.end_date, value: notOaiWeight?.(inspection)?.weight ?? NATIONAL_NOT_OAI_VALUE, basis: 'not_oai' });
    }
  }
  return scored.sort((a, b) => isoTime(a.date) - isoTime(b.date));
}

function historicalPattern(scored: readonly ScoredInspection[], asOf: string): { score: number; factors: string[] } {
  let weighted = PATTERN_PRIOR_INSPECTIONS * NATIONAL_OUTCOME_VALUE;
  let total = PATTERN_PRIOR_INSPECTIONS;
  for (const s of scored) {
    const w = 0.5 ** (Math.max(0, yearsBetween(s.date, asOf)) / PATTERN_HALF_LIFE_YEARS);
    weighted += w * s.value;
    total += w;
  }
  const score = Math.round((100 * weighted) / total);
  const prior = `Shrunk toward the national average weight ${NATIONAL_OUTCOME_VALUE.toFixed(3)} by ${plural(PATTERN_PRIOR_INSPECTIONS, 'pseudo-inspection')}; each inspection's weight halves every ${PATTERN_HALF_LIFE_YEARS} years`;
  if (scored.length === 0) return { score, factors: ['No inspection with a known outcome on record: national average applies', prior] };
  const count = (b: ScoredInspection['basis']): number => scored.filter((s) => s.basis === b).length;
  const since = day(scored[0]!.date).slice(0, 4);
  const classified = scored.length - count('483') - count('not_oai');
  const factors: string[] = [];
  if (classified > 0) {
    factors.push(`${count('OAI')} of ${plural(classified, 'classified inspection')} since ${since} were OAI (${count('VAI')} VAI, ${count('NAI')} NAI)`);
  }
  if (count('not_oai') > 0) {
    factors.push(`${plural(count('not_oai'), 'inspection')} known only as not OAI: counted at the national NAI/VAI split of its fiscal year and product type (${NATIONAL_NOT_OAI_VALUE.toFixed(3)} when unknown)`);
  }
  if (count('483') > 0) {
    factors.push(`${plural(count('483'), 'inspection')} ended with a 483 but no published classification: counted at ${UNCLASSIFIED_483_VALUE.toFixed(3)}, the national VAI/OAI mix`);
  }
  const latest = scored.at(-1)!;
  factors.push(`Latest: ${latest.basis === '483' ? '483 issued' : latest.basis === 'not_oai' ? 'not OAI' : latest.basis} on ${day(latest.date)}`, prior);
  return { score, factors };
}

function timeSinceInspection(history: FacilityHistory, asOf: string): { score: number; factors: string[]; years: number | null } {
  const last = history.inspections.map((i) => i.end_date).sort((a, b) => isoTime(b) - isoTime(a))[0];
  // v2 (issue 12, outcome back-test): the component measures current FDA attention, not overdue
  // drift. On the training cut the old "longer gap = higher" curve ranked the 24-month outcome at
  // AUC 0.24 (inverted): a site not inspected for years is mostly a site FDA no longer visits.
  if (!last) return { score: 0, years: null, factors: ['No inspection on record: no current FDA surveillance attention'] };
  const years = Math.max(0, yearsBetween(last, asOf));
  const score = Math.round(100 * 0.5 ** (years / INSPECTION_GAP_HALF_YEARS));
  return {
    score,
    years,
    factors: [
      `Last inspection ended ${day(last)}, ${years.toFixed(1)} years before ${day(asOf)}`,
      `100 x 0.5^(years / ${INSPECTION_GAP_HALF_YEARS}): a recent inspection means current FDA attention (100 today, 50 at ${INSPECTION_GAP_HALF_YEARS} years, 25 at ${2 * INSPECTION_GAP_HALF_YEARS}); validated on the outcome back-test (README)`,
    ],
  };
}

/** Citations within the severity window, each with its severity. */
function recentCitations(history: FacilityHistory, asOf: string, weights: SectionWeightLookup): Array<CitationFact & { severity: number }> {
  return history.citations
    .filter((c) => yearsBetween(c.date, asOf) <= CITATION_WINDOW_YEARS)
    .map((c) => ({ ...c, severity: citationSeverityScore(c, weights) }));
}

/** Sections cited at two or more distinct inspections, with those inspections' count. */
function repeatedSections(citations: readonly CitationFact[]): Map<string, number> {
  const inspections = new Map<string, Set<string>>();
  for (const c of citations) {
    if (!c.cfr_section) continue;
    const set = inspections.get(c.cfr_section) ?? new Set<string>();
    set.add(c.inspection_id);
    inspections.set(c.cfr_section, set);
  }
  return new Map([...inspections].filter(([, set]) => set.size >= 2).map(([section, set]) => [section, set.size]));
}

function citationSeverity(recent: ReadonlyArray<CitationFact & { severity: number }>): { score: number; factors: string[] } {
  if (recent.length === 0) return { score: 0, factors: [`No citations in the last ${CITATION_WINDOW_YEARS} years`] };
  const top = recent.reduce((a, b) => (b.severity > a.severity ? b : a));
  const mean = recent.reduce((s, c) => s + c.severity, 0) / recent.length;
  const repeats = repeatedSections(recent);
  const bonus = Math.min(MAX_REPEAT_BONUS, REPEAT_SECTION_BONUS * repeats.size);
  const score = Math.round(clamp(10 * (0.5 * top.severity + 0.5 * mean) + bonus, 0, 100));
  const factors = [
    `${plural(recent.length, 'citation')} in the last ${CITATION_WINDOW_YEARS} years; most severe ${top.severity.toFixed(1)}/10 (${top.cfr_section ?? top.act_cfr_number}), mean ${mean.toFixed(1)}/10`,
  ];
  for (const [section, n] of repeats) factors.push(`${section} cited at ${n} different inspections (repeat: +${REPEAT_SECTION_BONUS})`);
  return { score, factors };
}

function enforcementTrend(history: FacilityHistory, scored: readonly ScoredInspection[], asOf: string): { score: number; factors: string[] } {
  const factors: string[] = [];
  let points = 0;
  for (const action of history.compliance_actions) {
    const years = Math.max(0, yearsBetween(action.date, asOf));
    const p = ACTION_POINTS[action.kind] * 0.5 ** (years / ENFORCEMENT_HALF_LIFE_YEARS);
    points += p;
    factors.push(`${action.action_type} on ${day(action.date)}: ${p.toFixed(1)} points (${ACTION_POINTS[action.kind]} halving every ${ENFORCEMENT_HALF_LIFE_YEARS} years)`);
  }
  if (history.compliance_actions.length === 0) factors.push('No compliance actions on record');
  const classified = scored.filter((s) => s.basis !== '483');
  let trend = 0;
  const last = classified.at(-1);
  const before = classified.at(-2);
  if (last && before) {
    if (last.value > before.value) trend = TREND_POINTS;
    if (last.value < before.value) trend = -TREND_POINTS;
    const word = trend > 0 ? 'deteriorating' : trend < 0 ? 'improving' : 'stable';
    factors.push(`Classification trend ${word}: ${before.basis} (${day(before.date)}) then ${last.basis} (${day(last.date)})${trend === 0 ? '' : `, ${trend > 0 ? '+' : ''}${trend}`}`);
  }
  return { score: Math.round(clamp(points + trend, 0, 100)), factors };
}

/**
 * Where a facility sits in its peer distribution, 0–100, by straight lines through (0, 0),
 * (mean, 50), (p75, 75), (p90, 90), (100, 100): at the peer mean 50, at the 90th percentile 90.
 * Knots that are out of order (a mean above p75 in a skewed group) are raised to the one before.
 */
export function peerPosition(value: number, peer: Pick<PeerStats, 'mean' | 'p75' | 'p90'>): number {
  const ys = [0, 50, 75, 90, 100];
  const xs = [0, peer.mean, peer.p75, peer.p90, 100].map((x) => clamp(x, 0, 100));
  for (let i = 1; i < xs.length; i++) xs[i] = Math.max(xs[i]!, xs[i - 1]!);
  const v = clamp(value, 0, 100);
  for (let i = 0; i < xs.length - 1; i++) {
    const x0 = xs[i]!;
    const x1 = xs[i + 1]!;
    if (v <= x1) return x1 === x0 ? ys[i + 1]! : ys[i]! + ((ys[i + 1]! - ys[i]!) * (v - x0)) / (x1 - x0);
  }
  return 100;
}

function industryBenchmark(provisional: number, peer: PeerStats | null): { score: number; factors: string[] } {
  if (!peer || peer.size < MIN_PEER_GROUP) {
    return { score: 50, factors: [`Peer group ${peer ? `has ${peer.size}` : 'unknown'} (under ${MIN_PEER_GROUP} facilities): neutral 50`] };
  }
  const score = Math.round(peerPosition(provisional, peer));
  return {
    score,
    factors: [
      `Score before benchmarking ${provisional.toFixed(1)} against the product-type peer group's scores before benchmarking (mean ${peer.mean.toFixed(1)}, p75 ${peer.p75.toFixed(1)}, p90 ${peer.p90.toFixed(1)})`,
      '50 = at the peer mean, 75 = 75th percentile, 90 = 90th percentile',
    ],
  };
}

/**
 * Confidence 0–1 from how much history there is: n / (n + 2) for n inspections with a known
 * outcome (a 483-only inspection counts half), times 0.5 + 0.5 × min(1, years covered / 5). No
 * inspection → 0; one NAI a year ago → 1/3 × 0.6 = 0.2; five over ten years → 5/7 ≈ 0.71.
 */
export function facilityScoreConfidence(history: FacilityHistory, asOf: string): number {
  const scored = scoredInspections(history);
  const n = scored.reduce((s, i) => s + (i.basis === '483' ? 0.5 : 1), 0);
  if (n === 0) return 0;
  const years = Math.max(0, yearsBetween(scored[0]!.date, asOf));
  return round2((n / (n + CONFIDENCE_HALF_INSPECTIONS)) * (0.5 + 0.5 * Math.min(1, years / CONFIDENCE_FULL_YEARS)));
}

/** A remediation theme: the sections and categories that call for it, and what to do. */
export interface RemediationPlay {
  id: string;
  /** Section or part keys as `referenceLookupKeys` gives them ('211.192', '803'). */
  sections: readonly string[];
  categories: readonly ObservationCategory[];
  action: string;
  /** Typical time to remediate and show effectiveness, in days (industry practice for a 483 response plan). */
  days: number;
}

/**
 * The remediation playbook, most specific themes first: a citation takes the first play listing
 * its section, else the first listing one of its categories.
 */
export const REMEDIATION_PLAYBOOK: readonly RemediationPlay[] = [
  {
    id: 'investigations',
    sections: ['211.192'],
    categories: [],
    action: 'Strengthen investigations of unexplained discrepancies and OOS results: find root causes, extend each investigation to other affected batches, document conclusions and follow-up',
    days: 90,
  },
  {
    id: 'sterility',
    sections: ['211.113', '211.167', '211.28'],
    categories: ['Sterility Assurance', 'Aseptic Processing', 'Environmental Monitoring'],
    action: 'Remediate contamination control for sterile products: aseptic process simulations, environmental monitoring, smoke studies and sterilisation validation',
    days: 180,
  },
  {
    id: 'data-integrity',
    sections: ['211.68', '211.194', '11'],
    categories: ['Data Integrity'],
    action: 'Carry out a data-integrity remediation: audit-trail review, unique user access, complete and retained raw data, and an independent assessment of past records',
    days: 180,
  },
  {
    id: 'capa',
    sections: ['820.100', '820.90'],
    categories: [],
    action: 'Rebuild the CAPA system: written procedures, trending of quality data, root-cause analysis and verification that actions were effective',
    days: 90,
  },
  {
    id: 'complaints',
    sections: ['820.198', '211.198', '803', '314.81', '310.305'],
    categories: [],
    action: 'Fix complaint handling and adverse-event reporting: evaluate and document every complaint and decide MDR / field-alert reporting on time',
    days: 60,
  },
  {
    id: 'quality-unit',
    sections: ['211.22', '820.20', '820.22'],
    categories: ['Quality System'],
    action: 'Reinforce the quality unit: written responsibilities and procedures, and quality-unit review of deviations and records before release',
    days: 120,
  },
  {
    id: 'process',
    sections: ['211.100', '211.110', '211.111', '820.70', '820.75'],
    categories: ['Process Controls', 'Process Validation'],
    action: 'Establish and validate process controls: written production procedures, in-process testing, and process validation with defined acceptance criteria',
    days: 150,
  },
  {
    id: 'laboratory',
    sections: ['211.160', '211.165', '211.166', '211.84'],
    categories: ['Laboratory Controls', 'Stability Studies'],
    action: 'Make laboratory controls scientifically sound: validated methods, justified specifications, complete release testing and a stability programme',
    days: 120,
  },
  {
    id: 'design',
    sections: ['820.30'],
    categories: [],
    action: 'Complete design controls: design history file, design verification and validation, and risk analysis',
    days: 180,
  },
  {
    id: 'suppliers',
    sections: ['820.50', '820.80'],
    categories: [],
    action: 'Tighten supplier and acceptance controls: supplier evaluation, an approved-supplier list and incoming acceptance activities',
    days: 90,
  },
  {
    id: 'facilities',
    sections: ['211.42', '211.46', '211.56', '211.58', '211.63', '211.67', '820.72'],
    categories: ['Facility & Equipment'],
    action: 'Qualify facilities and equipment: cleaning validation, maintenance and calibration programmes, and HVAC and facility design controls',
    days: 120,
  },
  {
    id: 'records',
    sections: ['211.180', '211.186', '211.188', '820.180', '820.181', '820.184'],
    categories: ['Documentation'],
    action: 'Fix master and batch (device history) records: complete, controlled, reviewed before release',
    days: 60,
  },
];

function playFor(citation: CitationFact): RemediationPlay | null {
  const keys = citation.cfr_section ? (referenceLookupKeys(citation.cfr_section)?.keys ?? []) : [];
  return (
    REMEDIATION_PLAYBOOK.find((p) => p.sections.some((s) => keys.includes(s))) ??
    REMEDIATION_PLAYBOOK.find((p) => p.categories.some((c) => citation.categories.includes(c))) ??
    null
  );
}

/** Typical time to answer a 483 item with a documented CAPA when no play fits. */
const GENERIC_CAPA_DAYS = 90;
/** Time to run a mock inspection and close its findings. */
const READINESS_DAYS = 30;

function nextBestActions(
  history: FacilityHistory,
  recent: ReadonlyArray<CitationFact & { severity: number }>,
  asOf: string,
  yearsSinceInspection: number | null,
): NextBestAction[] {
  const actions: Array<Omit<NextBestAction, 'priority'>> = [];

  // Open enforcement first: it is what FDA will check at the next visit.
  const laterNai = (date: string): boolean => history.inspections.some((i) => i.classification === 'NAI' && isoTime(i.end_date) > isoTime(date));
  for (const kind of ['warning_letter', 'import_alert'] as const) {
    const open = history.compliance_actions
      .filter((a) => a.kind === kind && yearsBetween(a.date, asOf) <= OPEN_ACTION_YEARS && !laterNai(a.date))
      .sort((a, b) => isoTime(b.date) - isoTime(a.date))[0];
    if (!open) continue;
    actions.push(
      kind === 'warning_letter'
        ? {
            action: 'Close out the warning letter commitments: complete every promised correction, verify effectiveness and send FDA the evidence',
            rationale: `${open.action_type} issued ${day(open.date)}, ${yearsBetween(open.date, asOf).toFixed(1)} years ago, with no later NAI inspection showing it closed`,
            estimated_remediation_days: 90,
          }
        : {
            action: 'Resolve the import alert: correct the violations and petition FDA for removal with evidence of sustained compliance',
            rationale: `${open.action_type} dated ${day(open.date)}, with no later NAI inspection`,
            estimated_remediation_days: 180,
          },
    );
  }

  // Then one action per remediation theme the recent citations fall into, the themes cited at
  // most inspections first, then the most severe, then the most recent.
  const themes = new Map<string, { play: RemediationPlay | null; label: string; inspections: Set<string>; citations: number; severity: number; latest: string; sections: Set<string> }>();
  for (const c of recent) {
    const play = playFor(c);
    const key = play?.id ?? `generic:${c.cfr_section ?? c.act_cfr_number}`;
    const theme = themes.get(key) ?? {
      play,
      label: c.short_description ?? c.cfr_section ?? c.act_cfr_number,
      inspections: new Set<string>(),
      citations: 0,
      severity: 0,
      latest: c.date,
      sections: new Set<string>(),
    };
    theme.inspections.add(c.inspection_id);
    theme.citations += 1;
    theme.severity = Math.max(theme.severity, c.severity);
    if (isoTime(c.date) > isoTime(theme.latest)) theme.latest = c.date;
    theme.sections.add(c.cfr_section ?? c.act_cfr_number);
    themes.set(key, theme);
  }
  const ranked = [...themes.values()].sort(
    (a, b) => b.inspections.size - a.inspections.size || b.severity - a.severity || isoTime(b.latest) - isoTime(a.latest),
  );
  for (const t of ranked) {
    const repeat = t.inspections.size >= 2 ? `; repeated at ${t.inspections.size} inspections, which FDA treats as grounds for escalation` : '';
    actions.push({
      action: t.play?.action ?? `Correct the cited condition (${t.label}) under a documented CAPA with an effectiveness check`,
      rationale: `${[...t.sections].join(', ')}: ${plural(t.citations, 'citation')} in the last ${CITATION_WINDOW_YEARS} years (latest ${day(t.latest)}), severity up to ${t.severity.toFixed(1)}/10${repeat}`,
      estimated_remediation_days: t.play?.days ?? GENERIC_CAPA_DAYS,
    });
  }

  if (yearsSinceInspection === null || yearsSinceInspection >= INSPECTION_GAP_HALF_YEARS) {
    actions.push({
      action: 'Prepare for a surveillance inspection: run a mock FDA inspection against the current regulations and close its findings',
      rationale: yearsSinceInspection === null ? 'No FDA inspection on record' : `${yearsSinceInspection.toFixed(1)} years since the last FDA inspection`,
      estimated_remediation_days: READINESS_DAYS,
    });
  }
  if (actions.length === 0) {
    actions.push({
      action: 'Keep the quality system inspection-ready: internal audits and management review on schedule',
      rationale: `No open enforcement and no citations in the last ${CITATION_WINDOW_YEARS} years`,
      estimated_remediation_days: READINESS_DAYS,
    });
  }
  return actions.slice(0, 5).map((a, i) => ({ priority: i + 1, ...a }));
}

/** `asOf` as a timestamp, and the first instant of the next calendar month (UTC): scores are refreshed monthly. */
export function scoreValidity(asOf: string): { calculated_at: string; valid_until: string } {
  const at = new Date(isoTime(asOf));
  return {
    calculated_at: at.toISOString(),
    valid_until: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)).toISOString(),
  };
}

/**
 * The predictive facility score as of `context.asOf`. The total is the weighted sum of the five
 * integer component scores, rounded, so a reader can recompute it from the components shown.
 * The industry benchmark compares the score the facility would have at its peer mean (the other
 * four components plus 0.15 × 50) with the peer distribution, so a group of identical facilities
 * benchmarks at exactly 50.
 */
export function facilityScore(history: FacilityHistory, context: FacilityScoreContext): FacilityScore {
  const known = historyAsOf(history, context.asOf);
  const scored = scoredInspections(known, context.notOaiWeight);
  const pattern = historicalPattern(scored, context.asOf);
  const time = timeSinceInspection(known, context.asOf);
  const recent = recentCitations(known, context.asOf, context.sectionWeight);
  const severity = citationSeverity(recent);
  const enforcement = enforcementTrend(known, scored, context.asOf);
  const w = FACILITY_SCORE_WEIGHTS;
  const provisional =
    pattern.score * w.historical_pattern +
    time.score * w.time_since_inspection +
    severity.score * w.citation_severity +
    enforcement.score * w.enforcement_trend +
    50 * w.industry_benchmark;
  const benchmark = industryBenchmark(provisional, context.peerStats);
  const components: Record<FacilityComponentName, ScoreComponent> = {
    historical_pattern: { score: pattern.score, weight: w.historical_pattern, factors: pattern.factors },
    time_since_inspection: { score: time.score, weight: w.time_since_inspection, factors: time.factors },
    citation_severity: { score: severity.score, weight: w.citation_severity, factors: severity.factors },
    industry_benchmark: { score: benchmark.score, weight: w.industry_benchmark, factors: benchmark.factors },
    enforcement_trend: { score: enforcement.score, weight: w.enforcement_trend, factors: enforcement.factors },
  };
  // Weights are whole percentages, so the sum is exact in integers and rounding never meets a
  // binary-fraction 44.4999….
  const hundredths = Object.values(components).reduce((s, c) => s + c.score * Math.round(c.weight * 100), 0);
  const total = Math.round(clamp(hundredths / 100, 0, 100));
  return {
    fei_number: history.fei,
    facility_name: history.name,
    risk_score: total,
    risk_level: facilityRiskLevel(total),
    confidence: facilityScoreConfidence(known, context.asOf),
    score_components: components,
    next_best_actions: nextBestActions(known, recent, context.asOf, time.years),
    ...scoreValidity(context.asOf),
    outcome_probability: outcomeProbability(total, 'facility'),
  };
}
