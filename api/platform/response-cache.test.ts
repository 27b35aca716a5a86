import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.ts';

/** A computation that resolves or rejects when the test says so, counting how often it was started. */
function controlled<T>() {
  let started = 0;
  let settle: { resolve: (value: T) => void; reject: (error: Error) => void } | null = null;
  const compute = () => {
    started += 1;
    return new Promise<T>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return { compute, started: () => started, resolve: (value: T) => settle?.resolve(value), reject: (error: Error) => settle?.reject(error) };
}

describe('createResponseCache', () => {
  it('answers a repeated key at the same version from the cache, and computes again at a new version', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 });
    let calls = 0;
    const compute = async () => `answer ${(calls += 1)}`;
    expect(await cache.get('q', 'v1', compute)).toEqual({ value: 'answer 1', status: 'miss' });
    expect(await cache.get('q', 'v1', compute)).toEqual({ value: 'answer 1', status: 'hit' });
    expect(await cache.get('q', 'v2', compute)).toEqual({ value: 'answer 2', status: 'miss' });
  });

  it('runs one computation for concurrent misses of one key and version, and hands its answer to every caller', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 });
    const work = controlled<string>();
    const callers = Array.from({ length: 20 }, () => cache.get('q', 'v1', work.compute));
    work.resolve('ranked');
    const answers = await Promise.all(callers);
    expect(work.started()).toBe(1);
    expect(answers.map((answer) => answer.value)).toEqual(Array.from({ length: 20 }, () => 'ranked'));
    expect(await cache.get('q', 'v1', async () => 'recomputed')).toEqual({ value: 'ranked', status: 'hit' });
  });

  it('does not share a computation across versions', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 });
    const old = controlled<string>();
    const first = cache.get('q', 'v1', old.compute);
    const second = cache.get('q', 'v2', async () => 'at v2');
    old.resolve('at v1');
    expect((await first).value).toBe('at v1');
    expect((await second).value).toBe('at v2');
    expect(old.started()).toBe(1);
  });

  it('hands a failure to every caller that waited for it, stores nothing, and computes again on the next call', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 });
    const work = controlled<string>();
    const callers = Array.from({ length: 3 }, () => cache.get('q', 'v1', work.compute));
    work.reject(new Error('backend down'));
    const outcomes = await Promise.allSettled(callers);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(work.started()).toBe(1);
    expect(await cache.get('q', 'v1', async () => 'fresh')).toEqual({ value: 'fresh', status: 'miss' });
  });

  it('serves the previous version while the answer at a new version is computed, then the new one', async () => {
    const cache = createResponseCache({ ttlMs: 60_000 });
    await cache.get('q', 'v1', async () => 'at v1');
    const recompute = controlled<string>();
    const first = cache.get('q', 'v2', recompute.compute);
    expect(await cache.get('q', 'v2', async () => 'not called')).toEqual({ value: 'at v1', status: 'hit' });
    recompute.resolve('at v2');
    expect(await first).toEqual({ value: 'at v2', status: 'miss' });
    expect(await cache.get('q', 'v2', async () => 'not called')).toEqual({ value: 'at v2', status: 'hit' });
    expect(recompute.started()).toBe(1);
  });

  it('with staleAfterMs, gives even the first caller at a new version the previous answer once the wait is over, and stores the new one', async () => {
    const cache = createResponseCache({ ttlMs: 60_000, staleAfterMs: 20 });
    await cache.get('q', 'v1', async () => 'at v1');
    const slow = controlled<string>();
    expect(await cache.get('q', 'v2', slow.compute)).toEqual({ value: 'at v1', status: 'hit' });
    slow.resolve('at v2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('q', 'v2', async () => 'not called')).toEqual({ value: 'at v2', status: 'hit' });
    expect(slow.started()).toBe(1);
  });

  it('with staleAfterMs, gives the first caller the new answer when it comes within the wait, and waits without a previous answer', async () => {
    const cache = createResponseCache({ ttlMs: 60_000, staleAfterMs: 1_000 });
    const cold = controlled<string>();
    const first = cache.get('q', 'v1', cold.compute);
    setTimeout(() => cold.resolve('at v1'), 30);
    expect(await first).toEqual({ value: 'at v1', status: 'miss' });
    expect(await cache.get('q', 'v2', async () => 'at v2')).toEqual({ value: 'at v2', status: 'miss' });
  });

  it('with staleAfterMs, keeps a failure that comes after the wait from anyone but the next caller, which computes again', async () => {
    const cache = createResponseCache({ ttlMs: 60_000, staleAfterMs: 10 });
    await cache.get('q', 'v1', async () => 'at v1');
    const failing = controlled<string>();
    expect((await cache.get('q', 'v2', failing.compute)).value).toBe('at v1');
    failing.reject(new Error('backend down'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('q', 'v2', async () => 'fresh')).toEqual({ value: 'fresh', status: 'miss' });
    expect(failing.started()).toBe(1);
  });
});
