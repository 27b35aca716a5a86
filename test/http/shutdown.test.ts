import { afterEach, describe, expect, it } from 'vitest';
import { createHashEmbedder } from '../fixtures/hash-embedder.ts';
import { createTestDeps, startTestServer } from '../fixtures/harness.ts';

/**
 * Stopping the API (SIGTERM: the server closes, then the stores) answers the requests already in
 * hand before the stores close. Before, a search waiting for the embedder when the stop began was
 * answered 500 "embedder is closed".
 */
describe('API shutdown', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('waits for a request in hand before it resolves, and that request is answered 200', async () => {
    // An embedder held shut: the search waits inside the handler until the test lets it go.
    const hash = createHashEmbedder();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => {};
    const waiting = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const embedder = {
      ...hash,
      async embed(texts: readonly string[]) {
        entered();
        await gate;
        return hash.embed(texts);
      },
    };
    const env = await createTestDeps({ embedder });
    cleanups.push(env.cleanup);
    const { key } = await env.deps.apiKeys.create({ tenantId: 'shutdown', tier: 'enterprise', test: true });
    const api = await startTestServer(env.deps);

    const inHand = api.post('/v1/483/observations/search', { query: 'out of specification results' }, { 'x-api-key': key });
    await waiting;
    let stopped = false;
    const stopping = api.close().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);

    release();
    const answer = await inHand;
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([]);
    await stopping;
    expect(stopped).toBe(true);
  });
});
