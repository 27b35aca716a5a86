import { join } from 'node:path';
import { CLASSIFIER_EMBEDDING } from '../enrich/event-classification.ts';
import type { Config } from '../infra/config.ts';
import type { Embedder } from '../infra/embedding/embedder.port.ts';
import { createTransformersEmbedder } from '../infra/embedding/embedder.transformers.ts';
import type { Logger } from '../infra/logger.ts';

/*
 * The classifier's embedder and the folder's vector cache, apart from the composition root
 * (deps.ts, which re-exports both): the warm-up child needs these two and none of the stores.
 */

/** The classifier's model on the calling thread (no pool), with `threads` onnxruntime threads (null: its default). */
export function inProcessClassifierEmbedder(config: Config, logger: Logger, threads: number | null): Embedder {
  const { modelDir, cacheDir, maxTokens } = config.embedding;
  return createTransformersEmbedder({ modelDir, cacheDir, maxTokens, logger, ...CLASSIFIER_EMBEDDING, ...(threads ? { threads } : {}) });
}

/** The data folder's vector cache, shared by every process of the folder. */
export function embeddingCacheFile(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'embeddings.db');
}
