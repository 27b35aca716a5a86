import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLASSIFIER_EMBEDDING, createEventClassifier } from '../../enrich/event-classification.ts';
import { createTransformersEmbedder } from '../../infra/embedding/embedder.transformers.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { hasSharedClassifierModel, repoRoot, sharedModelsDir, warnIfMissing } from '../fixtures/shared.ts';
import { CALIBRATION, PRIMARY_CALIBRATION } from '../../enrich/domain/event-classifier.ts';
import { LABELLED_REPORT_FILES } from '../../graph/knowledge/labelled-event-reports.ts';
import {
  calibrationSamples,
  crossValidate,
  evaluate,
  evaluateWithoutProductType,
  fitCalibration,
  formatIndependentReport,
  fitPrimaryCalibration,
  formatReport,
  readLabelledReports,
  scoreEvaluation,
  type CalibrationSample,
  type EvaluationReport,
  type LabelledReport,
  type Prediction,
} from './evaluate.ts';
import { acceptableCfrOf } from './acceptable-cfr.ts';

warnIfMissing(hasSharedClassifierModel, 'the classifier evaluation with the real embedding model');

/** Held out: written by someone else, never used for tuning. */
const heldOutFile = join(repoRoot, 'test/classifier/event-reports.eval.jsonl');
const hasHeldOut = existsSync(heldOutFile);
if (hasSharedClassifierModel && !hasHeldOut) console.warn(`SKIPPED: the held-out evaluation needs ${heldOutFile}, which is absent.`);

function expectFloors(report: EvaluationReport, floors: { top1: number; unknownPrecision: number }): void {
  expect(report.top1_accuracy).toBeGreaterThanOrEqual(floors.top1);
  // No `unknown` prediction at all leaves precision undefined; then there is nothing to hold it to.
  if (report.unknown_precision !== null) expect(report.unknown_precision).toBeGreaterThanOrEqual(floors.unknownPrecision);
}

