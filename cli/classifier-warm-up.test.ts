import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLASSIFIER_EMBEDDING, createEventClassifier } from '../enrich/event-classification.ts';
import { createCachedEmbedder } from '../infra/embedding/embedding-cache.ts';
import { createTransformersEmbedder } from '../infra/embedding/embedder.transformers.ts';
import { createSilentLogger } from '../infra/logger.ts';
import { regintel } from '../test/fixtures/cli.ts';
import { hasSharedClassifierModel, sharedModelsDir, warnIfMissing } from '../test/fixtures/shared.ts';

warnIfMissing(hasSharedClassifierModel, 'the classifier warm-up tests (they load bge-small-en-v1.5)');

/*
 * `regintel classify --warm` as the supervisor runs it (a child process on the data folder): it
 * must leave every prototype text in the folder's embedding cache, so that an API process's first
 * classification embeds only the event.
 */
describe.skipIf(!hasSharedClassifierModel)('regintel classify --warm (needs ../shared/models)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'regintel-warm-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { REGINTEL_MODEL_DIR: sharedModelsDir };
  const warm = async () => JSON.parse((await regintel(dataDir, ['classify', '--warm', '--json'], env)).stdout) as { texts: number; embedded: number; ms: number };

  it('embeds every prototype once, then finds them all in the cache', async () => {
    const first = await warm();
    expect(first.texts).toBeGreaterThan(0);
    expect(first.embedded).toBe(first.texts);
    const second = await warm();
    expect(second).toMatchObject({ texts: first.texts, embedded: 0 });
  }, 180_000);

  it('leaves a cache from which a classifier prepares without running the model', async () => {
    await warm();
    const real = createTransformersEmbedder({ modelDir: sharedModelsDir, cacheDir: join(dataDir, 'models'), maxTokens: 256, logger: createSilentLogger(), ...CLASSIFIER_EMBEDDING });
    const modelRuns: string[][] = [];
    const counting = { ...real, embed: async (texts: string[]) => (modelRuns.push(texts), real.embed(texts)) };
    const cached = createCachedEmbedder(counting, { file: join(dataDir, 'embeddings.db') });
    try {
      const model = await createEventClassifier({ embedder: cached }).model();
      expect(model.prototypeVectors.length).toBeGreaterThan(0);
      expect(modelRuns).toEqual([]);
    } finally {
      await cached.close();
    }
  }, 180_000);
});
