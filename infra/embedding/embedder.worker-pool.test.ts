import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSilentLogger } from '../logger.ts';
import { hasSharedClassifierModel, hasSharedModel, repoRoot, sharedModelsDir, warnIfMissing } from '../../test/fixtures/shared.ts';
import { createTransformersEmbedder } from './embedder.transformers.ts';
import { createWorkerPoolEmbedder, textsPerTask } from './embedder.worker-pool.ts';
import { defaultEmbedWorkers } from './threads-per-copy.ts';
import { BackendUnavailableError } from '../backend-unavailable.ts';

warnIfMissing(hasSharedModel, 'the embedding worker-pool tests');

/** Texts of very different lengths, a duplicate and an empty one, in no particular order. */
const TEXTS = [
  'Procedures designed to prevent microbiological contamination of drug products purporting to be sterile were not established, written and followed. Specifically, smoke studies were not performed under dynamic conditions in the ISO 5 area.',
  'aseptic gowning',
  '',
  'Failure to clean equipment',
  'The quality control unit lacks the responsibility and authority to approve or reject all components, drug product containers, closures, in-process materials, packaging material, labeling and drug products.',
  'media fill',
  'Equipment cleaning procedures were not followed',
  'aseptic gowning',
  'Laboratory controls do not include the establishment of scientifically sound and appropriate specifications, standards, sampling plans and test procedures designed to assure that components conform to appropriate standards of identity, strength, quality and purity.',
  'OOS',
  'Stability testing program inadequate',
];

const same = (a: Float32Array | undefined, b: Float32Array | undefined) => a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);

describe('defaultEmbedWorkers', () => {
  it('runs one single-threaded copy per core, and never goes below one worker', () => {
    expect(defaultEmbedWorkers(2)).toBe(2);
    expect(defaultEmbedWorkers(8)).toBe(8);
    expect(defaultEmbedWorkers(1)).toBe(1);
    expect(defaultEmbedWorkers(0)).toBe(1);
  });
});

describe('textsPerTask', () => {
  const pool = { batchSize: 1, bulkTaskTexts: 8, workers: 2 };
  it('sends a call of at most one batch as one task (a query, a classification)', () => {
    expect(textsPerTask(1, pool)).toBe(1);
    expect(textsPerTask(3, { ...pool, batchSize: 4 })).toBe(4);
  });
  it('cuts a bulk call into tasks of up to bulkTaskTexts', () => {
    expect(textsPerTask(16, pool)).toBe(8);
    expect(textsPerTask(1000, pool)).toBe(8);
  });
  it('shares a small bulk call out so that no worker idles beside it', () => {
    // 5 texts on 2 workers: tasks of 3 and 2, not one task of 5.
    expect(textsPerTask(5, pool)).toBe(3);
    expect(textsPerTask(5, { ...pool, workers: 1 })).toBe(5);
    expect(textsPerTask(2, pool)).toBe(1);
  });
  it('never cuts below the batch size', () => {
    expect(textsPerTask(20, { batchSize: 16, bulkTaskTexts: 8, workers: 2 })).toBe(16);
  });
});

