import { threadId } from 'node:worker_threads';
import { move, workerData } from 'piscina';
import { createLogger } from '../logger.ts';
import type { Embedder } from './embedder.port.ts';
import { type TransformersEmbedderOptions, createTransformersEmbedder } from './embedder.transformers.ts';

/**
 * Inside one worker thread of the embedding pool: the in-process adapter, loaded once per worker
 * from the options in `workerData`. Vectors go back packed into one Float32Array (text i at
 * [i * dimensions, (i + 1) * dimensions)) whose buffer is transferred, not copied.
 */

/** What the pool puts in `workerData` (the adapter's options without the logger, which cannot cross threads). */
export type WorkerOptions = Omit<TransformersEmbedderOptions, 'logger'> & { logLevel: string };

/** A task: embed texts (already in the order the worker should batch them), or load and report. */
export type WorkerTask = { kind: 'embed'; texts: string[] } | { kind: 'health' };
export type HealthReply = { status: 'up' | 'down'; detail?: string };

let embedder: Embedder | null = null;

function worker(): Embedder {
  if (embedder) return embedder;
  const { logLevel, ...options } = workerData as WorkerOptions;
  const logger = createLogger({ level: logLevel, destination: process.stderr }).child({ worker: threadId });
  embedder = createTransformersEmbedder({ ...options, logger });
  return embedder;
}

export async function runTask(task: WorkerTask): Promise<Float32Array | HealthReply> {
  const model = worker();
  if (task.kind === 'health') return model.health();
  const vectors = await model.embed(task.texts);
  const packed = new Float32Array(vectors.length * model.dimensions);
  vectors.forEach((vector, index) => packed.set(vector, index * model.dimensions));
  return move(packed) as Float32Array;
}