describe('evaluation arithmetic', () => {
  const report = (id: string, label: string, also: string[] = []): LabelledReport => ({ id, text: 'x', label, ...(also.length ? { also_acceptable: also } : {}) });
  const predicted = (type: string): Prediction => ({ predicted: type, confidence: 0.7, candidates: [] });

  it('scores top-1 (with also_acceptable), strict top-1, unknown precision and recall by hand', () => {
    const result = scoreEvaluation(
      [report('1', 'a'), report('2', 'b', ['c']), report('3', 'unknown'), report('4', 'a'), report('5', 'unknown')],
      [predicted('a'), predicted('c'), predicted('unknown'), predicted('unknown'), predicted('b')],
    );
    // Right: 1 (exact), 2 (also acceptable), 3 (exact) → 3/5; exact only 1 and 3 → 2/5.
    expect(result.top1_accuracy).toBeCloseTo(0.6, 10);
    expect(result.strict_top1_accuracy).toBeCloseTo(0.4, 10);
    // Predicted unknown: 3 (labelled unknown) and 4 (labelled a) → 1/2; labelled unknown: 3 found, 5 missed → 1/2.
    expect(result.unknown_precision).toBe(0.5);
    expect(result.unknown_recall).toBe(0.5);
    expect(result.confusion).toEqual({ a: { a: 1, unknown: 1 }, b: { c: 1 }, unknown: { unknown: 1, b: 1 } });
    expect(result.mistakes.map((mistake) => mistake.id)).toEqual(['4', '5']);
  });

  it('fits a positive weight to the feature that separates right types from wrong ones', () => {
    // Three types per report; the right one (index 0) has the higher embedding similarity.
    const samples: CalibrationSample[] = Array.from({ length: 30 }, (_, i) => ({
      features: [
        [0, 0, 0.5 + (i % 5) * 0.02, 0.1, 0, 0],
        [0, 0, 0.3 + (i % 3) * 0.05, -0.1, 0, 0],
        [0, 0, 0.2, -0.2, 0, 0],
      ],
      positives: new Set([0]),
    }));
    const weights = fitCalibration(samples);
    expect(weights.semantic + weights.semanticMargin).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasSharedClassifierModel)('event classifier evaluation (real bge-small-en-v1.5, needs ../shared/models)', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'regintel-classifier-eval-'));
  const embedder = createTransformersEmbedder({ modelDir: sharedModelsDir, cacheDir, maxTokens: 256, logger: createSilentLogger(), ...CLASSIFIER_EMBEDDING });
  const classifier = createEventClassifier({ embedder });
  afterAll(async () => {
    await embedder.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('ships the weights its labelled reports give, and cross-validates above its floor', async () => {
    const reports = LABELLED_REPORT_FILES.flatMap((file) => readLabelledReports(file));
    const ids = (await classifier.model()).lexicon.types.map((type) => type.id);
    const samples = await calibrationSamples(classifier, (texts) => embedder.embed(texts), reports);
    const weights = fitCalibration(samples);
    // A changed labelled set or prototype list without a refit (run-eval.ts --fit) fails here. Within
    // 0.1 or 1 % of the weight, whichever is larger (it was 0.05): the model's float kernels differ
    // between CPUs, and on an AVX2 host without AVX-512 (2026-12-06) the refit of the weights shipped
    // from an AVX-512 host moved by up to 0.096 (unknownLead -27.03 for -27.13), 0.071
    // (semanticMargin 12.57 for 12.5) and 0.065 (the second stage's bias 2.91 for 2.85).
    const near = (actual: number | undefined, shipped: number, key: string) => expect(Math.abs((actual ?? NaN) - shipped), key).toBeLessThan(Math.max(0.1, 0.01 * Math.abs(shipped)));
    for (const [key, value] of Object.entries(CALIBRATION)) near(weights[key as keyof typeof weights], value, key);
    const primary = fitPrimaryCalibration(samples, weights);
    for (const [key, value] of Object.entries(PRIMARY_CALIBRATION)) near(primary[key as keyof typeof PRIMARY_CALIBRATION], value, key);
    const report = crossValidate(reports, samples, ids, 5);
    console.log(formatReport('5-fold cross-validation on the labelled reports', report).split('\n  mistakes')[0]);
    // Measured 0.834 top-1 and 0.724 unknown precision (recall 0.79), the held-out fold's unknown
    // prototypes left out, with bge-small-en-v1.5 and the ridge evidence; 0.800 / 0.772 with
    // all-MiniLM-L6-v2 and no ridge; 0.778 / 0.62 before the second stage read the unknown
    // prototypes and the lexical score (issue 15), 0.697 / 0.32 before it chose between type and unknown.
    expectFloors(report, { top1: 0.8, unknownPrecision: 0.66 });
  }, 240_000);

  it.skipIf(!hasHeldOut)('meets its floors on the held-out set', async () => {
    const report = await evaluate(classifier, heldOutFile);
    console.log(formatReport('event-reports.eval.jsonl', report));
    // Measured 0.929 top-1, 0.900 unknown precision and 1.0 unknown recall on 252 reports of a
    // third author (0.861 / 0.833 / 0.972 with all-MiniLM-L6-v2 and no ridge; 0.845 / 0.816 / 0.861
    // before the second stage read the unknown prototypes; 0.802 / 0.50 / 0.944 before issue 15);
    // floors a little below catch regressions without chasing noise.
    expectFloors(report, { top1: 0.89, unknownPrecision: 0.84 });
    expect(report.unknown_recall).toBeGreaterThanOrEqual(0.9);
  }, 240_000);

  // Run as the reviewers run their independent set: through the classifier WITHOUT product_type.
  const independentFloors: Array<[string, { top1: number; unknownPrecision: number; productType: number; cfrHit: number }]> = [
    // Measured 0.929 top-1, 0.900 unknown precision, 0.836 product type, 0.872 CFR hit (0.861, 0.833, 0.836, 0.813 with all-MiniLM-L6-v2 and no ridge).
    ['event-reports.eval.jsonl', { top1: 0.89, unknownPrecision: 0.84, productType: 0.78, cfrHit: 0.83 }],
    // Measured 0.939, 0.923, 0.981, 0.930 (0.894, 0.857, 0.981, 0.860 before; 66 operator-style reports, see operator-reports.eval.md).
    ['operator-reports.eval.jsonl', { top1: 0.88, unknownPrecision: 0.84, productType: 0.9, cfrHit: 0.88 }],
  ];
  for (const [file, floors] of independentFloors) {
    const path = join(repoRoot, 'test/classifier', file);
    it.skipIf(!existsSync(path))(`meets its floors on ${file} without product_type (top-1, unknown precision, product type, CFR hit)`, async () => {
      const reports = readLabelledReports(path);
      const cfrLists = new Map(readFileSync(path, 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as { id: string; cfr?: string[] }).map((row) => [row.id, row.cfr]));
      const report = await evaluateWithoutProductType(classifier, reports, (item) => acceptableCfrOf(item, cfrLists.get(item.id)));
      console.log(formatIndependentReport(file, report).split('\n  mistakes')[0]);
      expectFloors(report, floors);
      expect(report.product_type_accuracy).toBeGreaterThanOrEqual(floors.productType);
      expect(report.cfr_hit).toBeGreaterThanOrEqual(floors.cfrHit);
    }, 240_000);
  }
});
