import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.ts';

export type { components, operations, paths } from './schema.ts';

/**
 * The typed RegIntel client: every path, parameter and answer of `docs/openapi.json` as TypeScript
 * types (generated into ./schema.ts by `npm run openapi:write`), called through openapi-fetch. The
 * key goes in `X-Api-Key` on every request; answers come back as `{ data, error, response }`.
 *
 *   const regintel = createRegIntelClient({ baseUrl: 'http://127.0.0.1:8080', apiKey: process.env.REGINTEL_KEY! });
 *   const { data } = await regintel.POST('/v1/483/observations/search', { body: { query: 'media fill failures', top_k: 5 } });
 */
export function createRegIntelClient(options: { baseUrl: string; apiKey: string; fetch?: typeof fetch }): Client<paths> {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { 'X-Api-Key': options.apiKey },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
