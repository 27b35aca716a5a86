import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import * as ort from 'onnxruntime-node';
import type { Logger } from '../logger.ts';
import type { Embedder } from './embedder.port.ts';
import { BackendUnavailableError } from '../backend-unavailable.ts';
import { type ExternalDataReader, INT8_REWRITE_VERSION, int8ModelFromQ4, withExternalData } from './q4-to-int8.ts';

/**
 * The sentence-embedding models the adapter can run, by their folder name under a local model
 * directory (as transformers.js lays it out): the ONNX file to load, the Hub repository with the
 * same files (used only when no model folder is configured) and the tag that names the weights in
 * the model id. Both are mean-pooled; both give 384 dimensions, so a dimension check cannot tell
 * their vectors apart: the model id can, and it is part of every cache key and stored with every
 * vector.
 *
 * - all-MiniLM-L6-v2: every index (observations, rules, analytics) and every query. Its only
 *   published file here is the 4-bit (q4) export; we run it with int8 weights made from those at
 *   load (`q4-to-int8.ts`: twice as fast on this CPU, same judged search figures; README).
 * - bge-small-en-v1.5 (int8, as published): the event classifier only (`CLASSIFIER_EMBEDDING`).
 *   Mean pooling, not the CLS pooling its card recommends: on the classifier's development sets
 *   (5-fold) mean pooling scored top-1 0.841 against 0.818 for CLS in a side experiment
 *   (2026-11-28, see CALIBRATION in enrich/domain/event-classifier.ts).
 *
 * `activationsPerTensor`: the model quantizes activations on the fly with one scale for the whole
 * input tensor, so texts in one forward pass would share it and a text's vector would depend on
 * its batch-mates (cosine 0.991 alone against inside a padded batch). Such a model embeds one
 * text per pass, which keeps a vector a function of its text (the cache and the worker pool rely
 * on that) and is no slower here: without padding, one at a time measured 44-51 passages/s
 * against 41 in batches of 8.
 */
export const EMBEDDING_MODELS = {
  'all-MiniLM-L6-v2': { remoteId: 'onnx-community/all-MiniLM-L6-v2-ONNX', file: 'onnx/model_q4.onnx', int8FromQ4: true, weights: 'q4-int8', activationsPerTensor: true },
  'bge-small-en-v1.5': { remoteId: 'Xenova/bge-small-en-v1.5', file: 'onnx/model_quantized.onnx', int8FromQ4: false, weights: 'q8', activationsPerTensor: true },
} as const;
export type EmbeddingModelName = keyof typeof EMBEDDING_MODELS;
export const DEFAULT_EMBEDDING_MODEL: EmbeddingModelName = 'all-MiniLM-L6-v2';
const DIMENSIONS = 384;

/** The model id the adapter reports (and the cache keys on); the worker pool reports the same one. */
export function transformersModelId(maxTokens: number, model: EmbeddingModelName = DEFAULT_EMBEDDING_MODEL): string {
  return `${model}:${EMBEDDING_MODELS[model].weights}:max${maxTokens}`;
}

