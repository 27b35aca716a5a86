import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BackendUnavailableError } from '../backend-unavailable.ts';
import { createSilentLogger } from '../logger.ts';
import { hasSharedModel, sharedModelsDir, warnIfMissing } from '../../test/fixtures/shared.ts';
import { cosine } from './embedder.port.ts';
import { createCachedEmbedder } from './embedding-cache.ts';
import * as ort from 'onnxruntime-node';
import { createTransformersEmbedder, meanPooled, resolveModel } from './embedder.transformers.ts';

warnIfMissing(hasSharedModel, 'the real-model embedder tests');

describe.skipIf(!hasSharedModel)('transformers embedder on the local all-MiniLM-L6-v2 (needs ../shared/models)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'regintel-embed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const embedder = createTransformersEmbedder({
    modelDir: sharedModelsDir,
    cacheDir: join(dir, 'models'),
    batchSize: 8,
    maxTokens: 256,
    logger: createSilentLogger(),
  });

  it('returns one 384-d unit vector per text, in order', async () => {
    const vectors = await embedder.embed(['aseptic gowning', 'cleaning validation', '']);
    expect(vectors).toHaveLength(3);
    for (const vector of vectors) {
      expect(vector).toHaveLength(384);
      expect(Math.hypot(...vector)).toBeCloseTo(1, 4);
    }
  });

  it('puts a paraphrase closer than an unrelated sentence (the model README pair)', async () => {
    const [clean, paraphrase, stability] = await embedder.embed([
      'Failure to clean equipment',
      'Equipment cleaning procedures were not followed',
      'Stability testing program inadequate',
    ]);
    const near = cosine(clean!, paraphrase!);
    const far = cosine(clean!, stability!);
    expect(near).toBeGreaterThan(0.7);
    expect(far).toBeLessThan(0.4);
  });

  it('gives the same vector for a text alone and inside a padded batch', async () => {
    const [alone] = await embedder.embed(['out of specification results were not investigated']);
    const batch = await embedder.embed(['x', 'out of specification results were not investigated', 'a much longer text '.repeat(40)]);
    expect(cosine(alone!, batch[1]!)).toBeGreaterThan(0.999);
  });

  it('stays within cosine 0.98 of the published q4 model it derives its int8 weights from', async () => {
    const texts = ['Laboratory records did not include complete data derived from all tests.', 'media fill', 'Annex 1 contamination control strategy'];
    const [int8, reference] = await Promise.all([embedder.embed(texts), q4Reference(texts)]);
    texts.forEach((_, i) => {
      const similarity = cosine(int8[i]!, reference[i]!);
      expect(similarity).toBeGreaterThan(0.98);
      // Not the q4 model's vectors themselves: the model id must change with the weights.
      expect(similarity).toBeLessThan(0.99999);
    });
  });

  it('converts the model once into the cache folder, where a second load finds it and gives the same vectors', async () => {
    const [first] = await embedder.embed(['media fill']);
    const files = readdirSync(join(dir, 'models', 'derived'));
    expect(files.filter((file) => file.endsWith('.onnx'))).toHaveLength(1);
    expect(files.filter((file) => file.endsWith('.onnx_data'))).toHaveLength(1);
    expect(files.filter((file) => file.endsWith('.part'))).toEqual([]);
    const again = createTransformersEmbedder({ modelDir: sharedModelsDir, cacheDir: join(dir, 'models'), batchSize: 1, maxTokens: 256, logger: createSilentLogger() });
    const [second] = await again.embed(['media fill']);
    expect([...second!]).toEqual([...first!]);
    await again.close();
  });

  it('truncates long texts at the token cap instead of failing', async () => {
    const [long] = await embedder.embed(['cleaning validation '.repeat(2000)]);
    expect(long).toHaveLength(384);
  });

  it('serves a repeated text from the cache without calling the model again', async () => {
    let innerCalls = 0;
    const counting = { ...embedder, embed: async (texts: readonly string[]) => ((innerCalls += texts.length), embedder.embed(texts)) };
    const cached = createCachedEmbedder(counting, { file: join(dir, 'embeddings.db') });
    const first = await cached.embed(['media fill failure', 'environmental monitoring excursion']);
    const second = await cached.embed(['environmental monitoring excursion', 'media fill failure']);
    expect(innerCalls).toBe(2);
    expect(cosine(first[0]!, second[1]!)).toBeCloseTo(1, 6);
    expect(cached.stats()).toEqual({ hits: 2, misses: 2 });
    await cached.close();
  });

  it('reports health down with the reason when the model folder is wrong', async () => {
    const broken = createTransformersEmbedder({
      modelDir: join(dir, 'no-such-model'),
      cacheDir: join(dir, 'models'),
      batchSize: 8,
      maxTokens: 256,
      logger: createSilentLogger(),
    });
    const health = await broken.health();
    expect(health.status).toBe('down');
    expect(health.detail).toMatch(/embedding model unavailable/);
    // A call meets a backend that is down (the API answers 503), not an internal error.
    const failure = await broken.embed(['x']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackendUnavailableError);
    expect((failure as BackendUnavailableError).backend).toBe('embedder');
  });
});

