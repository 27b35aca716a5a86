import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { citationExamplesByType, CITATION_CATALOGUE_PATH, parseCitationCatalogue, readCitationTrainingSet } from '../../enrich/citation-catalogue.ts';
import { citationProductType, cleanLongDescription } from '../../enrich/domain/event-classifier-citations.ts';
import { inferProductType, primaryFeatures } from '../../enrich/domain/event-classifier.ts';
import { CLASSIFIER_EMBEDDING, createEventClassifier } from '../../enrich/event-classification.ts';
import { LABELLED_REPORT_FILES } from '../../graph/knowledge/labelled-event-reports.ts';
import { createTransformersEmbedder } from '../../infra/embedding/embedder.transformers.ts';
import { createSilentLogger } from '../../infra/logger.ts';
import { hasSharedData, hasSharedModel, sharedDataDir, sharedModelsDir } from '../fixtures/shared.ts';
import { calibrationSamples, crossValidate, fitLogistic, primaryEvidenceOf, readLabelledReports, scoreEvaluation, type CalibrationSample, type Prediction } from './evaluate.ts';

/**
 * `npx tsx test/classifier/run-citation-experiment.ts`: does FDA's FY2019 citation catalogue,
 * labelled through its CFR sections (enrich/domain/event-classifier-citations.ts), make the event
 * classifier better? Measured ONLY on the development sets (graph/knowledge/labelled-event-reports,
 * 446 reports, 5-fold cross-validation of both calibration stages), never on a held-out set.
 *
 * Three ways of using the citations for the event type, each against the shipped classifier:
 * 1. as more prototypes of their type (beside the curated examples and the labelled reports);
 * 2. as two extra features of the first stage: the mean cosine of the two closest citations of
 *    the type, and its margin over the best other type;
 * 3. as two extra features from a 10-nearest-neighbour vote over all labelled citations.
 * And one for the product type: when the text names no product class (the `drug` default), the
 * program area of the 10 nearest catalogue rows (all 1,530 with a product class, labelled or not)
 * decides when at least a share s of them agree.
 */

if (!hasSharedModel || !hasSharedData) {
  console.error(`SKIPPED: the experiment needs the embedding model and the mirror under ${sharedDataDir}.`);
  process.exit(2);
}
const cacheDir = mkdtempSync(join(tmpdir(), 'regintel-citations-'));
const embedder = createTransformersEmbedder({ modelDir: sharedModelsDir, cacheDir, maxTokens: 256, logger: createSilentLogger(), ...CLASSIFIER_EMBEDDING });
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
};
const line = (name: string, report: ReturnType<typeof scoreEvaluation>) =>
  `${name.padEnd(44)} top-1 ${(report.top1_accuracy * 100).toFixed(1)}%  strict ${(report.strict_top1_accuracy * 100).toFixed(1)}%  unknown P ${((report.unknown_precision ?? 0) * 100).toFixed(1)}%  R ${((report.unknown_recall ?? 0) * 100).toFixed(1)}%`;

/**
 * 5-fold cross-validation of both stages over features widened by `extra(report, type)`; the second
 * stage is the shipped one (top two probabilities, unknown lead, lexical score), with the held-out
 * fold's unknown prototypes left out as `crossValidate` does.
 */
function crossValidateWith(samples: readonly CalibrationSample[], ids: readonly string[], extra: (report: number) => number[][] | null): Prediction[] {
  const rows = samples.map((sample, report) => {
    const added = extra(report);
    return { sample, positives: sample.positives, x: sample.features.map((features, type) => [1, ...features, ...(added?.[type] ?? [])]) };
  });
  const prototypeOf = samples.map((sample) => sample.unknownCosines?.findIndex((cosine) => Number.isNaN(cosine)) ?? -1);
  const predictions = new Array<Prediction>(samples.length);
  for (let fold = 0; fold < 5; fold += 1) {
    const training = rows.filter((_, index) => index % 5 !== fold);
    const excluded = new Set(prototypeOf.filter((prototype, index) => prototype >= 0 && index % 5 === fold));
    const secondFeatures = (row: (typeof rows)[number], top: Array<{ type: number; p: number }>) => [1, ...primaryFeatures(top[0]!.p, top[1]!.p, primaryEvidenceOf(row.sample, top[0]!.type, excluded))];
    const w = fitLogistic(training.flatMap((sample) => sample.x.map((x, type) => ({ x, y: sample.positives.has(type) ? 1 : 0 }))), 0.01);
    const p = (x: readonly number[]) => sigmoid(x.reduce((sum, value, k) => sum + value * w[k]!, 0));
    const ranked = (sample: (typeof rows)[number]) => sample.x.map((x, type) => ({ type, p: p(x) })).sort((a, b) => b.p - a.p);
    const second = fitLogistic(
      training.flatMap((sample) => {
        const top = ranked(sample);
        const right = sample.positives.has(top[0]!.type);
        return right || sample.positives.size === 0 ? [{ x: secondFeatures(sample, top), y: right ? 1 : 0 }] : [];
      }),
      0.01,
    );
    rows.forEach((sample, index) => {
      if (index % 5 !== fold) return;
      const top = ranked(sample);
      const confidence = sigmoid(secondFeatures(sample, top).reduce((sum, value, k) => sum + value * second[k]!, 0));
      predictions[index] = { predicted: confidence >= 0.6 ? ids[top[0]!.type]! : 'unknown', confidence, candidates: [] };
    });
  }
  return predictions;
}

