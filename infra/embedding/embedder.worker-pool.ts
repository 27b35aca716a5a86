import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Embedder } from './embedder.port.ts';
import { BackendUnavailableError } from '../backend-unavailable.ts';
import { DEFAULT_EMBEDDING_MODEL, type EmbeddingModelName, MODEL_UNAVAILABLE, type TransformersEmbedderOptions, lengthOrder, transformersModelId } from './embedder.transformers.ts';
import type { HealthReply, WorkerOptions, WorkerTask } from './embedder.worker.ts';
import { threadsPerCopy } from './threads-per-copy.ts';

const DIMENSIONS = 384;
const WORKER_ENTRY = fileURLToPath(new URL('./embedder.worker-entry.js', import.meta.url));

export interface WorkerPoolEmbedderOptions extends Omit<TransformersEmbedderOptions, 'sortByLength' | 'threads'> {
  /** Worker threads, each with its own copy of the model. */
  workers: number;
  /** onnxruntime threads per copy; default: the cores shared out between the copies. */
  threads?: number | null;
  /** Texts per task of a bulk call (default `BULK_TASK_TEXTS`); each text still gets its own forward pass. */
  bulkTaskTexts?: number;
}

/**
 * Texts per task of a bulk call: 0.2–0.3 s of a worker for 640-character rule passages (25–39 ms
 * each on one core of the AVX2 host), so a worker goes back to the caller's thread a few times a
 * second, not thirty.
 */
export const BULK_TASK_TEXTS = 8;

/**
 * Tasks a worker holds at once: the one it runs and the next, already in its message port.
 *
 * Why: a worker only gets its next task when the caller's event loop turns, and in the enrichment
 * process that loop is busy for hundreds of milliseconds at a time (the facilities step, its
 * SQLite transactions, the start-up ingestion). Measured on fresh `npm start`s over the mirror
 * (per-thread CPU from /proc every 5 s, 2026-12-07): with one task of one text per worker, the two
 * workers ran at 0.06–0.24 of a core each for the first 420 s while the rule passages waited, and the
 * machine used 1.0–1.5 of its 2 cores; with two tasks of up to 8 texts, at 0.2–0.5 from 180 s. The
 * worker runs its two tasks' forward passes one after the other (onnxruntime's `run` is synchronous
 * inside it), interleaved pass by pass, so a query handed in behind a bulk task waits one pass.
 */
const TASKS_PER_WORKER = 2;

/**
 * Texts per task of one call: a call of at most `batchSize` texts (a query, a classification) is
 * one task; a bulk call goes in tasks of up to `bulkTaskTexts`, fewer when that would leave a
 * worker without a task beside it (5 texts on 2 workers: 3 and 2, not 5 and none).
 */
export function textsPerTask(count: number, pool: { batchSize: number; bulkTaskTexts: number; workers: number }): number {
  if (count <= pool.batchSize) return pool.batchSize;
  return Math.max(pool.batchSize, Math.min(pool.bulkTaskTexts, Math.ceil(count / pool.workers)));
}

