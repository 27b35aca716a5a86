import { EVENT_TAXONOMY } from '../graph/knowledge/event-taxonomy.ts';
import { TYPE_EXAMPLES } from '../graph/knowledge/event-type-examples.ts';
import { UNKNOWN_EVENT_TYPE } from '../graph/knowledge/event-taxonomy.schema.ts';
import { LABELLED_EVENT_REPORTS } from '../graph/knowledge/labelled-event-reports.ts';
import type { Embedder } from '../infra/embedding/embedder.port.ts';
import type { EmbeddingModelName } from '../infra/embedding/embedder.transformers.ts';
import {
  checkClassificationRequest,
  classifyEvent,
  createClassifierModel,
  prototypeTexts,
  type CalibrationWeights,
  type ClassificationOutcome,
  type PrimaryCalibration,
  type ClassifierModel,
} from './domain/event-classifier.ts';

/**
 * The model the classifier embeds with, and texts per forward pass. bge-small-en-v1.5 (int8, mean
 * pooling) rather than the search indexes' all-MiniLM-L6-v2: on the development sets' 5-fold
 * cross-validation top-1 rose from 0.800 to 0.834 with the ridge evidence (see CALIBRATION).
 * One text per pass: the int8 model quantizes each batch's activations with one scale, so a text's
 * vector shifts slightly with its batch-mates; alone, a text has one vector whichever call embeds
 * it, which the fitted weights (and the calibration's leave-one-out) rely on.
 */
export const CLASSIFIER_EMBEDDING = { model: 'bge-small-en-v1.5', batchSize: 1 } as const satisfies { model: EmbeddingModelName; batchSize: number };

/** One event to classify, as a batch line or an API body carries it. */
export interface ClassificationRequest {
  text: string;
  product_type?: string | null;
}

/** The taxonomy bound to an embedder: what the API, the CLI and the evaluation call. */
export interface EventClassifier {
  /** Classifies one event; the typed error for an empty text or an invalid product type. */
  classify(text: string, productType?: string | null): Promise<ClassificationOutcome>;
  /** Classifies many events with one embedding call for all texts; results in input order. */
  classifyMany(items: readonly ClassificationRequest[]): Promise<ClassificationOutcome[]>;
  /** The prepared model (prototype vectors embedded), for evaluation and calibration tools. */
  model(): Promise<ClassifierModel>;
}

/**
 * The example reports of a type: the curated findings, then the labelled reports of that type
 * (their own label only; an `also_acceptable` type is not what the report is mainly about).
 */
export function examplesOf(typeId: string): string[] {
  return [...(TYPE_EXAMPLES[typeId] ?? []), ...LABELLED_EVENT_REPORTS.filter((report) => report.label === typeId).map((report) => report.text)];
}

/** The labelled reports that report no quality event: the prototypes of `unknown` (see `PrimaryCalibration`). */
export function unknownExamples(): string[] {
  return LABELLED_EVENT_REPORTS.filter((report) => report.label === UNKNOWN_EVENT_TYPE).map((report) => report.text);
}

/**
 * Binds taxonomy v3.0 and an embedder to the pure classifier. The prototype texts of the 39 types
 * (and the `unknown` prototypes) are embedded once, lazily, in one batched call, on the first classification (so constructing a
 * classifier costs nothing and a process that never classifies never loads the model). Invalid
 * requests are refused before any text is embedded.
 */
export function createEventClassifier(options: {
  embedder: Embedder;
  weights?: CalibrationWeights;
  primaryWeights?: PrimaryCalibration;
  /** Further example findings per type id (evaluation and calibration tools). */
  extraExamples?: Readonly<Record<string, readonly string[]>>;
}): EventClassifier {
  const { embedder } = options;
  let preparing: Promise<ClassifierModel> | null = null;

  async function prepare(): Promise<ClassifierModel> {
    const types = EVENT_TAXONOMY.event_types;
    const texts = types.map((type) => prototypeTexts(type, [...examplesOf(type.id), ...(options.extraExamples?.[type.id] ?? [])]));
    const unknownTexts = unknownExamples();
    const vectors = await embedder.embed([...texts.flat(), ...unknownTexts]);
    let next = 0;
    const prototypeVectors = texts.map((list) => list.map(() => vectors[next++]!));
    return createClassifierModel({
      types,
      prototypeVectors,
      unknownVectors: vectors.slice(next),
      embeddingModel: embedder.modelId,
      taxonomyVersion: EVENT_TAXONOMY.taxonomy_version,
      ...(options.weights ? { weights: options.weights } : {}),
      ...(options.primaryWeights ? { primaryWeights: options.primaryWeights } : {}),
    });
  }

  function model(): Promise<ClassifierModel> {
    preparing ??= prepare().catch((error: unknown) => {
      // A failed load (model missing) is retried on the next call rather than cached.
      preparing = null;
      throw error;
    });
    return preparing;
  }

  async function classifyMany(items: readonly ClassificationRequest[]): Promise<ClassificationOutcome[]> {
    const requests = items.map((item) => ({ text: item.text, productType: item.product_type ?? null }));
    const refused = requests.map(checkClassificationRequest);
    const accepted = requests.filter((_, index) => refused[index] === null);
    const ready = accepted.length > 0 ? await model() : null;
    const vectors = ready === null ? [] : await embedder.embed(accepted.map((request) => request.text));
    let next = 0;
    return requests.map((request, index): ClassificationOutcome => {
      const error = refused[index];
      if (error) return { ok: false, error };
      return classifyEvent(request, vectors[next++]!, ready!);
    });
  }

  return {
    async classify(text, productType) {
      const [outcome] = await classifyMany([{ text, product_type: productType ?? null }]);
      return outcome!;
    },
    classifyMany,
    model,
  };
}
