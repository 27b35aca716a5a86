import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { CALIBRATION, PRIMARY_CALIBRATION, type CalibrationWeights, type PrimaryCalibration } from '../../enrich/domain/event-classifier.ts';
import { CLASSIFIER_EMBEDDING, createEventClassifier } from '../../enrich/event-classification.ts';
import { createTransformersEmbedder } from '../../infra/embedding/embedder.transformers.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { LABELLED_REPORT_FILES } from '../../graph/knowledge/labelled-event-reports.ts';
import { hasSharedModel, repoRoot, sharedModelsDir } from '../fixtures/shared.ts';
import { calibrationSamples, confusionPairs, crossValidate, evaluate, fitCalibration, fitPrimaryCalibration, formatConfusionPairs, formatReport, readLabelledReports } from './evaluate.ts';

/**
 * `npx tsx test/classifier/run-eval.ts [--fit] [FILE...]`: the evaluation report of each labelled
 * file (default: the development set) with the real all-MiniLM-L6-v2 from ../shared/models, and the
 * latency (model warm) of one-by-one and batched classification.
 *
 * `--fit` refits both calibration stages on the given files together (the tuning sets) and prints
 * them with the 5-fold cross-validated figures, which estimate accuracy on unseen reports better
 * than the in-sample ones. Only ever fit on tuning sets: the held-out set is for measuring.
 */

const { values, positionals } = parseArgs({ allowPositionals: true, options: { fit: { type: 'boolean', default: false }, mistakes: { type: 'boolean', default: false }, lambda: { type: 'string', default: '0.01' } } });
if (!hasSharedModel) {
  console.error(`The embedding model is absent (${sharedModelsDir}); the evaluation needs it.`);
  process.exit(2);
}
const files = positionals.length > 0 ? positionals : LABELLED_REPORT_FILES;
const cacheDir = mkdtempSync(join(tmpdir(), 'regintel-eval-'));
const embedder = createTransformersEmbedder({ modelDir: sharedModelsDir, cacheDir, maxTokens: 256, logger: createSilentLogger(), ...CLASSIFIER_EMBEDDING });

const format = (weights: CalibrationWeights | PrimaryCalibration) => Object.entries(weights).map(([key, value]) => `${key}: ${value.toFixed(2)}`).join(', ');

try {
  if (values.fit) {
    const reports = files.flatMap((file) => readLabelledReports(file));
    const classifier = createEventClassifier({ embedder });
    const ids = (await classifier.model()).lexicon.types.map((type) => type.id);
    const samples = await calibrationSamples(classifier, (texts) => embedder.embed(texts), reports);
    const lambda = Number(values.lambda);
    const weights = fitCalibration(samples, lambda);
    const primaryWeights = fitPrimaryCalibration(samples, weights, lambda);
    const names = files.map((file) => relative(repoRoot, file)).join(' + ');
    console.log(`fitted on ${names} (${reports.length} reports, lambda ${lambda}):`);
    console.log(`  CALIBRATION         { ${format(weights)} }   (in use: { ${format(CALIBRATION)} })`);
    console.log(`  PRIMARY_CALIBRATION { ${format(primaryWeights)} }   (in use: { ${format(PRIMARY_CALIBRATION)} })`);
    const validated = crossValidate(reports, samples, ids, 5, lambda);
    console.log(formatReport('5-fold cross-validation of the fit', validated).split('\n  mistakes')[0]);
    console.log(`  confusion pairs (both directions):\n${formatConfusionPairs(confusionPairs(validated.confusion))}`);
    if (values.mistakes) console.log(validated.mistakes.map((mistake) => `    ${mistake.id}: ${mistake.label} -> ${mistake.predicted} ${mistake.confidence.toFixed(3)}; top: ${mistake.candidates.map((c) => `${c.event_type} ${c.probability.toFixed(3)}`).join(', ')}`).join('\n'));
  } else {
    const classifier = createEventClassifier({ embedder });
    for (const file of files) {
      const report = await evaluate(classifier, file);
      console.log(formatReport(relative(repoRoot, file), report));
      const reports = readLabelledReports(file);
      let started = performance.now();
      for (const item of reports) await classifier.classify(item.text, item.product_type ?? null);
      const single = (performance.now() - started) / reports.length;
      started = performance.now();
      await classifier.classifyMany(reports.map((item) => ({ text: item.text, product_type: item.product_type ?? null })));
      const batch = performance.now() - started;
      console.log(`  latency (model warm): ${single.toFixed(1)} ms per classification one by one; ${batch.toFixed(0)} ms for the batch of ${reports.length}\n`);
    }
  }
} finally {
  await embedder.close();
  rmSync(cacheDir, { recursive: true, force: true });
}