describe.skipIf(!hasSharedModel)('worker-pool embedder on the local all-MiniLM-L6-v2 (needs ../shared/models)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'regintel-embed-pool-'));
  const options = { modelDir: sharedModelsDir, cacheDir: join(dir, 'models'), batchSize: 4, maxTokens: 256, logger: createSilentLogger() };
  const inProcess = createTransformersEmbedder({ ...options, sortByLength: false });
  const pool = createWorkerPoolEmbedder({ ...options, workers: 1 });
  afterAll(async () => {
    await pool.close();
    await inProcess.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('returns, in the caller order, the very vectors of the in-process adapter (sorted or not)', async () => {
    const expected = await inProcess.embed(TEXTS);
    const sorted = await createTransformersEmbedder(options).embed(TEXTS);
    const pooled = await pool.embed(TEXTS);
    expect(pool.modelId).toBe(inProcess.modelId);
    expect(pooled).toHaveLength(TEXTS.length);
    TEXTS.forEach((text, i) => {
      expect(same(pooled[i], expected[i]), `pooled vector ${i} (${JSON.stringify(text.slice(0, 30))})`).toBe(true);
      expect(same(sorted[i], expected[i]), `length-sorted vector ${i}`).toBe(true);
    });
    expect(same(pooled[1], pooled[7])).toBe(true);
    expect(same(pooled[1], pooled[5])).toBe(false);
    expect(pool.threadCount()).toBe(1);
  });

  it('answers an empty list with no vectors', async () => {
    await expect(pool.embed([])).resolves.toEqual([]);
  });

  it.skipIf(!hasSharedClassifierModel)('runs the classifier model on the same threads, with its own model id and the in-process vectors', async () => {
    const bge = pool.withModel('bge-small-en-v1.5', { batchSize: 1 });
    const alone = createTransformersEmbedder({ ...options, model: 'bge-small-en-v1.5', batchSize: 1 });
    try {
      const texts = ['Failure to clean equipment', 'Equipment cleaning procedures were not followed', 'Stability testing program inadequate'];
      const [pooled, expected, main] = await Promise.all([bge.embed(texts), alone.embed(texts), pool.embed(texts)]);
      expect(bge.modelId).toBe('bge-small-en-v1.5:q8:max256');
      expect(bge.modelId).not.toBe(pool.modelId);
      texts.forEach((text, i) => {
        expect(same(pooled[i], expected[i]), `classifier vector ${i}`).toBe(true);
        // Another model: not the search model's vector of the same text.
        expect(same(pooled[i], main[i]), `search vector ${i}`).toBe(false);
      });
      // The paraphrase is closer than the unrelated text under this model too.
      const cos = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, k) => sum + x * b[k]!, 0);
      expect(cos(pooled[0]!, pooled[1]!)).toBeGreaterThan(cos(pooled[0]!, pooled[2]!));
      expect(pool.threadCount()).toBe(1);
      await bge.close();
      // Closing the classifier's view leaves the pool serving.
      await expect(pool.embed(['OOS'])).resolves.toHaveLength(1);
    } finally {
      await alone.close();
    }
  });

  it('truncates a very long text at the token cap, like the in-process adapter', async () => {
    const long = 'cleaning validation was not performed '.repeat(2000);
    const alsoOverCap = 'cleaning validation was not performed '.repeat(100);
    const [pooledLong, pooledOver] = await pool.embed([long, alsoOverCap]);
    const [expectedLong] = await inProcess.embed([long]);
    expect(pooledLong).toHaveLength(384);
    expect(same(pooledLong, expectedLong)).toBe(true);
    // Past the cap only the first 256 tokens count: both texts start with the same 256.
    expect(same(pooledLong, pooledOver)).toBe(true);
  });

  it('shares a bulk call out over two workers in tasks of several texts, each text keeping its own vector', async () => {
    const two = createWorkerPoolEmbedder({ ...options, batchSize: 1, workers: 2, bulkTaskTexts: 3 });
    try {
      const [expected, pooled] = await Promise.all([inProcess.embed(TEXTS), two.embed(TEXTS)]);
      expect(two.threadCount()).toBe(2);
      TEXTS.forEach((text, i) => expect(same(pooled[i], expected[i]), `vector ${i} (${JSON.stringify(text.slice(0, 30))})`).toBe(true));
    } finally {
      await two.close();
    }
  });

  it('serves concurrent callers, each in its own order', async () => {
    const reversed = [...TEXTS].reverse();
    const [forward, backward, single] = await Promise.all([pool.embed(TEXTS), pool.embed(reversed), pool.embed(['media fill'])]);
    TEXTS.forEach((_, i) => expect(same(forward[i], backward[TEXTS.length - 1 - i])).toBe(true));
    expect(same(single[0], forward[5])).toBe(true);
  });

  it('serves a one-batch call (a search query) before the waiting batches of a bulk call', async () => {
    const finished: string[] = [];
    const bulk = pool.embed(Array.from({ length: 24 }, (_, i) => `written procedures for batch ${i} were not followed`)).then(() => finished.push('bulk'));
    const query = pool.embed(['out of specification results']).then(() => finished.push('query'));
    await Promise.all([bulk, query]);
    expect(finished).toEqual(['query', 'bulk']);
  });

  it('reports health up once a worker has the model, and down with the reason when the folder is wrong', async () => {
    await expect(pool.health()).resolves.toEqual({ status: 'up' });
    const broken = createWorkerPoolEmbedder({ ...options, modelDir: join(dir, 'no-such-model'), workers: 1 });
    try {
      const health = await broken.health();
      expect(health.status).toBe('down');
      expect(health.detail).toMatch(/embedding model unavailable/);
      // Across the thread it is still a backend that is down (the API answers 503), not an internal error.
      const failure = await broken.embed(['x']).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(BackendUnavailableError);
    } finally {
      await broken.close();
    }
  });

  it('ends its workers on close() and refuses work afterwards', async () => {
    const closing = createWorkerPoolEmbedder({ ...options, workers: 1 });
    await closing.embed(['media fill']);
    expect(closing.threadCount()).toBe(1);
    await closing.close();
    expect(closing.threadCount()).toBe(0);
    await expect(closing.embed(['media fill'])).rejects.toThrow(/closed/);
  });

  it('lets a regintel-style process (tsx on the main thread) exit promptly on SIGTERM mid-embed', async () => {
    const child = spawn(process.execPath, ['bin/run-ts.js', 'test/fixtures/embed-pool-child.ts', sharedModelsDir], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('ready')) resolve();
      });
      child.on('exit', () => reject(new Error(`child ended before ready: ${stderr}`)));
    });
    expect(stdout).toMatch(/ready 1 384/);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the long embed is now in the worker
    const signalled = performance.now();
    child.kill('SIGTERM');
    const code = await exited;
    const ms = performance.now() - signalled;
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/closed/);
    expect(ms).toBeLessThan(5_000);
  });
});