export interface TransformersEmbedderOptions {
  /** Folder holding the model folders (`all-MiniLM-L6-v2/`, …) or one of them. Null: download once into cacheDir. */
  modelDir: string | null;
  /** Which model (default all-MiniLM-L6-v2). */
  model?: EmbeddingModelName;
  cacheDir: string;
  /** Texts per forward pass for a model that can batch (neither of `EMBEDDING_MODELS` can: see `activationsPerTensor`). */
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

interface TokenTensor {
  data: BigInt64Array;
  dims: number[];
}

interface LoadedModel {
  tokenizer: (texts: string[], options: Record<string, unknown>) => Record<string, TokenTensor | undefined>;
  session: ort.InferenceSession;
}

/**
 * A sentence-embedding model of `EMBEDDING_MODELS` (all-MiniLM-L6-v2 by default; 384-d) on CPU:
 * the tokenizer of @huggingface/transformers, the model on onnxruntime-node (which can run the int8
 * weights derived from the q4 file, where transformers.js loads only published files), mean pooling
 * over the attention mask, then L2 normalisation.
 * The model loads lazily on the first call, once per process; `health()` reports a load failure
 * instead of throwing.
 */
export function createTransformersEmbedder(options: TransformersEmbedderOptions): Embedder {
  const log = options.logger.child({ module: 'embedder' });
  let loading: Promise<LoadedModel> | null = null;
  let loadError: string | null = null;

  const modelChoice = options.model ?? DEFAULT_EMBEDDING_MODEL;
  const spec = EMBEDDING_MODELS[modelChoice];

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
    const folder = localPath ? join(localPath, modelName) : await downloadModel(options.cacheDir, modelChoice);
    const modelFile = join(folder, spec.file);
    const model = spec.int8FromQ4 ? derivedInt8Model(modelFile, options.cacheDir) : modelFile;
    const session = await ort.InferenceSession.create(model, {
      // No CPU memory arena: onnxruntime's arena keeps the peak of every tensor size it has seen.
      // Without it, one thread holding both models measured 250 MB against 316 MB, at the same
      // speed (64 texts of up to 256 tokens: 2.6 s and 0.8-1.0 s either way; 2026-11-28). In an API
      // process under load the difference was lost in its caches and heap (600 MB either way).
      enableCpuMemArena: false,
      // No spinning: by default onnxruntime's threads busy-wait for work after each run, which on a
      // 2-core machine takes CPU from the process's own event loop. Measured 2026-12-06 on the
      // mirror's API (new search question each call, 20 clients): 58 → 80 requests/s, p95 460 →
      // 340 ms; bulk passage embedding unchanged (54-64/s either way, 31 ms CPU a passage).
      extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
      ...(options.threads ? { intraOpNumThreads: options.threads, interOpNumThreads: 1 } : {}),
    });
    log.info({ model: modelName, weights: spec.weights, local: Boolean(localPath), ms: Math.round(performance.now() - started) }, 'embedding model loaded');
    return { tokenizer: tokenizer as unknown as LoadedModel['tokenizer'], session };
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
      const { tokenizer, session } = await loaded();
      const order = options.sortByLength === false ? texts.map((_, index) => index) : lengthOrder(texts);
      const vectors: Float32Array[] = new Array<Float32Array>(texts.length);
      const perPass = spec.activationsPerTensor ? 1 : options.batchSize;
      for (let start = 0; start < order.length; start += perPass) {
        const slots = order.slice(start, start + perPass);
        const batch = slots.map((index) => {
          const text = texts[index] ?? '';
          return text.trim() === '' ? ' ' : text;
        });
        const inputs = tokenizer(batch, { padding: true, truncation: true, max_length: options.maxTokens });
        const mask = inputs.attention_mask;
        if (!mask) throw new Error('the tokenizer returned no attention mask');
        const feeds: Record<string, ort.Tensor> = {};
        for (const name of session.inputNames) {
          // BERT's token types are all zeros for one sentence; not every tokenizer returns them.
          const tensor = inputs[name] ?? { data: new BigInt64Array(mask.data.length), dims: mask.dims };
          feeds[name] = new ort.Tensor('int64', tensor.data, tensor.dims);
        }
        const output = (await session.run(feeds)).last_hidden_state;
        if (!output) throw new Error('the model returned no last_hidden_state');
        meanPooled(output.data as Float32Array, mask).forEach((vector, i) => {
          vectors[slots[i] ?? 0] = vector;
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
      const current = loading;
      loading = null;
      await current?.then((model) => model.session.release()).catch(() => undefined);
    },
  };
}

/**
 * One unit vector per row of a [rows, tokens, 384] output: the mean of the row's token vectors
 * where the attention mask is 1 (padding is left out), L2-normalised.
 */
export function meanPooled(hidden: Float32Array, mask: TokenTensor): Float32Array[] {
  const [rows = 0, tokens = 0] = mask.dims;
  const vectors: Float32Array[] = [];
  for (let row = 0; row < rows; row++) {
    const sum = new Float64Array(DIMENSIONS);
    let counted = 0;
    for (let token = 0; token < tokens; token++) {
      if (mask.data[row * tokens + token] === 0n) continue;
      counted++;
      const offset = (row * tokens + token) * DIMENSIONS;
      for (let d = 0; d < DIMENSIONS; d++) sum[d]! += hidden[offset + d]!;
    }
    let norm = 0;
    for (let d = 0; d < DIMENSIONS; d++) norm += (sum[d]! / Math.max(counted, 1)) ** 2;
    const scale = 1 / Math.max(Math.sqrt(norm), 1e-12) / Math.max(counted, 1);
    vectors.push(Float32Array.from(sum, (value) => value * scale));
  }
  return vectors;
}

/**
 * The int8 model made from a q4 file (`q4-to-int8.ts`), converted once and kept in
 * `<cacheDir>/derived/` (the graph, and its weights in a `_data` file beside it: see
 * `withExternalData`): every later load, in any process or thread, reads the files. Converting
 * holds the 54 MB of q4 weights and their float copies for a moment; an API process that did it
 * peaked 90 MB higher than one that reads the result. The file's name holds the rewrite's version
 * and a hash of the q4 graph and the size of its weights, so a new model or a new rewrite converts again.
 */
function derivedInt8Model(q4File: string, cacheDir: string): string {
  const graph = readFileSync(q4File);
  const weights = `${q4File}_data`;
  const key = createHash('sha256').update(`${INT8_REWRITE_VERSION}\n`).update(graph).update(`\n${existsSync(weights) ? statSync(weights).size : 0}`).digest('hex').slice(0, 16);
  const target = join(cacheDir, 'derived', `${basename(q4File, '.onnx')}.int8.${key}.onnx`);
  if (existsSync(target)) return target;
  mkdirSync(dirname(target), { recursive: true });
  // Several threads may convert at once on a first start: each writes its own files and renames
  // them into place (atomic; the contents are the same), the weights first, so that a graph file
  // that exists is complete.
  const { model, data } = withExternalData(int8ModelFromQ4(graph, externalDataReader(dirname(q4File))), `${basename(target)}_data`);
  const part = `.${process.pid}.${threadId}.part`;
  writeFileSync(`${target}_data${part}`, data);
  renameSync(`${target}_data${part}`, `${target}_data`);
  writeFileSync(`${target}${part}`, model);
  renameSync(`${target}${part}`, target);
  return target;
}

/** Reads external weight files beside the model, each once. */
function externalDataReader(folder: string): ExternalDataReader {
  const files = new Map<string, Buffer>();
  return (location, offset, length) => {
    if (location.includes('/') || location.includes('\\') || location.startsWith('.')) throw new Error(`external data outside the model folder: ${location}`);
    let file = files.get(location);
    if (!file) files.set(location, (file = readFileSync(join(folder, location))));
    return file.subarray(offset, offset + length);
  };
}

/** A model file is up to 54 MB: ten minutes is a slow link, not a hung one. */
const DOWNLOAD_TIMEOUT_MS = 600_000;

/**
 * Without a local model folder: the model's ONNX files fetched once from the Hugging Face Hub into
 * `<cacheDir>/<repository>/` (the tokenizer comes through transformers.js's own cache). Returns the folder.
 */
async function downloadModel(cacheDir: string, model: EmbeddingModelName): Promise<string> {
  const { remoteId, file, int8FromQ4 } = EMBEDDING_MODELS[model];
  const folder = join(cacheDir, remoteId);
  for (const name of int8FromQ4 ? [file, `${file}_data`] : [file]) {
    const target = join(folder, name);
    if (existsSync(target)) continue;
    const response = await fetch(`https://huggingface.co/${remoteId}/resolve/main/${name}`, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`download of ${remoteId}/${name} failed: HTTP ${response.status}`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(`${target}.part`, Buffer.from(await response.arrayBuffer()));
    renameSync(`${target}.part`, target);
  }
  return folder;
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
