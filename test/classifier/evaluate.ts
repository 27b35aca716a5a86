import { type LabelledEventReport, readLabelledEventReports } from '../../graph/knowledge/labelled-event-reports.ts';
import {
  MIN_CONFIDENCE,
  UNKNOWN,
  primaryConfidence,
  primaryFeatures,
  probabilityOf,
  roundProbability,
  typeFeatures,
  type CalibrationWeights,
  type ClassificationOutcome,
  type PrimaryCalibration,
  type PrimaryEvidence,
  type TypeFeatures,
} from '../../enrich/domain/event-classifier.ts';
import type { EventClassifier } from '../../enrich/event-classification.ts';

/**
 * Evaluation of the event classifier on a labelled JSONL file (one report per line): top-1
 * accuracy, the precision and recall of `unknown`, a confusion matrix and the list of mistakes;
 * plus the calibration fit used to choose the classifier's weights on the development set.
 */

/** One labelled report (the shape of graph/knowledge/labelled-event-reports). */
export type LabelledReport = LabelledEventReport;

/** Reads a labelled JSONL file; a malformed line or an unknown label is an error naming the line. */
export const readLabelledReports = readLabelledEventReports;

/** One wrong answer, with the classifier's best candidates to see why. */
export interface EvaluationMistake {
  id: string;
  label: string;
  also_acceptable: string[];
  predicted: string;
  confidence: number;
  candidates: Array<{ event_type: string; probability: number }>;
}

/** What `evaluate` reports for one file. */
export interface EvaluationReport {
  n: number;
  /** Share of reports whose prediction is the label or one of its `also_acceptable` types. */
  top1_accuracy: number;
  /** Share whose prediction is exactly the label. */
  strict_top1_accuracy: number;
  /** Of the reports predicted `unknown`, the share labelled `unknown` (null when none was predicted). */
  unknown_precision: number | null;
  /** Of the reports labelled `unknown`, the share predicted `unknown` (null when none is so labelled). */
  unknown_recall: number | null;
  /** label → predicted → count, non-zero cells only. */
  confusion: Record<string, Record<string, number>>;
  mistakes: EvaluationMistake[];
}

/** A prediction for one report: the primary type (or `unknown`) and the top candidates. */
export interface Prediction {
  predicted: string;
  confidence: number;
  candidates: Array<{ event_type: string; probability: number }>;
}

/** The prediction of a classify outcome (a refused request counts as `unknown`). */
export function predictionOf(outcome: ClassificationOutcome): Prediction {
  if (!outcome.ok) return { predicted: UNKNOWN, confidence: 0, candidates: [] };
  const { classification, evidence } = outcome.result;
  return {
    predicted: classification.event_type,
    confidence: classification.confidence,
    candidates: evidence.candidates.slice(0, 3).map((candidate) => ({ event_type: candidate.event_type, probability: candidate.probability })),
  };
}

/** Scores predictions against their labels. Pure. */
export function scoreEvaluation(reports: readonly LabelledReport[], predictions: readonly Prediction[]): EvaluationReport {
  let correct = 0;
  let strict = 0;
  let predictedUnknown = 0;
  let predictedUnknownRight = 0;
  let labelledUnknown = 0;
  let labelledUnknownFound = 0;
  const confusion: Record<string, Record<string, number>> = {};
  const mistakes: EvaluationMistake[] = [];
  reports.forEach((report, index) => {
    const prediction = predictions[index]!;
    const acceptable = [report.label, ...(report.also_acceptable ?? [])];
    const row = (confusion[report.label] ??= {});
    row[prediction.predicted] = (row[prediction.predicted] ?? 0) + 1;
    if (prediction.predicted === report.label) strict += 1;
    if (acceptable.includes(prediction.predicted)) correct += 1;
    else mistakes.push({ id: report.id, label: report.label, also_acceptable: report.also_acceptable ?? [], ...prediction });
    if (prediction.predicted === UNKNOWN) {
      predictedUnknown += 1;
      if (report.label === UNKNOWN) predictedUnknownRight += 1;
    }
    if (report.label === UNKNOWN) {
      labelledUnknown += 1;
      if (prediction.predicted === UNKNOWN) labelledUnknownFound += 1;
    }
  });
  const n = reports.length;
  return {
    n,
    top1_accuracy: n === 0 ? 0 : correct / n,
    strict_top1_accuracy: n === 0 ? 0 : strict / n,
    unknown_precision: predictedUnknown === 0 ? null : predictedUnknownRight / predictedUnknown,
    unknown_recall: labelledUnknown === 0 ? null : labelledUnknownFound / labelledUnknown,
    confusion,
    mistakes,
  };
}

