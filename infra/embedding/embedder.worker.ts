import { threadId } from 'node:worker_threads';
import { move, workerData } from 'piscina';
import { createLogger } from '../logger.ts';
import type { Embedder } from './embedder.port.ts';
import { DEFAULT_EMBEDDING_MODEL, type EmbeddingModelName, type TransformersEmbedderOptions, createTransformersEmbedder } from './embedder.transformers.ts';

/**
 * Inside one worker thread of the embedding pool: the in-process adapter, loaded once per worker
 * from the options in `workerData`. Vectors go back packed into one Float32Array (text i at
 * [i * dimensions, (i + 1) * dimensions)) whose buffer is transferred, not copied.
 */

/** What the pool puts in `workerData` (the adapter's options without the logger, which cannot cross threads). */
export type WorkerOptions = Omit<TransformersEmbedderOptions, 'logger'> & { logLevel: string };

/**
 * A task: embed texts (already in the order the worker should batch them), or load and report; with
 * the model to use (default: the one in `workerData`). One pool serves both models of
 * `EMBEDDING_MODELS`, each loaded in a worker on its first task, so a second model costs its
 * weights, not a second set of threads.
 */
export type WorkerTask = { kind: 'embed'; texts: string[]; model?: EmbeddingModelName } | { kind: 'health'; model?: EmbeddingModelName };
export type HealthReply = { status: 'up' | 'down'; detail?: string };

const embedders = new Map<EmbeddingModelName, Embedder>();

function worker(name: EmbeddingModelName | undefined): Embedder {
  const { logLevel, ...options } = workerData as WorkerOptions;
  const model = name ?? options.model ?? DEFAULT_EMBEDDING_MODEL;
  let embedder = embedders.get(model);
  if (!embedder) {
    const logger = createLogger({ level: logLevel, destination: process.stderr }).child({ worker: threadId });
    embedder = createTransformersEmbedder({ ...options, model, logger });
    embedders.set(model, embedder);
  }
  return embedder;
}

export async function runTask(task: WorkerTask): Promise<Float32Array | HealthReply> {
  const model = worker(task.model);
  if (task.kind === 'health') return model.health();
  const vectors = await model.embed(task.texts);
  const packed = new Float32Array(vectors.length * model.dimensions);
  vectors.forEach((vector, index) => packed.set(vector, index * model.dimensions));
  return move(packed) as Float32Array;
}