/** The published q4 file run as it is (onnxruntime's 4-bit kernels), mean-pooled: the reference. */
async function q4Reference(texts: string[]): Promise<Float32Array[]> {
  const hf = await import('@huggingface/transformers');
  hf.env.localModelPath = sharedModelsDir;
  hf.env.allowRemoteModels = false;
  const tokenizer = await hf.AutoTokenizer.from_pretrained('all-MiniLM-L6-v2');
  const session = await ort.InferenceSession.create(join(sharedModelsDir, 'all-MiniLM-L6-v2', 'onnx', 'model_q4.onnx'));
  const vectors: Float32Array[] = [];
  for (const text of texts) {
    const encoded = tokenizer([text]) as unknown as Record<'input_ids' | 'attention_mask' | 'token_type_ids', { data: BigInt64Array; dims: number[] }>;
    const feeds = Object.fromEntries(session.inputNames.map((name) => [name, new ort.Tensor('int64', encoded[name as 'input_ids'].data, encoded[name as 'input_ids'].dims)]));
    vectors.push(...meanPooled((await session.run(feeds)).last_hidden_state!.data as Float32Array, encoded.attention_mask));
  }
  await session.release();
  return vectors;
}

describe('resolveModel: where each model is looked for', () => {
  const root = mkdtempSync(join(tmpdir(), 'regintel-models-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'all-MiniLM-L6-v2'), { recursive: true });
  writeFileSync(join(root, 'all-MiniLM-L6-v2', 'config.json'), '{}');

  it('finds a model in the folder that holds the model folders, or beside the model folder given', () => {
    expect(resolveModel(root, 'all-MiniLM-L6-v2')).toEqual({ localPath: root, modelName: 'all-MiniLM-L6-v2' });
    expect(resolveModel(join(root, 'all-MiniLM-L6-v2'), 'all-MiniLM-L6-v2')).toEqual({ localPath: root, modelName: 'all-MiniLM-L6-v2' });
  });

  it('looks for a model missing from the folder in that folder still (no download), and names the Hub repository only without a folder', () => {
    expect(resolveModel(join(root, 'all-MiniLM-L6-v2'), 'bge-small-en-v1.5')).toEqual({ localPath: root, modelName: 'bge-small-en-v1.5' });
    expect(resolveModel(null)).toEqual({ localPath: null, modelName: 'onnx-community/all-MiniLM-L6-v2-ONNX' });
    expect(resolveModel(null, 'bge-small-en-v1.5')).toEqual({ localPath: null, modelName: 'Xenova/bge-small-en-v1.5' });
  });
});