/** Classifies every report of a labelled file in one batch and scores the result. */
export async function evaluate(classifier: Pick<EventClassifier, 'classifyMany'>, path: string): Promise<EvaluationReport> {
  const reports = readLabelledReports(path);
  const outcomes = await classifier.classifyMany(reports.map((report) => ({ text: report.text, product_type: report.product_type ?? null })));
  return scoreEvaluation(reports, outcomes.map(predictionOf));
}

/** One unordered pair of types the classifier mixes up, with the count in each direction. */
export interface ConfusionPair {
  a: string;
  b: string;
  /** Reports labelled `a` answered `b`. */
  aAsB: number;
  /** Reports labelled `b` answered `a`. */
  bAsA: number;
}

/**
 * The confusion matrix folded into unordered pairs of types (`unknown` excluded), most confused
 * first: where two types are near-duplicates, both directions show up, and their sum says whether
 * a rule to separate (or merge) them would pay.
 */
export function confusionPairs(confusion: EvaluationReport['confusion']): ConfusionPair[] {
  const pairs = new Map<string, ConfusionPair>();
  for (const [label, row] of Object.entries(confusion)) {
    for (const [predicted, count] of Object.entries(row)) {
      if (predicted === label || predicted === UNKNOWN || label === UNKNOWN) continue;
      const [a, b] = [label, predicted].sort() as [string, string];
      const pair = pairs.get(`${a} ${b}`) ?? { a, b, aAsB: 0, bAsA: 0 };
      if (label === a) pair.aAsB += count;
      else pair.bAsA += count;
      pairs.set(`${a} ${b}`, pair);
    }
  }
  return [...pairs.values()].sort((x, y) => y.aAsB + y.bAsA - (x.aAsB + x.bAsA) || x.a.localeCompare(y.a));
}

/** The pairs as text, one per line: "a <-> b: n (a as b x, b as a y)". */
export function formatConfusionPairs(pairs: readonly ConfusionPair[], limit = 15): string {
  return pairs
    .slice(0, limit)
    .map((pair) => `    ${pair.a} <-> ${pair.b}: ${pair.aAsB + pair.bAsA} (${pair.a} as ${pair.b} x${pair.aAsB}, ${pair.b} as ${pair.a} x${pair.bAsA})`)
    .join('\n');
}

