import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Logger } from '../logger.ts';
import type { Embedder } from './embedder.port.ts';
import { BackendUnavailableError } from '../backend-unavailable.ts';

/**
 * The sentence-embedding models the adapter can run, by their folder name under a local model
 * directory (as transformers.js expects it): the ONNX variant to load and the Hub repository with
 * the same files (used only when no model folder is configured). Both are mean-pooled; both give 384
 * dimensions, so a dimension check cannot tell their vectors apart: the model id can, and it is
 * part of every cache key and stored with every vector.
 *
 * - all-MiniLM-L6-v2 (q4): every index (observations, rules, analytics) and every query.
 * - bge-small-en-v1.5 (int8): the event classifier only (`CLASSIFIER_EMBEDDING`). Mean pooling,
 *   not the CLS pooling its card recommends: on the classifier's development sets (5-fold) mean
 *   pooling scored top-1 0.841 against 0.818 for CLS in a side experiment (2026-11-28, see
 *   CALIBRATION in enrich/domain/event-classifier.ts).
 */
export const EMBEDDING_MODELS = {
  'all-MiniLM-L6-v2': { remoteId: 'onnx-community/all-MiniLM-L6-v2-ONNX', dtype: 'q4' },
  'bge-small-en-v1.5': { remoteId: 'Xenova/bge-small-en-v1.5', dtype: 'q8' },
} as const;
export type EmbeddingModelName = keyof typeof EMBEDDING_MODELS;
export const DEFAULT_EMBEDDING_MODEL: EmbeddingModelName = 'all-MiniLM-L6-v2';
const DIMENSIONS = 384;

/** The model id the adapter reports (and the cache keys on); the worker pool reports the same one. */
export function transformersModelId(maxTokens: number, model: EmbeddingModelName = DEFAULT_EMBEDDING_MODEL): string {
  return `${model}:${EMBEDDING_MODELS[model].dtype}:max${maxTokens}`;
}

export interface TransformersEmbedderOptions {
  /** Folder holding the model folders (`all-MiniLM-L6-v2/`, …) or one of them. Null: download once into cacheDir. */
  modelDir: string | null;
  /** Which model (default all-MiniLM-L6-v2). */
  model?: EmbeddingModelName;
  cacheDir: string;
  /** Texts per forward pass; small batches keep padding (and memory) low on long texts. */
  batchSize: number;
  /** Token cap per text; longer texts are truncated. */
  maxTokens: number;
  /**
   * Batch texts of similar length together (sorted by length, the caller's order restored after),
   * so a batch pads to its own longest text rather than to a random long one. Default true; false
   * keeps the caller's order inside batches (the baseline of test/bench/embed-bench.ts).
   */
  sortByLength?: boolean;
  /**
   * onnxruntime's intra-op threads for this model copy. Unset: onnxruntime's default (every core),
   * right for one copy; a pool of copies splits the cores between them, since copies that each
   * claim every core oversubscribe the CPU and run slower together than one copy alone.
   */
  threads?: number;
  logger: Logger;
}

/** How a model load failure's message starts (the worker pool recognises it across threads). */
export const MODEL_UNAVAILABLE = 'embedding model unavailable';

interface LoadedModel {
  tokenizer: (texts: string[], options: Record<string, unknown>) => { attention_mask: unknown } & Record<string, unknown>;
  model: (inputs: Record<string, unknown>) => Promise<{ last_hidden_state: unknown }>;
  meanPool: (hidden: unknown, mask: unknown) => { normalize: (p: number, dim: number) => { tolist(): number[][] } };
}

/**
 * A sentence-embedding model of `EMBEDDING_MODELS` (all-MiniLM-L6-v2 by default; 384-d) on CPU
 * through @huggingface/transformers: mean pooling over the attention mask, then L2 normalisation.
 * The model loads lazily on the first call, once per process; `health()` reports a load failure
 * instead of throwing.
 */