try {
  const reports = LABELLED_REPORT_FILES.flatMap((file) => readLabelledReports(file));
  const set = readCitationTrainingSet(sharedDataDir);
  if (!set.ok) throw new Error(set.reason);
  console.log(`development sets: ${reports.length} reports; labelled citations: ${set.citations.length}`);

  const shipped = createEventClassifier({ embedder });
  const ids = (await shipped.model()).lexicon.types.map((type) => type.id);
  const samples = await calibrationSamples(shipped, (texts) => embedder.embed(texts), reports);
  console.log(line('shipped classifier', crossValidate(reports, samples, ids, 5)));

  const asPrototypes = createEventClassifier({ embedder, extraExamples: citationExamplesByType(set.citations) });
  console.log(line('1. citations as prototypes', crossValidate(reports, await calibrationSamples(asPrototypes, (texts) => embedder.embed(texts), reports), ids, 5)));

  const citationVectors = await embedder.embed(set.citations.map((citation) => citation.text));
  const reportVectors = await embedder.embed(reports.map((report) => report.text));
  const citationType = set.citations.map((citation) => ids.indexOf(citation.event_type));
  const withMargin = (values: number[]) => {
    const [first, second] = [...values].sort((a, b) => b - a);
    return values.map((value) => [value, value - (value === first ? second! : first!)]);
  };
  const closestTwo = (report: number) => {
    const perType = ids.map(() => [] as number[]);
    citationVectors.forEach((vector, index) => perType[citationType[index]!]!.push(dot(reportVectors[report]!, vector)));
    // A type without citations gets a low, neutral similarity rather than none.
    return withMargin(perType.map((list) => (list.length === 0 ? 0.15 : list.sort((a, b) => b - a).slice(0, 2).reduce((a, b) => a + b, 0) / Math.min(2, list.length))));
  };
  const vote = (report: number) => {
    const nearest = citationVectors.map((vector, index) => ({ index, similarity: dot(reportVectors[report]!, vector) })).sort((a, b) => b.similarity - a.similarity).slice(0, 10);
    const shares = ids.map(() => 0);
    for (const { index } of nearest) shares[citationType[index]!]! += 0.1;
    return withMargin(shares);
  };
  console.log(line('2. closest two citations per type (features)', scoreEvaluation(reports, crossValidateWith(samples, ids, closestTwo))));
  console.log(line('3. 10-nearest-citation vote (features)', scoreEvaluation(reports, crossValidateWith(samples, ids, vote))));

  const rows = parseCitationCatalogue(readFileSync(join(sharedDataDir, CITATION_CATALOGUE_PATH), 'utf8'))
    .map((row) => ({ productType: citationProductType(row), text: cleanLongDescription(row.long_description) }))
    .filter((row) => row.productType !== null && row.text.length >= 20);
  const typed = reports.filter((report) => report.product_type !== undefined && report.label !== 'unknown');
  const rowVectors = await embedder.embed(rows.map((row) => row.text));
  const typedVectors = await embedder.embed(typed.map((report) => report.text));
  const vocabularyRight = typed.filter((report) => inferProductType(report.text).product_type === report.product_type).length;
  console.log(`product type on ${typed.length} typed development reports: vocabulary ${vocabularyRight}`);
  for (const share of [0.5, 0.6, 0.8]) {
    const right = typed.filter((report, index) => {
      const decision = inferProductType(report.text);
      if (decision.source !== 'default') return decision.product_type === report.product_type;
      const nearest = rowVectors.map((vector, row) => ({ row, similarity: dot(typedVectors[index]!, vector) })).sort((a, b) => b.similarity - a.similarity).slice(0, 10);
      const votes = new Map<string, number>();
      for (const { row } of nearest) votes.set(rows[row]!.productType!, (votes.get(rows[row]!.productType!) ?? 0) + 0.1);
      const [best, agreed] = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]!;
      return (agreed >= share - 1e-9 ? best : decision.product_type) === report.product_type;
    }).length;
    console.log(`  + catalogue 10-NN on the drug defaults (share >= ${share}): ${right}`);
  }
} finally {
  await embedder.close();
  rmSync(cacheDir, { recursive: true, force: true });
}