const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)}%`);

/**
 * The report as text: the figures, the off-diagonal cells of the confusion matrix (label →
 * predicted × count; the diagonal is summarised as one count), and each mistake.
 */
export function formatReport(name: string, report: EvaluationReport): string {
  const diagonal = Object.entries(report.confusion).reduce((sum, [label, row]) => sum + (row[label] ?? 0), 0);
  const offDiagonal = Object.entries(report.confusion)
    .flatMap(([label, row]) => Object.entries(row).filter(([predicted]) => predicted !== label).map(([predicted, count]) => ({ label, predicted, count })))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const lines = [
    `${name}: ${report.n} reports`,
    `  top-1 accuracy (label or also_acceptable): ${percent(report.top1_accuracy)}`,
    `  strict top-1 accuracy (label only):        ${percent(report.strict_top1_accuracy)}`,
    `  unknown precision: ${percent(report.unknown_precision)}   unknown recall: ${percent(report.unknown_recall)}`,
    `  confusion: ${diagonal} on the diagonal; off-diagonal cells (label -> predicted x count):`,
    ...(offDiagonal.length === 0 ? ['    none'] : offDiagonal.map((cell) => `    ${cell.label} -> ${cell.predicted} x${cell.count}`)),
    `  mistakes (${report.mistakes.length}):`,
    ...report.mistakes.map(
      (mistake) =>
        `    ${mistake.id}: ${mistake.label}${mistake.also_acceptable.length ? ` (or ${mistake.also_acceptable.join(', ')})` : ''} -> ${mistake.predicted} ${mistake.confidence.toFixed(3)}; top: ${mistake.candidates.map((c) => `${c.event_type} ${c.probability.toFixed(3)}`).join(', ')}`,
    ),
  ];
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Calibration

/** One report's features for every type, and which types are right answers. */
export interface CalibrationSample {
  features: TypeFeatures[];
  positives: ReadonlySet<number>;
  /**
   * Cosine to each `unknown` prototype of the model, in its order; NaN where the prototype is the
   * report itself (left out, as in `typeFeatures`). Absent when the model has none.
   */
  unknownCosines?: number[];
}

/**
 * The second stage's evidence for a sample whose top type is `top` (see `PrimaryCalibration`),
 * without the `unknown` prototypes listed in `excluded` (cross-validation removes those of the
 * held-out fold).
 */
export function primaryEvidenceOf(sample: CalibrationSample, top: number, excluded: ReadonlySet<number> = new Set()): PrimaryEvidence {
  if (sample.unknownCosines === undefined) return { unknownLead: 0, lexical: 0 };
  const [lexical, , semantic] = sample.features[top]!;
  const cosines = sample.unknownCosines.filter((cosine, index) => !Number.isNaN(cosine) && !excluded.has(index)).sort((a, b) => b - a);
  const similarity = cosines.length === 0 ? 0 : cosines.length === 1 ? cosines[0]! : (cosines[0]! + cosines[1]!) / 2;
  return { unknownLead: similarity - semantic, lexical };
}

/** Which `unknown` prototype each sample is (the index whose cosine is NaN), for leaving a fold's prototypes out. */
function unknownPrototypeOfSample(samples: readonly CalibrationSample[]): Array<number | null> {
  return samples.map((sample) => {
    const index = sample.unknownCosines?.findIndex((cosine) => Number.isNaN(cosine)) ?? -1;
    return index >= 0 ? index : null;
  });
}

/** Features of every report of a file, from the classifier's own prepared model. */
export async function calibrationSamples(classifier: Pick<EventClassifier, 'model'>, embed: (texts: readonly string[]) => Promise<ArrayLike<number>[]>, reports: readonly LabelledReport[]): Promise<CalibrationSample[]> {
  const model = await classifier.model();
  const ids = model.lexicon.types.map((type) => type.id);
  const vectors = await embed(reports.map((report) => report.text));
  return reports.map((report, index) => ({
    features: typeFeatures(report.text, vectors[index]!, model, { leaveOutSelf: true }).map((entry) => entry.features),
    ...(model.unknownVectors.length > 0 ? { unknownCosines: model.unknownVectors.map((vector) => selfOrCosine(vectors[index]!, vector)) } : {}),
    positives: new Set([report.label, ...(report.also_acceptable ?? [])].map((id) => ids.indexOf(id)).filter((position) => position >= 0)),
  }));
}

const SELF_COSINE = 0.9999;
function selfOrCosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum >= SELF_COSINE ? Number.NaN : sum;
}

/** Solves a small dense linear system (Gaussian elimination with partial pivoting). */
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let row = col + 1; row < n; row += 1) {
      const factor = a[row]![col]! / a[col]![col]!;
      for (let k = col; k <= n; k += 1) a[row]![k]! -= factor * a[col]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row -= 1) {
    let sum = a[row]![n]!;
    for (let k = row + 1; k < n; k += 1) sum -= a[row]![k]! * x[k]!;
    x[row] = sum / a[row]![row]!;
  }
  return x;
}

const toWeights = (w: readonly number[]): CalibrationWeights => ({ bias: w[0]!, lexical: w[1]!, lexicalMargin: w[2]!, semantic: w[3]!, semanticMargin: w[4]!, ridge: w[5]!, ridgeMargin: w[6]! });

/**
 * Maximum-likelihood logistic regression over every (report, type) pair, with an L2 penalty λ on
 * the six feature weights (not the bias), by Newton's method: few parameters, a convex loss, so
 * it converges in a handful of steps to the one optimum.
 */
export function fitCalibration(samples: readonly CalibrationSample[], lambda = 0.01): CalibrationWeights {
  const rows = samples.flatMap((sample) => sample.features.map((features, index) => ({ x: [1, ...features], y: sample.positives.has(index) ? 1 : 0 })));
  return toWeights(fitLogistic(rows, lambda));
}

/**
 * The second stage (see `PRIMARY_CALIBRATION`): one row per report whose top type is a right
 * answer (positive) or that is labelled `unknown` (negative), with its top two first-stage
 * probabilities as features. Reports whose top type is wrong are left out: for them both answers,
 * the type and `unknown`, are wrong, so they say nothing about which of the two to give.
 */
export function fitPrimaryCalibration(samples: readonly CalibrationSample[], weights: CalibrationWeights, lambda = 0.01, excluded: ReadonlySet<number> = new Set()): PrimaryCalibration {
  const rows = samples.flatMap((sample) => {
    const ranked = sample.features.map((features, index) => ({ index, p: probabilityOf(features, weights) })).sort((a, b) => b.p - a.p);
    const right = sample.positives.has(ranked[0]!.index);
    const labelledUnknown = sample.positives.size === 0;
    return right || labelledUnknown ? [{ x: [1, ...primaryFeatures(ranked[0]!.p, ranked[1]?.p ?? 0, primaryEvidenceOf(sample, ranked[0]!.index, excluded))], y: right ? 1 : 0 }] : [];
  });
  const [bias, logit, margin, unknownLead, lexical] = fitLogistic(rows, lambda);
  return { bias: bias!, logit: logit!, margin: margin!, unknownLead: unknownLead!, lexical: lexical! };
}

/** Maximum-likelihood logistic regression by Newton's method, L2 penalty λ on all but the bias. */
export function fitLogistic(rows: ReadonlyArray<{ x: readonly number[]; y: number }>, lambda: number): number[] {
  const size = rows[0]?.x.length ?? 0;
  let w = new Array<number>(size).fill(0);
  for (let step = 0; step < 50; step += 1) {
    const gradient = w.map((value, k) => (k === 0 ? 0 : lambda * value));
    const hessian = w.map((_, i) => w.map((__, j) => (i === j && i > 0 ? lambda : 0)));
    for (const { x, y } of rows) {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, value, k) => sum + value * w[k]!, 0)));
      for (let i = 0; i < size; i += 1) {
        gradient[i]! += (p - y) * x[i]!;
        for (let j = 0; j < size; j += 1) hessian[i]![j]! += p * (1 - p) * x[i]! * x[j]!;
      }
    }
    const delta = solve(hessian, gradient);
    w = w.map((value, k) => value - delta[k]!);
    if (Math.max(...delta.map(Math.abs)) < 1e-9) break;
  }
  return w;
}

/** The prediction the weights give for one sample (same rule as the classifier: argmax, then the second stage's 0.60 floor). */
export function predictFromFeatures(sample: CalibrationSample, ids: readonly string[], weights: CalibrationWeights, primary: PrimaryCalibration, excluded: ReadonlySet<number> = new Set()): Prediction {
  const ranked = sample.features
    .map((features, index) => ({ index, event_type: ids[index]!, probability: probabilityOf(features, weights) }))
    .sort((a, b) => b.probability - a.probability);
  const top = ranked[0]!;
  const confidence = roundProbability(primaryConfidence(top.probability, ranked[1]?.probability ?? 0, primary, primaryEvidenceOf(sample, top.index, excluded)));
  return {
    predicted: confidence >= MIN_CONFIDENCE ? top.event_type : UNKNOWN,
    confidence,
    candidates: ranked.slice(0, 3).map((candidate) => ({ event_type: candidate.event_type, probability: roundProbability(candidate.probability) })),
  };
}

/** k-fold cross-validation of `fitCalibration`: each fold scored with weights fitted on the others. */
export function crossValidate(reports: readonly LabelledReport[], samples: readonly CalibrationSample[], ids: readonly string[], folds = 5, lambda = 0.01): EvaluationReport {
  const predictions = new Array<Prediction>(reports.length);
  const prototypeOf = unknownPrototypeOfSample(samples);
  for (let fold = 0; fold < folds; fold += 1) {
    const training = samples.filter((_, index) => index % folds !== fold);
    // The held-out fold's reports are no `unknown` prototypes while it is scored (nor while fitting for it).
    const excluded = new Set(prototypeOf.filter((prototype, index): prototype is number => prototype !== null && index % folds === fold));
    const weights = fitCalibration(training, lambda);
    const primary = fitPrimaryCalibration(training, weights, lambda, excluded);
    samples.forEach((sample, index) => {
      if (index % folds === fold) predictions[index] = predictFromFeatures(sample, ids, weights, primary, excluded);
    });
  }
  return scoreEvaluation(reports, predictions);
}

// ---------------------------------------------------------------------------------------------
// Independent-set evaluation (issue 15): run as the reviewers run it, without `product_type`

/** What `evaluateWithoutProductType` adds to the usual report. */
export interface IndependentReport extends EvaluationReport {
  /** Of the typed reports (label not `unknown`) whose product type is labelled, the share inferred right. */
  product_type_accuracy: number | null;
  product_type_scored: number;
  /** Product-type confusion: labelled → inferred → count. */
  product_type_confusion: Record<string, Record<string, number>>;
  /** Of the typed reports with acceptable CFR sections, the share whose applicable sections hold one. */
  cfr_hit: number | null;
  cfr_scored: number;
}

/** The labelled truth of a product type: a biologic is held to the drug regulations (Parts 210/211 with 600–610). */
const truthProductType = (report: { product_type?: string | undefined }) => report.product_type ?? null;

/**
 * Classifies every report WITHOUT its product type (the classifier must infer it) and scores
 * top-1, unknown precision/recall, product-type accuracy and the CFR hit. `acceptableCfr` gives
 * the sections an expert accepts for a report (a labelled set's own `cfr` list, or the taxonomy's
 * sections of the labelled types for the labelled product type); reports with none are not scored for it.
 */
export async function evaluateWithoutProductType(
  classifier: Pick<EventClassifier, 'classifyMany'>,
  reports: readonly LabelledReport[],
  acceptableCfr: (report: LabelledReport) => readonly string[],
): Promise<IndependentReport> {
  const outcomes = await classifier.classifyMany(reports.map((report) => ({ text: report.text, product_type: null })));
  const base = scoreEvaluation(reports, outcomes.map(predictionOf));
  let typed = 0;
  let typedRight = 0;
  let cfrScored = 0;
  let cfrHit = 0;
  const productConfusion: Record<string, Record<string, number>> = {};
  reports.forEach((report, index) => {
    const outcome = outcomes[index]!;
    if (report.label === UNKNOWN) return;
    const truth = truthProductType(report);
    const inferred = outcome.ok ? outcome.result.product_type : 'refused';
    if (truth !== null) {
      typed += 1;
      if (inferred === truth) typedRight += 1;
      const row = (productConfusion[truth] ??= {});
      row[inferred] = (row[inferred] ?? 0) + 1;
    }
    const acceptable = acceptableCfr(report);
    if (acceptable.length === 0) return;
    cfrScored += 1;
    if (outcome.ok && outcome.result.applicable_cfr_sections.some((section) => acceptable.includes(section))) cfrHit += 1;
  });
  return {
    ...base,
    product_type_accuracy: typed === 0 ? null : typedRight / typed,
    product_type_scored: typed,
    product_type_confusion: productConfusion,
    cfr_hit: cfrScored === 0 ? null : cfrHit / cfrScored,
    cfr_scored: cfrScored,
  };
}

/** The independent figures as text, followed by the usual report. */
export function formatIndependentReport(name: string, report: IndependentReport): string {
  const productRows = Object.entries(report.product_type_confusion).map(([truth, row]) => `    ${truth} -> ${Object.entries(row).map(([inferred, count]) => `${inferred} x${count}`).join(', ')}`);
  return [
    formatReport(`${name} (run without product_type)`, report),
    `  product type (typed reports): ${percent(report.product_type_accuracy)} of ${report.product_type_scored}`,
    ...productRows,
    `  CFR hit (an acceptable section among the applicable ones): ${percent(report.cfr_hit)} of ${report.cfr_scored}`,
  ].join('\n');
}