export function createTransformersEmbedder(options: TransformersEmbedderOptions): Embedder {
  const log = options.logger.child({ module: 'embedder' });
  let loading: Promise<LoadedModel> | null = null;
  let loadError: string | null = null;

  const modelChoice = options.model ?? DEFAULT_EMBEDDING_MODEL;

  async function load(): Promise<LoadedModel> {
    const hf = await import('@huggingface/transformers');
    const { localPath, modelName } = resolveModel(options.modelDir, modelChoice);
    hf.env.cacheDir = options.cacheDir;
    if (localPath) {
      hf.env.localModelPath = localPath;
      hf.env.allowLocalModels = true;
      hf.env.allowRemoteModels = false;
    } else {
      hf.env.allowRemoteModels = true;
    }
    const started = performance.now();
    const tokenizer = await hf.AutoTokenizer.from_pretrained(modelName);
    const model = await hf.AutoModel.from_pretrained(modelName, {
      dtype: EMBEDDING_MODELS[modelChoice].dtype,
      // No CPU memory arena: onnxruntime's arena keeps the peak of every tensor size it has seen.
      // Without it, one thread holding both models measured 250 MB against 316 MB, at the same
      // speed (64 texts of up to 256 tokens: 2.6 s and 0.8-1.0 s either way; 2026-11-28). In an API
      // process under load the difference was lost in its caches and heap (600 MB either way).
      //
      // No spinning: by default onnxruntime's threads busy-wait for work after each run, which on a
      // 2-core machine takes CPU from the process's own event loop. Measured 2026-12-06 on the
      // mirror's API (new search question each call, 20 clients): 58 → 80 requests/s, p95 460 →
      // 340 ms; bulk passage embedding unchanged (54-64/s either way, 31 ms CPU a passage).
      session_options: { enableCpuMemArena: false, extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } }, ...(options.threads ? { intraOpNumThreads: options.threads, interOpNumThreads: 1 } : {}) },
    });
    log.info({ model: modelName, local: Boolean(localPath), ms: Math.round(performance.now() - started) }, 'embedding model loaded');
    return {
      tokenizer: tokenizer as unknown as LoadedModel['tokenizer'],
      model: model as unknown as LoadedModel['model'],
      meanPool: hf.mean_pooling as unknown as LoadedModel['meanPool'],
    };
  }

  function loaded(): Promise<LoadedModel> {
    loading ??= load().catch((error: unknown) => {
      loadError = error instanceof Error ? error.message : String(error);
      loading = null;
      // A model that cannot load is a backend that is down (503 with Retry-After, SPEC-DECISIONS 4),
      // not an internal error: the next call tries again.
      throw new BackendUnavailableError('embedder', `${MODEL_UNAVAILABLE}: ${loadError}`, { cause: error });
    });
    return loading;
  }

  return {
    modelId: transformersModelId(options.maxTokens, modelChoice),
    dimensions: DIMENSIONS,
    async embed(texts) {
      if (texts.length === 0) return [];
      const { tokenizer, model, meanPool } = await loaded();
      const order = options.sortByLength === false ? texts.map((_, index) => index) : lengthOrder(texts);
      const vectors: Float32Array[] = new Array<Float32Array>(texts.length);
      for (let start = 0; start < order.length; start += options.batchSize) {
        const slots = order.slice(start, start + options.batchSize);
        const batch = slots.map((index) => {
          const text = texts[index] ?? '';
          return text.trim() === '' ? ' ' : text;
        });
        const inputs = tokenizer(batch, { padding: true, truncation: true, max_length: options.maxTokens });
        const { last_hidden_state } = await model(inputs);
        const pooled = meanPool(last_hidden_state, inputs.attention_mask).normalize(2, -1).tolist();
        pooled.forEach((row, i) => {
          vectors[slots[i] ?? 0] = Float32Array.from(row);
        });
      }
      return vectors;
    },
    async health() {
      try {
        await loaded();
        return { status: 'up' };
      } catch {
        return { status: 'down', detail: `embedding model unavailable: ${loadError ?? 'unknown error'}` };
      }
    },
    async close() {
      loading = null;
    },
  };
}

/**
 * Indexes of `texts`, shortest first (a stable sort, so equal lengths keep the caller's order).
 * Characters stand in for tokens: close enough to group similar lengths, and free to compute.
 */
export function lengthOrder(texts: readonly string[]): number[] {
  return texts.map((_, index) => index).sort((a, b) => (texts[a]?.length ?? 0) - (texts[b]?.length ?? 0));
}

/**
 * Accepts either the folder that holds the model folders (like ../shared/models) or one model's
 * folder, so both spellings of REGINTEL_MODEL_DIR work (the other model is then looked for beside
 * it). Without a folder the model is downloaded once from the Hub into the cache folder; with one,
 * never (a model missing there fails to load, and says where it was looked for).
 */
export function resolveModel(modelDir: string | null, model: EmbeddingModelName = DEFAULT_EMBEDDING_MODEL): { localPath: string | null; modelName: string } {
  if (!modelDir) return { localPath: null, modelName: EMBEDDING_MODELS[model].remoteId };
  const holder = existsSync(join(modelDir, 'config.json')) ? dirname(modelDir) : modelDir;
  return { localPath: holder, modelName: model };
}
