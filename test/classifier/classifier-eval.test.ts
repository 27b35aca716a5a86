import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEventClassifier } from '../../enrich/event-classification.ts';
import { createTransformersEmbedder } from '../../infra/embedding/embedder.transformers.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { hasSharedModel, repoRoot, sharedModelsDir, warnIfMissing } from '../fixtures/shared.ts';
import { CALIBRATION, PRIMARY_CALIBRATION } from '../../enrich/domain/event-classifier.ts';
import { LABELLED_REPORT_FILES } from '../../graph/knowledge/labelled-event-reports.ts';
import {
  calibrationSamples,
  crossValidate,
  evaluate,
  fitCalibration,
  fitPrimaryCalibration,
  formatReport,
  readLabelledReports,
  scoreEvaluation,
  type CalibrationSample,
  type EvaluationReport,
  type LabelledReport,
  type Prediction,
} from './evaluate.ts';

warnIfMissing(hasSharedModel, 'the classifier evaluation with the real embedding model');

/** Held out: written by someone else, never used for tuning. */
const heldOutFile = join(repoRoot, 'test/classifier/event-reports.eval.jsonl');
const hasHeldOut = existsSync(heldOutFile);
if (hasSharedModel && !hasHeldOut) console.warn(`SKIPPED: the held-out evaluation needs ${heldOutFile}, which is absent.`);

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
        [0, 0, 0.5 + (i % 5) * 0.02, 0.1],
        [0, 0, 0.3 + (i % 3) * 0.05, -0.1],
        [0, 0, 0.2, -0.2],
      ],
      positives: new Set([0]),
    }));
    const weights = fitCalibration(samples);
    expect(weights.semantic + weights.semanticMargin).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasSharedModel)('event classifier evaluation (real all-MiniLM-L6-v2, needs ../shared/models)', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'regintel-classifier-eval-'));
  const embedder = createTransformersEmbedder({ modelDir: sharedModelsDir, cacheDir, batchSize: 8, maxTokens: 256, logger: createSilentLogger() });
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
    // A changed labelled set or prototype list without a refit (run-eval.ts --fit) fails here.
    for (const [key, value] of Object.entries(CALIBRATION)) expect(weights[key as keyof typeof weights], key).toBeCloseTo(value, 1);
    for (const [key, value] of Object.entries(PRIMARY_CALIBRATION)) expect(fitPrimaryCalibration(samples, weights)[key as keyof typeof PRIMARY_CALIBRATION], key).toBeCloseTo(value, 1);
    const report = crossValidate(reports, samples, ids, 5);
    console.log(formatReport('5-fold cross-validation on the labelled reports', report).split('\n  mistakes')[0]);
    // Measured 0.697 top-1 and 0.32 unknown precision.
    expectFloors(report, { top1: 0.66, unknownPrecision: 0.28 });
  }, 240_000);

  it.skipIf(!hasHeldOut)('meets its floors on the held-out set', async () => {
    const report = await evaluate(classifier, heldOutFile);
    console.log(formatReport('event-reports.eval.jsonl', report));
    // Measured 0.802 top-1, 0.50 unknown precision and 0.944 unknown recall on 252 reports of a
    // third author; floors a little below catch regressions without chasing noise.
    expectFloors(report, { top1: 0.76, unknownPrecision: 0.42 });
    expect(report.unknown_recall).toBeGreaterThanOrEqual(0.85);
  }, 240_000);
});
