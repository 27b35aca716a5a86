import { availableParallelism } from 'node:os';

/**
 * onnxruntime threads for each of `copies` model copies: the cores shared out between them, at
 * least one each. Copies that each claim every core oversubscribe the CPU and run slower together
 * than one copy alone (measured in the README's REGINTEL_EMBED_WORKERS and REGINTEL_EMBED_THREADS rows).
 */
export function threadsPerCopy(copies: number, cores: number = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / copies));
}
