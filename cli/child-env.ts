import { processEnv } from '../infra/config.ts';

/**
 * glibc's malloc arenas for every process the supervisor forks, unless the user set their own. Each
 * thread that allocates (the embedding threads, onnxruntime's, libuv's) otherwise gets an arena of
 * its own, up to eight per core, and memory freed in one stays with it. Measured on 2026-12-06, one
 * pair of fresh `npm start` runs: the enrichment process averaged about 800 MB over its first three
 * minutes with two arenas against about 900 MB without (peaks 1,011 and 1,069 MB); API processes
 * on a full folder idled at 339–343 MB against 345–351, no clear difference; new-question semantic
 * search and classification ran at the same speed (20 clients, two runs each). A small gain, not a
 * measured cure. Other C libraries ignore the variable.
 */
export const CHILD_MALLOC: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: processEnv().MALLOC_ARENA_MAX ?? '2' };
