import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { CLASSIFIER_EMBEDDING, createEventClassifier } from '../../enrich/event-classification.ts';
import { createTransformersEmbedder } from '../../infra/embedding/embedder.transformers.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { hasSharedModel, repoRoot, sharedModelsDir } from '../fixtures/shared.ts';
import { confusionPairs, evaluateWithoutProductType, formatConfusionPairs, formatIndependentReport, readLabelledReports } from './evaluate.ts';
import { acceptableCfrOf } from './acceptable-cfr.ts';

/**
 * `npx tsx test/classifier/run-independent-eval.ts [--brief] [FILE...]`: each held-out file
 * classified as the reviewers run their independent set (through the classifier, without
 * `product_type`), with top-1, unknown precision/recall, product-type accuracy, CFR hit and the
 * confusion table. Default files: both held-out sets. Measuring only: nothing here is fitted.
 */

const { values, positionals } = parseArgs({ allowPositionals: true, options: { brief: { type: 'boolean', default: false } } });
if (!hasSharedModel) {
  console.error(`The embedding model is absent (${sharedModelsDir}); the evaluation needs it.`);
  process.exit(2);
}
const files = positionals.length > 0 ? positionals : ['test/classifier/event-reports.eval.jsonl', 'test/classifier/operator-reports.eval.jsonl'].map((file) => join(repoRoot, file));
const cacheDir = mkdtempSync(join(tmpdir(), 'regintel-eval-'));
const embedder = createTransformersEmbedder({ modelDir: sharedModelsDir, cacheDir, maxTokens: 256, logger: createSilentLogger(), ...CLASSIFIER_EMBEDDING });
try {
  const classifier = createEventClassifier({ embedder });
  for (const file of files) {
    const reports = readLabelledReports(file);
    const cfrLists = new Map(readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as { id: string; cfr?: string[] }).map((row) => [row.id, row.cfr]));
    const report = await evaluateWithoutProductType(classifier, reports, (item) => acceptableCfrOf(item, cfrLists.get(item.id)));
    const text = formatIndependentReport(relative(repoRoot, file), report);
    console.log(values.brief ? text.split('\n  mistakes')[0] + text.slice(text.indexOf('\n  product type')) : text);
    console.log(`  confusion pairs (both directions):\n${formatConfusionPairs(confusionPairs(report.confusion))}`);
    console.log('');
  }
} finally {
  await embedder.close();
  rmSync(cacheDir, { recursive: true, force: true });
}
