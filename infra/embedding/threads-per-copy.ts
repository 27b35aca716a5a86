import { availableParallelism } from 'node:os';

/**
 * onnxruntime threads for each of `copies` model copies: the cores shared out between them, at
 * least one each. Copies that each claim every core oversubscribe the CPU and run slower together
 * than one copy alone (measured in the README's REGINTEL_EMBED_WORKERS and REGINTEL_EMBED_THREADS rows).
 */
export function threadsPerCopy(copies: number, cores: number = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / copies));
}

/**
 * Default worker count of the enrichment process's embedding pool: one single-threaded model copy
 * per core. The pipeline process runs niced under `regintel start`, so the API processes still get
 * the cores first. With the int8 weights two single-threaded copies embedded 108 passages of 640
 * characters a second on this 2-core machine against 83 for one copy on both cores (2026-12-06):
 * onnxruntime spends about 20 % more CPU per passage when it splits one pass over two threads. With
 * the 4-bit kernels it was the other way round (73 against 87 texts a second), hence the former
 * default of one core fewer. The engines mirror then became fully queryable in 537.6 s against 614.8.
 */
export function defaultEmbedWorkers(cores: number = availableParallelism()): number {
  return Math.max(1, cores);
}