interface Job {
  task: WorkerTask;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The same model as `createTransformersEmbedder`, run in Piscina worker threads so inference
 * (tokenising, the forward pass, pooling) never holds the caller's event loop.
 *
 * - The model loads inside each worker, on the pool's first call (not at construction, so CLI
 *   commands that never embed start no thread).
 * - A call sorts its texts by length and sends them as tasks: a call of at most `batchSize` texts
 *   (a search query, a classification) as one task, a bulk call in tasks of up to `bulkTaskTexts`
 *   (fewer when that leaves a worker without one);
 *   vectors come back as one transferred Float32Array per task and are returned in the caller's
 *   order (each vector a view of its task's buffer).
 * - At most `TASKS_PER_WORKER` tasks per worker are in flight; the rest wait here, in two queues:
 *   one-task calls go before the tasks of bulk calls, so an API request waits for a pass or two of
 *   enrichment, not for all of it.
 * - Same texts, same files, same token cap: the same vectors, bit for bit, and the same `modelId`,
 *   so cached vectors stay valid across the in-process and pooled adapters.
 * - `close()` rejects waiting calls, lets the batches already in a worker finish (terminating a
 *   thread inside an onnxruntime run aborts the process), then ends the workers.
 */
export type WorkerPoolEmbedder = Embedder & {
  threadCount(): number;
  /**
   * Another model of `EMBEDDING_MODELS` on the same worker threads and queues (its own batch size):
   * what the event classifier embeds with. Closing it does nothing; the pool closes with this embedder.
   */
  withModel(model: EmbeddingModelName, settings: { batchSize: number }): Embedder;
};

export function createWorkerPoolEmbedder(options: WorkerPoolEmbedderOptions): WorkerPoolEmbedder {
  const log = options.logger.child({ module: 'embedder-pool' });
  const workers = Math.max(1, Math.floor(options.workers));
  const bulkTaskTexts = Math.max(1, Math.floor(options.bulkTaskTexts ?? BULK_TASK_TEXTS));
  const urgent: Job[] = [];
  const bulk: Job[] = [];
  let pool: Piscina | null = null;
  let inFlight = 0;
  let closed = false;

  function start(): Piscina {
    if (pool) return pool;
    const workerData: WorkerOptions = {
      modelDir: options.modelDir,
      ...(options.model ? { model: options.model } : {}),
      cacheDir: options.cacheDir,
      batchSize: options.batchSize,
      maxTokens: options.maxTokens,
      // By default the cores are shared out between the copies (see TransformersEmbedderOptions.threads).
      threads: options.threads ?? threadsPerCopy(workers),
      logLevel: options.logger.level,
    };
    pool = new Piscina({
      filename: WORKER_ENTRY,
      minThreads: workers,
      maxThreads: workers,
      concurrentTasksPerWorker: TASKS_PER_WORKER,
      atomics: 'disabled',
      closeTimeout: 10_000,
      workerData,
    });
    // A worker that dies outside a task is replaced by Piscina; say so instead of crashing the process.
    pool.on('error', (error: unknown) => log.error({ err: error }, 'embedding worker failed'));
    log.info({ workers }, 'embedding worker pool started');
    return pool;
  }

  function pump(): void {
    while (inFlight < workers * TASKS_PER_WORKER && !closed) {
      const job = urgent.shift() ?? bulk.shift();
      if (!job) return;
      inFlight += 1;
      start()
        .run(job.task)
        .then(job.resolve, job.reject)
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  }

  function schedule<T>(task: WorkerTask, queue: Job[]): Promise<T> {
    if (closed) return Promise.reject(new Error('embedder is closed'));
    return new Promise<T>((resolve, reject) => {
      queue.push({ task, resolve: resolve as (value: unknown) => void, reject });
      pump();
    });
  }

  /** The embed and health calls of one model over the shared pool. */
  function modelCalls(model: EmbeddingModelName, batchSize: number): Pick<Embedder, 'modelId' | 'dimensions' | 'embed' | 'health'> {
    let ready = false;
    return {
      modelId: transformersModelId(options.maxTokens, model),
      dimensions: DIMENSIONS,
      async embed(texts) {
        if (texts.length === 0) return [];
        const order = lengthOrder(texts);
        const queue = texts.length <= batchSize ? urgent : bulk;
        const perTask = textsPerTask(texts.length, { batchSize, bulkTaskTexts, workers });
        const batches: number[][] = [];
        for (let start = 0; start < order.length; start += perTask) batches.push(order.slice(start, start + perTask));
        const packed = await Promise.all(
          batches.map((slots) => schedule<Float32Array>({ kind: 'embed', model, texts: slots.map((index) => texts[index] ?? '') }, queue)),
        ).catch((error: unknown) => {
          // The worker's BackendUnavailableError crosses the thread as a plain Error (structured clone
          // keeps the message only): a model that cannot load is still a backend that is down.
          if (error instanceof Error && error.message.startsWith(MODEL_UNAVAILABLE)) throw new BackendUnavailableError('embedder', error.message, { cause: error });
          throw error;
        });
        ready = true;
        const vectors = new Array<Float32Array>(texts.length);
        batches.forEach((slots, b) => {
          const buffer = packed[b];
          if (!buffer || buffer.length !== slots.length * DIMENSIONS) throw new Error('embedding worker returned the wrong number of values');
          slots.forEach((index, i) => {
            vectors[index] = buffer.subarray(i * DIMENSIONS, (i + 1) * DIMENSIONS);
          });
        });
        return vectors;
      },
      async health() {
        if (ready) return { status: 'up' };
        try {
          const reply = await schedule<HealthReply>({ kind: 'health', model }, urgent);
          if (reply.status === 'up') ready = true;
          return reply;
        } catch (error) {
          return { status: 'down', detail: `embedding workers unavailable: ${error instanceof Error ? error.message : String(error)}` };
        }
      },
    };
  }

  return {
    ...modelCalls(options.model ?? DEFAULT_EMBEDDING_MODEL, options.batchSize),
    withModel: (model, settings) => ({ ...modelCalls(model, settings.batchSize), close: async () => {} }),
    async close() {
      closed = true;
      for (const job of [...urgent.splice(0), ...bulk.splice(0)]) job.reject(new Error('embedder is closed'));
      const running = pool;
      pool = null;
      // Graceful: a batch already in a worker finishes first (one batch, well under a second).
      // Terminating a thread inside an onnxruntime run aborts the whole process.
      if (running) await running.close();
    },
    /** Live worker threads (0 before the first call and after close). */
    threadCount: () => pool?.threads.length ?? 0,
  };
}
